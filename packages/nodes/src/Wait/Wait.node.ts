import type {
  IExecuteFunctions, INodeExecutionData, INodeType, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import { NodeOperationError, WAIT_INDEFINITELY, sleep } from '@weft/workflow';
import { zonedTime } from '../ScheduleTrigger/schedule-time.js';
import { receiveWebhookRequest } from '../Webhook/Webhook.node.js';
import { waitDescription } from './wait.description.js';

/** Waits shorter than this stay in the process, as in n8n; longer ones put the execution to wait. */
export const IN_PROCESS_WAIT_LIMIT_MS = 65_000;

const UNIT_MS: Record<string, number> = { seconds: 1000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

function intervalMs(context: IExecuteFunctions, amountName: string, unitName: string): number {
  const node = context.getNode();
  const amount = Number(context.getNodeParameter(amountName, 0));
  const unit = context.getNodeParameter(unitName, 0) as string;
  if (!Number.isFinite(amount) || amount < 0) {
    throw new NodeOperationError(node, 'The wait amount must be a number of 0 or more', { description: `The value given is ${JSON.stringify(amount)}.` });
  }
  const factor = UNIT_MS[unit];
  if (!factor) throw new NodeOperationError(node, `Unknown wait unit "${unit}"`);
  return amount * factor;
}

/** A date-time parameter: with an offset as given, without one as wall-clock time in `timezone`. */
export function parseDateTime(value: unknown, timezone: string): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  if (/(z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const parsed = new Date(text);
    return Number.isNaN(parsed.getTime()) ? undefined : parsed;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = match;
  const wallClock = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0')));
  let epoch = wallClock - zonedTime(wallClock, timezone).offsetMinutes * 60_000;
  // Around a daylight-saving change the offset at the result may differ from the first guess.
  epoch = wallClock - zonedTime(epoch, timezone).offsetMinutes * 60_000;
  return new Date(epoch);
}

async function waitUntil(context: IExecuteFunctions, waitTill: Date): Promise<INodeExecutionData[][]> {
  const remaining = Math.max(waitTill.getTime() - Date.now(), 0);
  if (remaining < IN_PROCESS_WAIT_LIMIT_MS) {
    await sleep(remaining, context.getExecutionCancelSignal());
  } else {
    await context.putExecutionToWait(waitTill);
  }
  return [context.getInputData()];
}

/** Pauses the execution: for a time, until a time, or until its resume URL is called. */
export class Wait implements INodeType {
  description = waitDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const node = this.getNode();
    const resume = this.getNodeParameter('resume', 0) as string;
    if (resume === 'webhook') {
      let waitTill = WAIT_INDEFINITELY;
      if (this.getNodeParameter('limitWaitTime', 0, false) === true) {
        if (this.getNodeParameter('limitType', 0) === 'afterTimeInterval') {
          waitTill = new Date(Date.now() + intervalMs(this, 'resumeAmount', 'resumeUnit'));
        } else {
          const limit = parseDateTime(this.getNodeParameter('maxDateAndTime', 0), this.getTimezone());
          if (!limit) throw new NodeOperationError(node, 'Set a valid "Max Date and Time"');
          waitTill = limit;
        }
      }
      // Waits for the call even when the limit is near: the resume URL must be able to reach it.
      await this.putExecutionToWait(waitTill);
      return [this.getInputData()];
    }
    if (resume === 'timeInterval') {
      return waitUntil(this, new Date(Date.now() + intervalMs(this, 'amount', 'unit')));
    }
    if (resume === 'specificTime') {
      const raw = this.getNodeParameter('dateTime', 0);
      const at = parseDateTime(raw, this.getTimezone());
      if (!at) {
        throw new NodeOperationError(node, `Cannot read the date and time "${String(raw)}"`, {
          description: 'Use a date like 2025-06-30T14:00:00 (in the workflow\'s timezone) or with an offset (2025-06-30T14:00:00+02:00).',
        });
      }
      return waitUntil(this, at);
    }
    throw new NodeOperationError(node, `Resuming "${resume}" is not supported by this version of Weft`, {
      description: 'Use a time interval, a specific time or a webhook call.',
    });
  }

  /** The resume URL's request, treated as the Webhook node treats its requests; its item is the Wait node's output. */
  webhook(this: IWebhookFunctions): IWebhookResponseData | Promise<IWebhookResponseData> {
    return receiveWebhookRequest(this, 'incomingAuthentication');
  }
}
