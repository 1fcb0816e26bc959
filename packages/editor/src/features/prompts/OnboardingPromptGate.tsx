import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getOnboardingPrompt } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { useShellState } from '../../api/use-shell-state';
import { shouldOfferSurvey } from '../personalization/survey-offer';
import { OnboardingCallSignupModal } from './OnboardingCallSignupModal';
import { mayAskForOnboardingPrompt, onboardingToastDelay } from './prompt-offers';

const TOAST_ID = 'onboarding-prompt';

/**
 * The onboarding call prompt (spec admin §6, §9): for a young account on an instance with an onboarding
 * service, asks it once a page load (after the personalization survey, whose answers it receives) for
 * the next toast, shows that toast after the sequence's delay, and a click on it opens the signup.
 */
export function OnboardingPromptGate() {
  const shell = useShellState();
  const client = useApiClient();
  const [signupOpen, setSignupOpen] = useState(false);
  const asked = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Only leaving the page drops a pending toast: a new copy of the session must not.
  useEffect(() => () => clearTimeout(timer.current), []);

  const ready = shell.status === 'ready';
  const settings = ready ? shell.settings : null;
  const user = ready ? shell.user : null;
  const may = settings !== null && mayAskForOnboardingPrompt(settings, user, new Date()) && !shouldOfferSurvey(settings, user);

  useEffect(() => {
    if (!may || !user || asked.current === user.id) return;
    asked.current = user.id;
    client.request(getOnboardingPrompt, {}).then((prompt) => {
      if (!prompt.title || !prompt.description) return;
      const { title, description } = prompt;
      timer.current = setTimeout(() => {
        notifications.show({
          id: TOAST_ID, color: 'blue', autoClose: false, title,
          message: <Text size="sm" data-testid="onboarding-prompt-toast">{description}</Text>,
          style: { cursor: 'pointer' },
          onClick: () => {
            notifications.hide(TOAST_ID);
            setSignupOpen(true);
          },
        });
      }, onboardingToastDelay(prompt.toast_sequence_number));
    }).catch(() => undefined);
  }, [may, user, client]);

  return <OnboardingCallSignupModal opened={signupOpen} email={user?.email ?? ''} onClose={() => setSignupOpen(false)} />;
}
