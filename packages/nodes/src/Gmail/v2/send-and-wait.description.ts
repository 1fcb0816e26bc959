import type { INodeProperties } from '@weft/workflow';
import { sendAndWaitProperties } from '../../EmailSend/v2/send-and-wait.description.js';

/** Shown for the message resource instead of Send Email's `email` resource. */
function forMessages(property: INodeProperties): INodeProperties {
  const show = property.displayOptions?.show;
  if (!show?.resource) return property;
  return { ...property, displayOptions: { ...property.displayOptions, show: { ...show, resource: ['message'] } } };
}

/**
 * Send and Wait for Response as Send Email offers it (approval, free text, custom form; wait limits),
 * with Gmail's recipient field: the mail goes from the connected account.
 */
export const gmailSendAndWaitProperties: INodeProperties[] = sendAndWaitProperties
  .filter((property) => property.name !== 'fromEmail')
  .map((property) => (property.name === 'toEmail' ? { ...property, displayName: 'To', name: 'sendTo', placeholder: 'info@example.com' } : property))
  .map(forMessages);
