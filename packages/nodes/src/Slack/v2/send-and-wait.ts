import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { waitLimit } from '../../EmailSend/v2/send-and-wait.execute.js';
import { approvalButtons } from '../../EmailSend/v2/send-and-wait.mail.js';
import type { ApprovalSettings, MailButton } from '../../EmailSend/v2/send-and-wait.mail.js';
import { locatedValue } from '../locator-value.js';
import { resolveUserId } from '../operations/users.js';
import { slackApiRequest } from '../transport.js';

/**
 * Block Kit for the message: its text (as Slack markdown from version 2.3, plain text before, as in
 * n8n), then a row of link buttons to the execution's resume URL.
 */
export function sendAndWaitBlocks(message: string, buttons: MailButton[], appendAttribution: boolean, markdown: boolean): IDataObject[] {
  const text = markdown ? { type: 'mrkdwn', text: message || ' ' } : { type: 'plain_text', text: message || ' ', emoji: true };
  const blocks: IDataObject[] = [
    { type: 'section', text },
    {
      type: 'actions',
      elements: buttons.map((button, index) => ({
        type: 'button', text: { type: 'plain_text', text: button.label, emoji: true }, url: button.url, action_id: `weft_answer_${index}`,
        ...(button.style === 'primary' ? { style: 'primary' } : {}),
      })),
    },
  ];
  if (appendAttribution) blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: '_This message was sent automatically with Weft_' }] });
  return blocks;
}

async function channelOf(context: IExecuteFunctions): Promise<string> {
  if (context.getNodeParameter('select', 0, 'user') === 'channel') {
    const { mode, value } = locatedValue(context, 'channelId', 0, 'Channel');
    return mode === 'name' && !value.startsWith('#') ? `#${value}` : value;
  }
  const { mode, value } = locatedValue(context, 'user', 0, 'User');
  return mode === 'username' ? resolveUserId(context, value, 0) : value;
}

/**
 * Send and Wait for Response in Slack: one message (from the first item's parameters) whose buttons
 * open the execution's resume URL, then the execution waits. The answer comes in through the node's
 * webhook (approval links, or the response form), as with Send Email.
 */
export async function slackSendAndWait(context: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resumeUrl = (context.getWorkflowDataProxy(0).$execution as { resumeUrl?: string } | undefined)?.resumeUrl;
  if (!resumeUrl) {
    throw new NodeOperationError(context.getNode(), 'This execution has no resume URL to put in the message', {
      description: 'Send and Wait for Response needs a run on the server, where answers can reach it.',
    });
  }
  const options = context.getNodeParameter('options', 0, {}) as IDataObject;
  const responseType = context.getNodeParameter('responseType', 0, 'approval') as string;
  let buttons: MailButton[];
  if (responseType === 'approval') {
    buttons = approvalButtons(resumeUrl, (context.getNodeParameter('approvalOptions', 0, {}) as { values?: ApprovalSettings }).values ?? {});
  } else {
    buttons = [{ label: String(options.messageButtonLabel ?? '').trim() || 'Respond', url: resumeUrl, style: 'primary' }];
  }
  const message = String(context.getNodeParameter('message', 0, '') ?? '');
  const waitTill = waitLimit(context, (options.limitWaitTime as { values?: IDataObject } | undefined)?.values, Date.now());
  await slackApiRequest(context, 'POST', 'chat.postMessage', {
    channel: await channelOf(context), text: message, blocks: sendAndWaitBlocks(message, buttons, options.appendAttribution !== false, context.getNode().typeVersion >= 2.3),
  });
  await context.putExecutionToWait(waitTill);
  return [context.getInputData()];
}
