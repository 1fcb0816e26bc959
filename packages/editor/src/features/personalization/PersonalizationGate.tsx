import { useState } from 'react';
import { useLocalStorage } from '@mantine/hooks';
import { useShellState } from '../../api/use-shell-state';
import { PersonalizationModal } from './PersonalizationModal';
import { shouldOfferSurvey } from './survey-offer';

/**
 * Opens the personalization survey once for a signed-in user who has not answered it (after owner
 * setup or sign-up). Closing it without answering is remembered in this browser, so it does not come
 * back on every page load.
 */
export function PersonalizationGate() {
  const shell = useShellState();
  const [dismissed, setDismissed] = useLocalStorage<string[]>({ key: 'weft.personalization.dismissed', defaultValue: [] });
  // Stays open through the thank-you step, after the answers have already reached the session.
  const [openFor, setOpenFor] = useState<string | null>(null);

  const user = shell.status === 'ready' ? shell.user : null;
  const offer = shell.status === 'ready' && shouldOfferSurvey(shell.settings, user, dismissed);
  if (offer && user && openFor !== user.id) setOpenFor(user.id);

  const close = () => {
    if (openFor && !dismissed.includes(openFor)) setDismissed([...dismissed, openFor]);
    setOpenFor(null);
  };

  return <PersonalizationModal opened={openFor !== null && openFor === user?.id} onClose={close} />;
}
