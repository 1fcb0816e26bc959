import type { INodeTypeDescription } from '@weft/workflow';

const EVENTS: Array<[string, string, string]> = [
  ['company.creation', 'Company Created', 'When a company is created in the portal'],
  ['company.deletion', 'Company Deleted', 'When a company is deleted'],
  ['company.propertyChange', 'Company Property Changed', 'When a chosen property of a company changes'],
  ['contact.creation', 'Contact Created', 'When a contact is created in the portal'],
  ['contact.deletion', 'Contact Deleted', 'When a contact is deleted'],
  ['contact.privacyDeletion', 'Contact Privacy Deleted', 'When a contact is deleted for privacy compliance'],
  ['contact.propertyChange', 'Contact Property Changed', 'When a chosen property of a contact changes'],
  ['conversation.creation', 'Conversation Created', 'When a conversation thread is created'],
  ['conversation.deletion', 'Conversation Deleted', 'When a conversation thread is archived or deleted'],
  ['conversation.newMessage', 'Conversation New Message', 'When a thread receives a new message'],
  ['conversation.privacyDeletion', 'Conversation Privacy Deletion', 'When a thread is deleted for privacy compliance'],
  ['conversation.propertyChange', 'Conversation Property Changed', 'When a property of a thread changes'],
  ['deal.creation', 'Deal Created', 'When a deal is created in the portal'],
  ['deal.deletion', 'Deal Deleted', 'When a deal is deleted'],
  ['deal.propertyChange', 'Deal Property Changed', 'When a chosen property of a deal changes'],
  ['ticket.creation', 'Ticket Created', 'When a ticket is created in the portal'],
  ['ticket.deletion', 'Ticket Deleted', 'When a ticket is deleted'],
  ['ticket.propertyChange', 'Ticket Property Changed', 'When a property of a ticket changes'],
];

const propertyPicker = (object: string, method: string) => ({
  displayName: 'Property', name: 'property', type: 'options' as const, default: '', required: true,
  description: `The ${object} property whose changes start the workflow`,
  displayOptions: { show: { name: [`${object}.propertyChange`] } },
  typeOptions: { loadOptionsDependsOn: [`${object}.propertyChange`], loadOptionsMethod: method },
});

/** `n8n-nodes-base.hubspotTrigger` 1: the events a HubSpot developer app subscribes to. */
export const hubspotTriggerDescription: INodeTypeDescription = {
  displayName: 'HubSpot Trigger',
  name: 'n8n-nodes-base.hubspotTrigger',
  icon: 'file:hubspot.svg',
  group: ['trigger'],
  version: 1,
  description: 'Starts the workflow when HubSpot events occur',
  defaults: { name: 'HubSpot Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'hubspotDeveloperApi', required: true }],
  webhooks: [
    { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    { name: 'setup', httpMethod: 'GET', responseMode: 'onReceived', path: 'webhook' },
  ],
  properties: [
    {
      displayName: 'Events', name: 'eventsUi', type: 'fixedCollection', default: {}, placeholder: 'Add Event',
      typeOptions: { multipleValues: true },
      options: [{
        displayName: 'Event', name: 'eventValues',
        values: [
          {
            displayName: 'Name', name: 'name', type: 'options', default: 'contact.creation', required: true,
            options: EVENTS.map(([value, name, description]) => ({ name, value, description })),
          },
          propertyPicker('contact', 'getContactProperties'),
          propertyPicker('company', 'getCompanyProperties'),
          propertyPicker('deal', 'getDealProperties'),
        ],
      }],
    },
    {
      displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field',
      options: [{
        displayName: 'Max Concurrent Requests', name: 'maxConcurrentRequests', type: 'number', default: 5, typeOptions: { minValue: 5 },
        description: 'How many deliveries HubSpot sends to this workflow at once (at least 5)',
      }],
    },
  ],
} as INodeTypeDescription;
