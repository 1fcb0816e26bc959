import { Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { postOnboardingCall } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { showErrorToast } from '../../components/notify';
import { EmailPromptForm } from './EmailPromptForm';

/** The onboarding call signup (spec admin §2 modals), opened from the onboarding toast. */
export function OnboardingCallSignupModal({ opened, email, onClose }: { opened: boolean; email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();

  const signUp = async (address: string) => {
    try {
      await client.request(postOnboardingCall, { body: { email: address } });
      notifications.show({ id: 'onboarding-signup-done', color: 'green', title: t('prompts.onboarding.doneTitle'), message: t('prompts.onboarding.doneMessage') });
      onClose();
    } catch (error) {
      showErrorToast({ id: 'onboarding-signup-error', title: t('prompts.onboarding.error'), error });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} centered size={460} title={<Text fw={600} size="lg">{t('prompts.onboarding.title')}</Text>} data-testid="onboarding-signup">
      <EmailPromptForm
        description={t('prompts.onboarding.description')}
        initialEmail={email}
        submitLabel={t('prompts.onboarding.submit')}
        secondary={{ label: t('prompts.onboarding.skip'), onClick: onClose, testId: 'onboarding-signup-skip' }}
        onSubmit={signUp}
        testIdPrefix="onboarding-signup"
      />
    </Modal>
  );
}
