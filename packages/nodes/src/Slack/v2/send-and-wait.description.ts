import type { INodeProperties } from '@weft/workflow';
import { sendAndWaitProperties } from '../../EmailSend/v2/send-and-wait.description.js';

/** Send Email's address fields, which a Slack message does not have. */
const MAIL_ONLY = new Set(['fromEmail', 'toEmail', 'subject']);

function forMessages(property: INodeProperties): INodeProperties {
  const show = property.displayOptions?.show;
  if (!show?.resource) return property;
  return { ...property, displayOptions: { ...property.displayOptions, show: { ...show, resource: ['message'] } } };
}

/**
 * The message, response type and response settings of Send and Wait: the same parameters as Send
 * Email's (n8n saves them alike), shown for the Message resource.
 */
export const slackSendAndWaitProperties: INodeProperties[] = sendAndWaitProperties
  .filter((property) => !MAIL_ONLY.has(property.name))
  .map(forMessages);
