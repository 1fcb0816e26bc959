import type { INodeProperties } from '@weft/workflow';
import { sendAndWaitProperties as emailSendAndWait } from '../../EmailSend/v2/send-and-wait.description.js';

/*
 * Send and Wait for Response has the same response settings in every node that offers it (n8n builds
 * them from one function); this takes Send Email's and fits them to Telegram: the `message` resource,
 * a Chat ID instead of addresses and subject, no button styles (Telegram draws its own buttons), and
 * labels with Telegram's default emoji.
 */

const DROPPED = new Set(['fromEmail', 'toEmail', 'subject', 'buttonApprovalStyle', 'buttonDisapprovalStyle']);
const LABEL_DEFAULTS: Record<string, string> = { approveLabel: '✅ Approve', disapproveLabel: '❌ Decline' };

function retarget(property: INodeProperties): INodeProperties {
  const copy: INodeProperties = { ...property };
  const show = property.displayOptions?.show;
  if (show?.resource) copy.displayOptions = { ...property.displayOptions, show: { ...show, resource: ['message'] } };
  if (property.name in LABEL_DEFAULTS) copy.default = LABEL_DEFAULTS[property.name];
  if (property.type === 'fixedCollection' && property.name === 'approvalOptions') {
    copy.options = (property.options as Array<{ name: string; displayName: string; values: INodeProperties[] }>).map((group) => ({
      ...group, values: group.values.filter((value) => !DROPPED.has(value.name)).map(retarget),
    }));
  }
  return copy;
}

export const sendAndWaitProperties: INodeProperties[] = [
  {
    displayName: 'Chat ID', name: 'chatId', type: 'string', default: '', required: true,
    displayOptions: { show: { resource: ['message'], operation: ['sendAndWait'] } },
    description: 'The chat\'s unique ID, or the channel\'s username as @channelusername',
  },
  ...emailSendAndWait.filter((property) => !DROPPED.has(property.name)).map(retarget),
];
