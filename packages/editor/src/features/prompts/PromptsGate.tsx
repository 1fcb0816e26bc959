import { useEffect, useRef, useState } from 'react';
import { getPrompts } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { useShellState } from '../../api/use-shell-state';
import { shouldOfferSurvey } from '../personalization/survey-offer';
import { ContactPromptModal } from './ContactPromptModal';
import { ValueSurveyDrawer } from './ValueSurveyDrawer';
import { mayAskForPrompts, promptToShow, type PromptToShow } from './prompt-offers';
import { usePromptsRequest } from './prompts-request.store';

/**
 * Asks this instance's prompts route, once a page load and again after an activation, whether to show
 * the contact prompt or the value survey. Nothing is asked while the admin has configured no service,
 * nor while the personalization survey is still on screen.
 */
export function PromptsGate() {
  const shell = useShellState();
  const client = useApiClient();
  const round = usePromptsRequest((state) => state.round);
  const [shown, setShown] = useState<PromptToShow>(null);
  const asked = useRef<string | null>(null);

  const ready = shell.status === 'ready';
  const settings = ready ? shell.settings : null;
  const user = ready ? shell.user : null;
  const may = settings !== null && mayAskForPrompts(settings, user) && !shouldOfferSurvey(settings, user);

  useEffect(() => {
    if (!may || !settings || !user) return;
    const key = `${user.id}:${round}`;
    if (asked.current === key) return;
    asked.current = key;
    client.request(getPrompts, {})
      .then((prompts) => setShown((current) => current ?? promptToShow(settings, prompts)))
      // A prompt is an offer: when the service cannot be reached, there is simply none.
      .catch(() => undefined);
  }, [may, settings, user, round, client]);

  const close = () => setShown(null);
  return (
    <>
      <ContactPromptModal
        opened={shown?.kind === 'contact'}
        {...(shown?.kind === 'contact' ? { title: shown.title, message: shown.message } : {})}
        onClose={close}
      />
      <ValueSurveyDrawer opened={shown?.kind === 'valueSurvey'} onClose={close} />
    </>
  );
}
