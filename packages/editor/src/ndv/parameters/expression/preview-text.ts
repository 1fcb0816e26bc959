/** Longest preview shown under an inline expression; the full editor shows all of it. */
export const INLINE_PREVIEW_MAX_LENGTH = 250;

/** The variable selector shows the input data only under this many characters (spec/editor.md §5). */
export const VARIABLE_SELECTOR_MAX_LENGTH = 102400;

export function shortPreview(text: string, max = INLINE_PREVIEW_MAX_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The current item's data as the variable selector shows it, or null when it is too large to show. */
export function selectorData(json: unknown, max = VARIABLE_SELECTOR_MAX_LENGTH): string | null {
  const text = JSON.stringify(json ?? {}, null, 2);
  return text.length < max ? text : null;
}
