/**
 * The timezones a workflow may choose (`GET /options/timezones`): every IANA name the runtime knows,
 * labelled with its current offset, e.g. `Europe/Berlin (GMT+01:00)`.
 */

/** The offset part of a label: "GMT+01:00", and "GMT+00:00" where Intl writes a bare "GMT". */
function offsetOf(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return part === 'GMT' ? 'GMT+00:00' : part;
}

function labelsAt(at: Date): Record<string, string> {
  const labels: Record<string, string> = {};
  // Intl lists canonical names only, without UTC, which many servers run in.
  for (const name of ['UTC', ...Intl.supportedValuesOf('timeZone')]) labels[name] = `${name} (${offsetOf(name, at)})`;
  return labels;
}

/** Offsets move with daylight saving time: the labels are made again once a day, not per request. */
let cached: { day: string; labels: Record<string, string> } | undefined;

export function timezoneLabels(now: Date = new Date()): Record<string, string> {
  const day = now.toISOString().slice(0, 10);
  if (cached?.day !== day) cached = { day, labels: labelsAt(now) };
  return cached.labels;
}
