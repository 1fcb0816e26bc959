/**
 * Longest output name shown whole beside its handle. Longer ones (a Switch rule named by a sentence)
 * would run over the next node; they end in an ellipsis and show in full in a tooltip.
 */
export const OUTPUT_LABEL_MAX_CHARS = 40;

export interface OutputLabel {
  text: string;
  /** The whole name, when `text` is cut. */
  full?: string;
}

export function outputLabel(name: string): OutputLabel {
  const chars = [...name];
  if (chars.length <= OUTPUT_LABEL_MAX_CHARS) return { text: name };
  return { text: `${chars.slice(0, OUTPUT_LABEL_MAX_CHARS - 1).join('').trimEnd()}…`, full: name };
}
