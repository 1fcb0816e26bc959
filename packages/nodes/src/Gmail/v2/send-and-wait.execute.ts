import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { approvalButtons, sendAndWaitBodies } from '../../EmailSend/v2/send-and-wait.mail.js';
import type { ApprovalSettings, MailButton } from '../../EmailSend/v2/send-and-wait.mail.js';
import { waitLimit } from '../../EmailSend/v2/send-and-wait.execute.js';
import { encodeEmail } from '../compose.js';
import { recipients } from '../outgoing.js';
import { gmailRequest } from '../transport.js';

/**
 * Send and Wait for Response through Gmail: one mail (from the first item) whose buttons lead to the
 * execution's resume URL; the answer comes back through the node's webhook (Send Email's handler).
 */
export async function gmailSendAndWait(context: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resumeUrl = (context.getWorkflowDataProxy(0).$execution as { resumeUrl?: string } | undefined)?.resumeUrl;
  if (!resumeUrl) {
    throw new NodeOperationError(context.getNode(), 'This execution has no resume URL to put in the email', {
      description: 'Send and Wait for Response needs a run on the server, where answers can reach it.',
    });
  }
  const options = context.getNodeParameter('options', 0, {}) as IDataObject;
  const responseType = String(context.getNodeParameter('responseType', 0, 'approval'));
  let buttons: MailButton[];
  if (responseType === 'approval') {
    buttons = approvalButtons(resumeUrl, (context.getNodeParameter('approvalOptions', 0, {}) as { values?: ApprovalSettings }).values ?? {});
  } else {
    buttons = [{ label: String(options.messageButtonLabel ?? '').trim() || 'Respond', url: resumeUrl, style: 'primary' }];
  }
  const bodies = sendAndWaitBodies(String(context.getNodeParameter('message', 0, '') ?? ''), buttons, options.appendAttribution !== false);
  const waitTill = waitLimit(context, (options.limitWaitTime as { values?: IDataObject } | undefined)?.values, Date.now());
  const raw = await encodeEmail({
    to: recipients(context, context.getNodeParameter('sendTo', 0, ''), 0),
    subject: String(context.getNodeParameter('subject', 0, '') ?? ''),
    ...bodies,
  });
  await gmailRequest(context, 'POST', '/messages/send', { raw });
  await context.putExecutionToWait(waitTill);
  return [context.getInputData()];
}
