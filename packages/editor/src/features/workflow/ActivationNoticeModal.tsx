import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useActivationNotice } from './activation-notice';

/** Explains what an active workflow does, once per activation until the user turns it off (460 px). */
export function ActivationNoticeModal() {
  const { t } = useTranslation();
  const opened = useActivationNotice((state) => state.opened);
  const close = useActivationNotice((state) => state.close);
  const [dontShow, setDontShow] = useState(false);

  return (
    <Modal
      opened={opened}
      onClose={() => close(dontShow)}
      size={460}
      centered
      title={(
        <Group gap={10}>
          <ThemeIcon color="teal" variant="light" radius="xl"><IconBolt size={16} /></ThemeIcon>
          <Text fw={600} size="lg">{t('lifecycle.activationNoticeTitle')}</Text>
        </Group>
      )}
    >
      <Stack gap="sm" data-testid="activation-notice">
        <Text size="sm">{t('lifecycle.activationNoticeTrigger')}</Text>
        <Text size="sm" c="dimmed">{t('lifecycle.activationNoticeExecutions')}</Text>
        <Text size="sm" c="dimmed">{t('lifecycle.activationNoticeTest')}</Text>
        <Group justify="space-between" mt="sm">
          <Checkbox
            label={t('lifecycle.activationNoticeDontShow')}
            checked={dontShow}
            onChange={(event) => setDontShow(event.currentTarget.checked)}
            data-testid="activation-notice-dont-show"
          />
          <Button onClick={() => close(dontShow)} data-testid="activation-notice-close">{t('lifecycle.activationNoticeGotIt')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
