import { useCallback, useEffect, useRef } from 'react';
import { useOAuthAuthUrl } from '../../api/use-credentials';

/** Spec admin §9: the OAuth popup is 500 × 700. */
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 700;
/** What the server's callback page posts to the editor that opened it when the account is connected. */
const SUCCESS_MESSAGE = 'success';

export class PopupBlockedError extends Error {}

/**
 * Connects an OAuth credential: asks the server for the authorization URL, opens it in a centred popup
 * and waits for the callback page's 'success' message from this editor's own origin.
 */
export function useOAuthConnect(onConnected: () => void) {
  const authUrl = useOAuthAuthUrl();
  const popup = useRef<Window | null>(null);
  const connected = useRef(onConnected);
  useEffect(() => { connected.current = onConnected; }, [onConnected]);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.data !== SUCCESS_MESSAGE) return;
      popup.current?.close();
      popup.current = null;
      connected.current();
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
    };
  }, []);

  return useCallback(async (id: string, version: 1 | 2) => {
    const url = await authUrl(id, version);
    const left = Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
    const top = Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
    popup.current?.close();
    popup.current = window.open(url, 'weft-oauth', `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`);
    if (!popup.current) throw new PopupBlockedError('popup blocked');
  }, [authUrl]);
}
