/**
 * JSON for what crosses Redis between the processes of queue mode (jobs, a worker's messages): dates
 * and bytes come back as they went (plain JSON would turn a Date into a string and a Buffer into an
 * array of numbers).
 */

const DATE = '__weftDate';
const BYTES = '__weftBytes';

function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  // `value` has been through toJSON already (a Date is a string by then): the holder has the original.
  const raw = this[key];
  if (raw instanceof Date) return { [DATE]: Number.isNaN(raw.getTime()) ? null : raw.toISOString() };
  if (raw instanceof Uint8Array) return { [BYTES]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (DATE in record && Object.keys(record).length === 1) {
    return record[DATE] === null ? new Date(Number.NaN) : new Date(record[DATE] as string);
  }
  if (BYTES in record && Object.keys(record).length === 1) return Buffer.from(record[BYTES] as string, 'base64');
  return value;
}

export function toWireJson(value: unknown): string {
  return JSON.stringify(value, replacer);
}

export function fromWireJson<T>(json: string): T {
  return JSON.parse(json, reviver) as T;
}
