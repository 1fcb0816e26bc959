/** The local flag set after the first field was mapped (spec editor §3, mapping onboarded). */
export const MAPPING_ONBOARDED_KEY = 'weft.mappingOnboarded';

export function isMappingOnboarded(): boolean {
  try {
    return window.localStorage.getItem(MAPPING_ONBOARDED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Records the first mapping; true only that first time, when the success message is due. */
export function markMappingOnboarded(): boolean {
  if (isMappingOnboarded()) return false;
  try {
    window.localStorage.setItem(MAPPING_ONBOARDED_KEY, 'true');
  } catch {
    // Without local storage the message shows on every mapping: better than never.
  }
  return true;
}
