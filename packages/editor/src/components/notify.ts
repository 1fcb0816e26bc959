import { notifications } from '@mantine/notifications';
import { isApiError } from '../api/api-error';

export interface ErrorToast {
  /** Same id, same toast: a second show while the first is open is ignored. */
  id?: string;
  title: string;
  error?: unknown;
  /** Said after the error's own message: what the user can do. */
  hint?: string;
  /** Stays until the user closes it. */
  persistent?: boolean;
}

/** The message of an error a user should read, with the server's hint when it gave one. */
export function errorText(error: unknown): string | undefined {
  if (isApiError(error)) return error.hint ? `${error.message} ${error.hint}` : error.message;
  if (error instanceof Error) return error.message;
  return undefined;
}

/** Ends a server message with a full stop when it has no closing punctuation, so a hint can follow. */
function asSentence(text: string): string {
  return /[.!?…:)]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

export function showErrorToast({ id, title, error, hint, persistent = false }: ErrorToast): void {
  const message = errorText(error);
  const text = [message && hint ? asSentence(message) : message, hint].filter(Boolean).join(' ');
  notifications.show({
    id,
    title,
    message: text || title,
    color: 'red',
    autoClose: persistent ? false : 8000,
  });
}
