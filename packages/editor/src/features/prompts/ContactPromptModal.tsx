import { Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { postContactPrompt } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { showErrorToast } from '../../components/notify';
import { EmailPromptForm } from './EmailPromptForm';

/** The contact prompt (spec admin §2 modals): the prompts service's title and message, and an address to reach the user at. */
export function ContactPromptModal({ opened, title, message, onClose }: { opened: boolean; title?: string; message?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();

  const send = async (email: string) => {
    try {
      const answer = await client.request(postContactPrompt, { body: { email } });
      if (answer.updated) {
        notifications.show({ id: 'contact-prompt-thanks', color: 'green', title: t('prompts.contact.thanksTitle'), message: t('prompts.contact.thanksMessage') });
      }
      onClose();
    } catch (error) {
      showErrorToast({ id: 'contact-prompt-error', title: t('prompts.contact.error'), error });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} centered size={460} title={<Text fw={600} size="lg">{title || t('prompts.contact.title')}</Text>} data-testid="contact-prompt">
      <EmailPromptForm description={message || t('prompts.contact.message')} submitLabel={t('prompts.send')} onSubmit={send} testIdPrefix="contact-prompt" />
    </Modal>
  );
}
