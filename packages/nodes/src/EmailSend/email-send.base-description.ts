import type { INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const emailSendBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Send Email',
  name: 'n8n-nodes-base.emailSend',
  icon: 'file:email-send.svg',
  group: ['output'],
  description: 'Sends an email through an SMTP server',
  defaultVersion: 2.1,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Helpers'] },
    alias: ['email', 'mail', 'smtp', 'send', 'message', 'notify', 'attachment'],
  },
};

export function emailSendDescription(own: Pick<INodeTypeDescription, 'version' | 'properties'> & Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    ...emailSendBaseDescription,
    defaults: { name: 'Send Email', color: '#2f80ed' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'smtp', required: true }],
    ...own,
  } as INodeTypeDescription;
}
