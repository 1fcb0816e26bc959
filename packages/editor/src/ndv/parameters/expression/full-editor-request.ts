import { OPEN_EDITOR_DELAY_MS } from './value-mode';

/**
 * Switching a parameter to Expression opens its full editor shortly after (spec/editor.md §4). The
 * toggle and the expression input are separate components (the input mounts only once the value is
 * an expression), so the toggle leaves a request here and the input takes it when it mounts.
 */
let pending: { parameterName: string; at: number } | null = null;

export function requestFullEditor(parameterName: string): void {
  pending = { parameterName, at: Date.now() };
}

/**
 * In how many ms the input of `parameterName` should open its full editor, or null. The request stays
 * until `fullEditorOpened`: an input mounted again meanwhile still opens it.
 */
export function fullEditorRequestDelay(parameterName: string): number | null {
  const request = pending;
  if (!request || request.parameterName !== parameterName || Date.now() - request.at > OPEN_EDITOR_DELAY_MS * 4) return null;
  return Math.max(0, OPEN_EDITOR_DELAY_MS - (Date.now() - request.at));
}

export function fullEditorOpened(): void {
  pending = null;
}
