import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { CHANNEL_URL_REGEX } from './locator-modes.js';

interface Locator { __rl?: boolean; mode?: string; value?: unknown }

/** The text of a locator's value or of a plain field; a Slack channel link gives its ID. */
function idOf(raw: unknown): { mode: string; value: string } {
  const locator = (typeof raw === 'object' && raw !== null ? raw : { value: raw }) as Locator;
  const value = String(locator.value ?? '').trim();
  const fromUrl = CHANNEL_URL_REGEX.exec(value)?.[1];
  return { mode: locator.mode ?? 'id', value: fromUrl ?? value };
}

/**
 * A channel or user field (a resource locator in version 2, a plain field in version 1) as the ID or
 * name Slack takes. Empty when the field is empty and `required` is false.
 */
export function locatedValue(context: IExecuteFunctions, name: string, itemIndex: number, label: string, required = true): { mode: string; value: string } {
  const found = idOf(context.getNodeParameter(name, itemIndex, ''));
  if (required && found.value === '') {
    throw new NodeOperationError(context.getNode(), `Choose the ${label}`, { itemIndex, description: `The "${label}" field is empty.` });
  }
  return found;
}

export const locatedId = (context: IExecuteFunctions, name: string, itemIndex: number, label: string, required = true): string =>
  locatedValue(context, name, itemIndex, label, required).value;

/**
 * A message timestamp as Slack writes it (`1700000000.123456`): a number field loses the trailing
 * zeros of the microseconds, which Slack needs to find the message.
 */
export function slackTs(value: unknown): string {
  if (typeof value === 'number') return value.toFixed(6);
  return String(value ?? '').trim();
}

export function requiredTs(context: IExecuteFunctions, name: string, itemIndex: number): string {
  const ts = slackTs(context.getNodeParameter(name, itemIndex, ''));
  if (!/^\d+(\.\d+)?$/.test(ts)) {
    throw new NodeOperationError(context.getNode(), `"${ts}" is not a Slack message timestamp`, {
      itemIndex, description: 'A timestamp looks like 1700000000.123456 (the "ts" of a message Slack answered with).',
    });
  }
  return ts;
}

/** A date field (ISO text or a Unix time) as the Unix seconds Slack's history filters take. */
export function unixSeconds(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' || /^\d+(\.\d+)?$/.test(String(value))) return String(value);
  const time = Date.parse(String(value));
  return Number.isNaN(time) ? String(value) : String(Math.floor(time / 1000));
}

/** Values of an options collection without the ones left empty. */
export function compact(values: IDataObject): IDataObject {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value !== undefined && value !== null
    && !(Array.isArray(value) && value.length === 0)));
}
