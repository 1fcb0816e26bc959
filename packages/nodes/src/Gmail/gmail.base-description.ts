import type { INodeTypeBaseDescription } from '@weft/workflow';

export const gmailBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Gmail',
  name: 'n8n-nodes-base.gmail',
  icon: 'file:gmail.svg',
  group: ['transform'],
  description: 'Send, read and organise Gmail messages, threads, labels and drafts',
  defaultVersion: 2.2,
};
