import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { postMySurvey } from '@weft/contracts';
import type { User } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { showErrorToast } from '../../components/notify';
import {
  AUTOMATION_GOALS, COMPANY_SIZES, COMPANY_TYPES, INDUSTRIES, SALES_MARKETING_GOALS, USAGE_MODES, emptyAnswers, isQuestionVisible, surveyBody,
} from './survey-questions';
import type { QuestionKey, SurveyAnswers } from './survey-questions';

type ChoiceKey = Exclude<QuestionKey, 'otherCompanyIndustryExtended' | 'otherAutomationGoal' | 'automationGoalSmOther'>;
type TextKey = Exclude<QuestionKey, ChoiceKey>;

const choices: Record<ChoiceKey, readonly string[]> = {
  companyType: COMPANY_TYPES,
  companyIndustryExtended: INDUSTRIES,
  automationGoal: AUTOMATION_GOALS,
  automationGoalSm: SALES_MARKETING_GOALS,
  usageModes: USAGE_MODES,
  companySize: COMPANY_SIZES,
};

function SurveyForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<SurveyAnswers>(emptyAnswers);
  const [busy, setBusy] = useState(false);

  // The option ids come from survey-questions.ts, each with a label in en.json (checked by its unit test).
  const options = (key: ChoiceKey) => choices[key].map((value) => ({
    value, label: t(`personalization.options.${key}.${value}` as 'personalization.options.companyType.saas'),
  }));
  const show = (key: QuestionKey) => isQuestionVisible(key, answers);
  const set = <K extends keyof SurveyAnswers>(key: K, value: SurveyAnswers[K]) => setAnswers((current) => ({ ...current, [key]: value }));

  const single = (key: 'companyType' | 'automationGoal' | 'companySize') => show(key) && (
    <Select
      label={t(`personalization.questions.${key}`)}
      placeholder={t('personalization.selectPlaceholder')}
      data={options(key)}
      value={answers[key]}
      onChange={(value) => set(key, value)}
      comboboxProps={{ withinPortal: true }}
      data-testid={`survey-${key}`}
    />
  );
  const multi = (key: 'companyIndustryExtended' | 'automationGoalSm' | 'usageModes') => show(key) && (
    <MultiSelect
      label={t(`personalization.questions.${key}`)}
      placeholder={answers[key].length === 0 ? t('personalization.multiPlaceholder') : undefined}
      data={options(key)}
      value={answers[key]}
      onChange={(value) => set(key, value)}
      data-testid={`survey-${key}`}
    />
  );
  const text = (key: TextKey) => show(key) && (
    <TextInput
      label={t(`personalization.questions.${key}`)}
      value={answers[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
      data-testid={`survey-${key}`}
    />
  );

  const submit = async () => {
    setBusy(true);
    const body = surveyBody(answers);
    try {
      await client.request(postMySurvey, { body });
      queryClient.setQueryData<User | null>(queryKeys.login, (user) => (user ? { ...user, personalizationAnswers: body } : user));
      onSubmitted();
    } catch (caught) {
      showErrorToast({ id: 'personalization-error', title: t('personalization.error'), error: caught });
      setBusy(false);
    }
  };

  return (
    <form data-testid="personalization-form" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('personalization.intro')}</Text>
        {single('companyType')}
        {multi('companyIndustryExtended')}
        {text('otherCompanyIndustryExtended')}
        {single('automationGoal')}
        {text('otherAutomationGoal')}
        {multi('automationGoalSm')}
        {text('automationGoalSmOther')}
        {multi('usageModes')}
        {single('companySize')}
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={busy} data-testid="personalization-submit">{t('personalization.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

function Submitted({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="md" data-testid="personalization-submitted">
      <ThemeIcon size={44} radius="xl" color="green" variant="light"><IconCircleCheck size={26} /></ThemeIcon>
      <Text fw={600}>{t('personalization.thanksTitle')}</Text>
      <Text size="sm" c="dimmed" ta="center">{t('personalization.thanksMessage')}</Text>
      <Button mt="xs" onClick={onClose} data-testid="personalization-done">{t('personalization.done')}</Button>
    </Stack>
  );
}

/** The personalization survey (spec admin §2 modals, §3): optional questions about who uses the product and for what. */
export function PersonalizationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600} size="lg">{t('personalization.title')}</Text>}
      size={520}
      centered
      data-testid="personalization-modal"
    >
      {submitted ? <Submitted onClose={onClose} /> : <SurveyForm onSubmitted={() => setSubmitted(true)} />}
    </Modal>
  );
}
