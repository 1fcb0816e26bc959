import type { INodeTypeBaseDescription } from '@weft/workflow';

export const outlookBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Microsoft Outlook',
  name: 'n8n-nodes-base.microsoftOutlook',
  icon: 'file:outlook.svg',
  group: ['transform'],
  description: 'Send and organise Outlook mail, and manage calendars, events and contacts (Microsoft Graph)',
  defaultVersion: 2,
};
