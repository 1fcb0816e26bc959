import type { INodeTypeBaseDescription } from '@weft/workflow';

export const hubspotBaseDescription: INodeTypeBaseDescription = {
  displayName: 'HubSpot',
  name: 'n8n-nodes-base.hubspot',
  icon: 'file:hubspot.svg',
  group: ['output'],
  description: 'Consume the HubSpot API: contacts, lists, companies, deals, engagements, forms and tickets',
  defaultVersion: 2.2,
};
