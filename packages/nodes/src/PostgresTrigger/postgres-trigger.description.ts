import type { INodeProperties } from '@weft/workflow';

/* The Postgres Trigger's parameters, with n8n's names, defaults and options. */

export const postgresTriggerProperties: INodeProperties[] = [
  {
    displayName: 'Listen For', name: 'triggerMode', type: 'options', default: 'createTrigger',
    options: [
      { name: 'Table Row Change Events', value: 'createTrigger', description: 'Create a trigger on a table that notifies the node of each changed row' },
      { name: 'Advanced', value: 'listenTrigger', description: 'Listen on a channel that your own triggers or code notify' },
    ],
  },
  {
    displayName: 'Schema Name', name: 'schema', type: 'resourceLocator', default: { mode: 'list', value: 'public' }, required: true,
    displayOptions: { show: { triggerMode: ['createTrigger'] } },
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a schema', typeOptions: { searchListMethod: 'searchSchema', searchFilterRequired: false } },
      { displayName: 'Name', name: 'name', type: 'string', placeholder: 'e.g. public' },
    ],
  },
  {
    displayName: 'Table Name', name: 'tableName', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
    displayOptions: { show: { triggerMode: ['createTrigger'] } },
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a table', typeOptions: { searchListMethod: 'searchTables', searchFilterRequired: false } },
      { displayName: 'Name', name: 'name', type: 'string', placeholder: 'e.g. orders' },
    ],
  },
  {
    displayName: 'Channel Name', name: 'channelName', type: 'string', default: '', required: true, placeholder: 'e.g. n8n_channel',
    description: 'The channel to LISTEN on (letters, digits and underscores)',
    displayOptions: { show: { triggerMode: ['listenTrigger'] } },
  },
  {
    displayName: 'Event to Listen For', name: 'firesOn', type: 'options', default: 'INSERT',
    displayOptions: { show: { triggerMode: ['createTrigger'] } },
    options: [{ name: 'Insert', value: 'INSERT' }, { name: 'Update', value: 'UPDATE' }, { name: 'Delete', value: 'DELETE' }],
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { triggerMode: ['createTrigger'] } },
    options: [
      { displayName: 'Channel Name', name: 'channelName', type: 'string', default: '', placeholder: 'e.g. n8n_channel', description: 'The channel the trigger notifies; one of the node\'s own when empty' },
      { displayName: 'Function Name', name: 'functionName', type: 'string', default: '', placeholder: 'e.g. n8n_trigger_function', description: 'The function the node creates; one of its own when empty' },
      { displayName: 'Replace if Exists', name: 'replaceIfExists', type: 'boolean', default: false, description: 'Whether a function and trigger of the given names are replaced rather than refused' },
      { displayName: 'Trigger Name', name: 'triggerName', type: 'string', default: '', placeholder: 'e.g. n8n_trigger', description: 'The trigger the node creates; one of its own when empty' },
    ],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    options: [
      { displayName: 'Connection Timeout', name: 'connectionTimeout', type: 'number', default: 30, description: 'Seconds to wait for a connection to the server' },
      {
        displayName: 'Delay Closing Idle Connection', name: 'delayClosingIdleConnection', type: 'number', default: 0, typeOptions: { minValue: 0 },
        description: 'Seconds an idle connection waits before its first keep-alive check',
      },
    ],
  },
];
