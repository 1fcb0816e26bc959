import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { buttonsOf, waitLimit } from '../../EmailSend/v2/send-and-wait.execute.js';
import { discordRequest } from '../transport.js';
import { targetChannel } from './operations.js';

/**
 * Send and Wait for Response in Discord: one message (from the first item's parameters) with link
 * buttons to the execution's resume URL, then the execution waits; the answer (approval link or the
 * response form) comes in through the node's webhook, as with Send Email.
 */
export async function discordSendAndWait(context: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resumeUrl = (context.getWorkflowDataProxy(0).$execution as { resumeUrl?: string } | undefined)?.resumeUrl;
  if (!resumeUrl) {
    throw new NodeOperationError(context.getNode(), 'This execution has no resume URL to put in the message', {
      description: 'Send and Wait for Response needs a run on the server, where answers can reach it.',
    });
  }
  const options = context.getNodeParameter('options', 0, {}) as IDataObject;
  const buttons = buttonsOf(context, context.getNodeParameter('responseType', 0, 'approval') as string, resumeUrl, options);
  const message = String(context.getNodeParameter('message', 0, '') ?? '');
  const waitTill = waitLimit(context, (options.limitWaitTime as { values?: Parameters<typeof waitLimit>[1] } | undefined)?.values, Date.now());
  const channelId = await targetChannel(context, 0);
  await discordRequest(context, 'POST', `/channels/${channelId}/messages`, {
    content: options.appendAttribution === false ? message : `${message}\n\n_This message was sent automatically with Weft_`,
    // Link buttons (style 5) open the resume URL in the browser.
    components: [{ type: 1, components: buttons.map((button) => ({ type: 2, style: 5, label: button.label, url: button.url })) }],
  }, {}, 0);
  await context.putExecutionToWait(waitTill);
  return [context.getInputData()];
}
