import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { buttonsOf, waitLimit } from '../EmailSend/v2/send-and-wait.execute.js';
import { graphRequest } from './transport.js';

/**
 * Send and Wait for Response on WhatsApp: a text message (from the first item's parameters) whose links
 * lead to the execution's resume URL (WhatsApp's free-form messages have no link buttons), then the
 * execution waits; the answer comes in through the node's webhook, as with Send Email.
 */
export async function whatsAppSendAndWait(context: IExecuteFunctions): Promise<INodeExecutionData[][]> {
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
  const links = buttons.map((button) => `*${button.label}*:\n${button.url}`).join('\n\n');
  const body = [message, links, options.appendAttribution === false ? '' : '_This message was sent automatically with Weft_'].filter(Boolean).join('\n\n');
  const phoneNumberId = String(context.getNodeParameter('phoneNumberId', 0));
  await graphRequest(context, 'POST', `/${encodeURIComponent(phoneNumberId)}/messages`, {
    body: { messaging_product: 'whatsapp', recipient_type: 'individual', to: String(context.getNodeParameter('recipientPhoneNumber', 0)), type: 'text', text: { body, preview_url: false } },
  }, 0);
  await context.putExecutionToWait(waitTill);
  return [context.getInputData()];
}
