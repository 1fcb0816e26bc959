/** Below this many published packages the empty state does not quote a number (spec admin §9). */
export const PACKAGE_COUNT_THRESHOLD = 31;

/** The number 'Install over {count} packages' quotes: rounded down to tens; null when too few or unknown. */
export function quotedPackageCount(total: number | null | undefined): number | null {
  if (total === null || total === undefined || !Number.isFinite(total) || total < PACKAGE_COUNT_THRESHOLD) return null;
  return Math.floor(total / 10) * 10;
}
