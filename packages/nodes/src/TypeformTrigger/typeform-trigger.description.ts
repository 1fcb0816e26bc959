import type { INodeTypeDescription } from '@weft/workflow';

/** `n8n-nodes-base.typeformTrigger` 1 and 1.1 (1.1 outputs each raw answer as its own item). */
export const typeformTriggerDescription: INodeTypeDescription = {
  displayName: 'Typeform Trigger',
  name: 'n8n-nodes-base.typeformTrigger',
  icon: 'file:typeform.svg',
  group: ['trigger'],
  version: [1, 1.1],
  subtitle: '=Form ID: {{$parameter["formId"]}}',
  description: 'Starts the workflow on a Typeform form submission',
  defaults: { name: 'Typeform Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'typeformApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'typeformOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: [
    {
      displayName: 'Authentication', name: 'authentication', type: 'options', default: 'accessToken',
      options: [{ name: 'Access Token', value: 'accessToken' }, { name: 'OAuth2', value: 'oAuth2' }],
    },
    {
      displayName: 'Form Name or ID', name: 'formId', type: 'options', typeOptions: { loadOptionsMethod: 'getForms' }, options: [], default: '', required: true,
      description: 'Form which should trigger workflow on submission. Choose from the list, or specify an ID using an expression.',
    },
    {
      displayName: 'Simplify Answers', name: 'simplifyAnswers', type: 'boolean', default: true,
      description: 'Whether to convert the answers to a key:value pair ("FIELD_TITLE":"USER_ANSER") to be easily processable',
    },
    {
      displayName: 'Only Answers', name: 'onlyAnswers', type: 'boolean', default: true,
      description: 'Whether to return only the answers of the form and not any of the other data',
    },
  ],
};
