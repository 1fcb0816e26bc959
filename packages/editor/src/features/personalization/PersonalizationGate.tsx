import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { postMySurvey } from '@weft/contracts';
import type { User } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { useShellState } from '../../api/use-shell-state';
import { PersonalizationModal } from './PersonalizationModal';
import { shouldOfferSurvey } from './survey-offer';
import { emptyAnswers, surveyBody } from './survey-questions';

/**
 * Opens the personalization survey once for a signed-in user who has not answered it (after owner
 * setup or sign-up). Closing it unanswered counts, as in n8n: an empty answer is stored on the user,
 * so the survey does not come back on the next page load, in this browser or another.
 */
export function PersonalizationGate() {
  const shell = useShellState();
  const client = useApiClient();
  const queryClient = useQueryClient();
  // Stays open through the thank-you step, after the answers have already reached the session.
  const [openFor, setOpenFor] = useState<string | null>(null);

  const user = shell.status === 'ready' ? shell.user : null;
  const offer = shell.status === 'ready' && shouldOfferSurvey(shell.settings, user);
  if (offer && user && openFor !== user.id) setOpenFor(user.id);

  const close = () => {
    setOpenFor(null);
    if (!user || user.personalizationAnswers !== null) return;
    const body = surveyBody(emptyAnswers);
    queryClient.setQueryData<User | null>(queryKeys.login, (current) => (current ? { ...current, personalizationAnswers: body } : current));
    // Best effort: if it does not reach the server, the survey is simply offered again next time.
    client.request(postMySurvey, { body }).catch(() => undefined);
  };

  return <PersonalizationModal opened={openFor !== null && openFor === user?.id} onClose={close} />;
}
