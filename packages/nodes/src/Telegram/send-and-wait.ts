import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { buttonsOf, waitLimit } from '../EmailSend/v2/send-and-wait.execute.js';
import { callTelegram } from './telegram-api.js';
import { withAttribution } from './message-body.js';

/**
 * Send Message and Wait for Response: one message (from the first item's parameters) whose inline
 * keyboard buttons open the execution's resume URL, then the execution waits. The answer (approval
 * link or response form) arrives through the node's webhook, as with Send Email's.
 */
export async function sendAndWait(context: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resumeUrl = (context.getWorkflowDataProxy(0).$execution as { resumeUrl?: string } | undefined)?.resumeUrl;
  if (!resumeUrl) {
    throw new NodeOperationError(context.getNode(), 'This execution has no resume URL to put in the message', {
      description: 'Send Message and Wait for Response needs a run on the server, where answers can reach it.',
    });
  }
  const options = context.getNodeParameter('options', 0, {}) as IDataObject;
  const responseType = context.getNodeParameter('responseType', 0, 'approval') as string;
  const buttons = buttonsOf(context, responseType, resumeUrl, options);
  const message = String(context.getNodeParameter('message', 0, '') ?? '');
  const waitTill = waitLimit(context, (options.limitWaitTime as { values?: Parameters<typeof waitLimit>[1] } | undefined)?.values, Date.now());
  await callTelegram(context, 'sendMessage', {
    chat_id: context.getNodeParameter('chatId', 0) as string,
    text: options.appendAttribution === false ? message : withAttribution(message, 'Markdown'),
    disable_web_page_preview: true,
    parse_mode: 'Markdown',
    reply_markup: { inline_keyboard: [buttons.map((button) => ({ text: button.label, url: button.url }))] },
  });
  await context.putExecutionToWait(waitTill);
  return [context.getInputData()];
}
