import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError, WAIT_INDEFINITELY } from '@weft/workflow';
import { parseDateTime } from '../../Wait/Wait.node.js';
import { optionalText, requiredText } from '../mail-parts.js';
import { SmtpSender } from '../smtp-transport.js';
import { approvalButtons, sendAndWaitBodies } from './send-and-wait.mail.js';
import type { ApprovalSettings, MailButton } from './send-and-wait.mail.js';

const UNIT_MS: Record<string, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

interface LimitValues {
  limitType?: string;
  resumeAmount?: number;
  resumeUnit?: string;
  maxDateAndTime?: string;
}

/** When the wait ends by itself: never without a limit, else after the interval or at the given time. */
export function waitLimit(context: IExecuteFunctions, limit: LimitValues | undefined, now: number): Date {
  if (!limit) return WAIT_INDEFINITELY;
  if ((limit.limitType ?? 'afterTimeInterval') === 'afterTimeInterval') {
    const amount = Number(limit.resumeAmount ?? 1);
    const factor = UNIT_MS[limit.resumeUnit ?? 'hours'];
    if (!Number.isFinite(amount) || amount < 0 || !factor) {
      throw new NodeOperationError(context.getNode(), 'The wait time limit is not valid', { description: 'Enter an amount of 0 or more and a unit.' });
    }
    return new Date(now + amount * factor);
  }
  const at = parseDateTime(limit.maxDateAndTime, context.getTimezone());
  if (!at) throw new NodeOperationError(context.getNode(), 'Set a valid "Max Date and Time" for the wait time limit');
  return at;
}

export function buttonsOf(context: IExecuteFunctions, responseType: string, resumeUrl: string, options: IDataObject): MailButton[] {
  if (responseType === 'approval') {
    const settings = (context.getNodeParameter('approvalOptions', 0, {}) as { values?: ApprovalSettings }).values ?? {};
    return approvalButtons(resumeUrl, settings);
  }
  if (responseType === 'freeText' || responseType === 'customForm') {
    return [{ label: optionalText(options.messageButtonLabel)?.trim() || 'Respond', url: resumeUrl, style: 'primary' }];
  }
  throw new NodeOperationError(context.getNode(), `Unknown response type "${responseType}"`, { description: 'Choose Approval, Free Text or Custom Form.' });
}

/**
 * Send and Wait for Response: one mail (from the first item's parameters) whose links lead to the
 * execution's resume URL, then the execution waits. The answer arrives through the node's webhook;
 * when the time limit ends the wait first, the input goes on unchanged.
 */
export async function sendAndWait(context: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resumeUrl = (context.getWorkflowDataProxy(0).$execution as { resumeUrl?: string } | undefined)?.resumeUrl;
  if (!resumeUrl) {
    throw new NodeOperationError(context.getNode(), 'This execution has no resume URL to put in the email', {
      description: 'Send and Wait for Response needs a run on the server, where answers can reach it.',
    });
  }
  const options = context.getNodeParameter('options', 0, {}) as IDataObject;
  const responseType = context.getNodeParameter('responseType', 0, 'approval') as string;
  const buttons = buttonsOf(context, responseType, resumeUrl, options);
  const bodies = sendAndWaitBodies(String(context.getNodeParameter('message', 0, '') ?? ''), buttons, options.appendAttribution !== false);
  const waitTill = waitLimit(context, (options.limitWaitTime as { values?: LimitValues } | undefined)?.values, Date.now());
  const sender = new SmtpSender(context, await context.getCredentials('smtp'));
  try {
    await sender.send({
      from: requiredText(context, 'fromEmail', 'From Email', 0),
      to: requiredText(context, 'toEmail', 'To Email', 0),
      subject: optionalText(context.getNodeParameter('subject', 0, '')) ?? '',
      ...bodies,
    }, false, 0);
  } finally {
    sender.close();
  }
  await context.putExecutionToWait(waitTill);
  return [context.getInputData()];
}
