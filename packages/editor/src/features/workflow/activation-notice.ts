import { create } from 'zustand';

/** The local flag behind "Don't show this again" (spec editor §3, hidden activation alert). */
export const HIDE_ACTIVATION_ALERT_KEY = 'weft.hideActivationAlert';

function hidden(): boolean {
  try {
    return window.localStorage.getItem(HIDE_ACTIVATION_ALERT_KEY) === 'true';
  } catch {
    return false;
  }
}

interface ActivationNoticeState {
  opened: boolean;
  /** After the open workflow was activated: shows the notice unless the user turned it off. */
  showAfterActivation(): boolean;
  close(dontShowAgain: boolean): void;
}

// App level: a modal over the page, its 'don't show again' a preference of the browser, not of one workflow.
export const useActivationNotice = create<ActivationNoticeState>()((set) => ({
  opened: false,
  showAfterActivation: () => {
    if (hidden()) return false;
    set({ opened: true });
    return true;
  },
  close: (dontShowAgain) => {
    if (dontShowAgain) {
      try {
        window.localStorage.setItem(HIDE_ACTIVATION_ALERT_KEY, 'true');
      } catch {
        // Storage can be unavailable (private mode); the notice then simply shows again next time.
      }
    }
    set({ opened: false });
  },
}));
