import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { sendAndWaitProperties } from '../../EmailSend/v2/send-and-wait.description.js';
import { approvalButtons, sendAndWaitBodies } from '../../EmailSend/v2/send-and-wait.mail.js';
import type { ApprovalSettings, MailButton } from '../../EmailSend/v2/send-and-wait.mail.js';
import { waitLimit } from '../../EmailSend/v2/send-and-wait.execute.js';
import { recipients } from '../message-fields.js';
import { graphRequest } from '../transport.js';

/** Send and Wait as Send Email offers it, for the message resource, with Outlook's "To" field. */
export const outlookSendAndWaitProperties: INodeProperties[] = sendAndWaitProperties
  .filter((property) => property.name !== 'fromEmail')
  .map((property) => (property.name === 'toEmail' ? { ...property, displayName: 'To', name: 'toRecipients', placeholder: 'info@example.com' } : property))
  .map((property) => {
    const show = property.displayOptions?.show;
    return show?.resource ? { ...property, displayOptions: { ...property.displayOptions, show: { ...show, resource: ['message'] } } } : property;
  });

/**
 * Sends one mail (from the first item) through Graph's sendMail whose buttons lead to the execution's
 * resume URL, and puts the execution to wait; the answer comes back through the node's webhook.
 */
export async function outlookSendAndWait(context: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resumeUrl = (context.getWorkflowDataProxy(0).$execution as { resumeUrl?: string } | undefined)?.resumeUrl;
  if (!resumeUrl) {
    throw new NodeOperationError(context.getNode(), 'This execution has no resume URL to put in the email', {
      description: 'Send and Wait for Response needs a run on the server, where answers can reach it.',
    });
  }
  const options = context.getNodeParameter('options', 0, {}) as IDataObject;
  const responseType = String(context.getNodeParameter('responseType', 0, 'approval'));
  const buttons: MailButton[] = responseType === 'approval'
    ? approvalButtons(resumeUrl, (context.getNodeParameter('approvalOptions', 0, {}) as { values?: ApprovalSettings }).values ?? {})
    : [{ label: String(options.messageButtonLabel ?? '').trim() || 'Respond', url: resumeUrl, style: 'primary' }];
  const bodies = sendAndWaitBodies(String(context.getNodeParameter('message', 0, '') ?? ''), buttons, options.appendAttribution !== false);
  const waitTill = waitLimit(context, (options.limitWaitTime as { values?: IDataObject } | undefined)?.values, Date.now());
  const to = recipients(context.getNodeParameter('toRecipients', 0, ''));
  if (to.length === 0) throw new NodeOperationError(context.getNode(), 'No recipient was given', { description: 'Fill in "To" with one or more addresses.' });
  await graphRequest(context, {
    method: 'POST', path: '/sendMail',
    body: { message: { toRecipients: to, subject: String(context.getNodeParameter('subject', 0, '') ?? ''), body: { contentType: 'HTML', content: bodies.html } }, saveToSentItems: true },
  });
  await context.putExecutionToWait(waitTill);
  return [context.getInputData()];
}
