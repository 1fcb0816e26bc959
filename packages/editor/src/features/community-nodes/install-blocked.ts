import type { Settings } from '@weft/contracts';

export type InstallBlockedReason = 'queueMode' | 'noNpm';

/** Why this instance cannot run npm for the editor: queue mode (the workers would not get the package) or no npm. */
export function installBlockedReason(settings: Pick<Settings, 'executionMode' | 'isNpmAvailable'>): InstallBlockedReason | null {
  if (settings.executionMode === 'queue') return 'queueMode';
  if (!settings.isNpmAvailable) return 'noNpm';
  return null;
}
