import { useEffect, useRef, useState } from 'react';
import { Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { postValueSurvey } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { isValidEmail } from '../../components/forms/field-rules';
import { showErrorToast } from '../../components/notify';
import { POSITIVE_SCORE_ABOVE, SURVEY_RESET_MS, SURVEY_SCORES, SURVEY_TOAST_MS } from './prompt-offers';

/**
 * The value survey (spec admin §2 modals, §4): a drawer at the bottom, not modal, that an outside
 * click leaves open. A score 0-10 first (sent on its own, as n8n), then an e-mail address.
 */
export function ValueSurveyDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [score, setScore] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const choose = (value: number) => {
    setScore(value);
    // The score counts even if the e-mail step is skipped; losing it is not worth bothering the user.
    client.request(postValueSurvey, { body: { value: String(value) } }).catch(() => undefined);
  };

  const send = async () => {
    if (score === null) return;
    setBusy(true);
    try {
      const answer = await client.request(postValueSurvey, { body: { value: String(score), email: email.trim() } });
      if (answer.updated) {
        notifications.show({
          id: 'value-survey-thanks', color: 'green', autoClose: SURVEY_TOAST_MS,
          title: t('prompts.valueSurvey.thanksTitle'), message: t('prompts.valueSurvey.thanksMessage'),
        });
      }
      onClose();
      // Starts over only once the drawer has slid away, so the user does not see the first step flash back.
      reset.current = setTimeout(() => { setScore(null); setEmail(''); }, SURVEY_RESET_MS);
    } catch (error) {
      showErrorToast({ id: 'value-survey-error', title: t('prompts.valueSurvey.error'), error });
    } finally {
      setBusy(false);
    }
  };

  const title = score === null ? t('prompts.valueSurvey.question')
    : score > POSITIVE_SCORE_ABOVE ? t('prompts.valueSurvey.positiveTitle') : t('prompts.valueSurvey.improveTitle');

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size={170}
      withOverlay={false}
      closeOnClickOutside={false}
      lockScroll={false}
      trapFocus={false}
      title={<Text fw={600} data-testid="value-survey-title">{title}</Text>}
      data-testid="value-survey"
    >
      <Stack align="center" pb="md">
        {score === null ? (
          <>
            <Group gap={6} justify="center" data-testid="value-survey-scores">
              {SURVEY_SCORES.map((value) => (
                <Button key={value} variant="default" w={44} px={0} onClick={() => choose(value)} data-testid={`value-survey-score-${value}`}>
                  {value}
                </Button>
              ))}
            </Group>
            <Group justify="space-between" w={44 * 11 + 6 * 10}>
              <Text size="xs" c="dimmed">{t('prompts.valueSurvey.notLikely')}</Text>
              <Text size="xs" c="dimmed">{t('prompts.valueSurvey.veryLikely')}</Text>
            </Group>
          </>
        ) : (
          <form
            onSubmit={(event) => { event.preventDefault(); void send(); }}
            style={{ width: '100%', maxWidth: 480 }}
          >
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                type="email"
                placeholder={t('prompts.emailPlaceholder')}
                aria-label={t('prompts.emailPlaceholder')}
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                data-autofocus
                data-testid="value-survey-email"
              />
              <Button type="submit" disabled={!isValidEmail(email)} loading={busy} data-testid="value-survey-send">
                {t('prompts.send')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Drawer>
  );
}
