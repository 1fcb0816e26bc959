import { Settings } from 'luxon';

/**
 * Runs `evaluate` with the workflow's time zone as Luxon's default, as n8n evaluates expressions:
 * `DateTime.fromISO('2024-05-04 10:00')` is read in that zone and `DateTime` values in it are written
 * as n8n writes them (`…Z` for UTC). Evaluation is synchronous, so the process-wide setting is
 * restored before anything else runs.
 */
export function inWorkflowZone<T>(timezone: string | undefined, evaluate: () => T): T {
  if (!timezone) return evaluate();
  const previous = Settings.defaultZone;
  Settings.defaultZone = timezone;
  if (!Settings.defaultZone.isValid) {
    Settings.defaultZone = previous;
    return evaluate();
  }
  try {
    return evaluate();
  } finally {
    Settings.defaultZone = previous;
  }
}
