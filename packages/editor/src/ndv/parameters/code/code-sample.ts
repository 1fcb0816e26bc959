/**
 * The Code node shows its mode's example when the code is empty (the parameter's placeholder). When
 * the mode changes while the code is still the old mode's example, the example of the new mode takes
 * its place, as n8n does; code the user wrote stays as it is.
 */
export function codeAfterSampleChange(code: string, previousSample: string | undefined, nextSample: string | undefined): string | null {
  if (previousSample === undefined || nextSample === undefined || previousSample === nextSample) return null;
  return code.trim() === previousSample.trim() ? nextSample : null;
}
