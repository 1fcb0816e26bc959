import type { INodeTypeDescription } from '@weft/workflow';
import { formFieldsProperty } from '../form-fields.description.js';
import {
  formDescriptionProperty, formPathProperty, formTitleProperty, formTriggerBaseDescription, formWebhooks,
} from '../form-trigger.base-description.js';

/** Form Trigger 1: the path is a main setting; the thank-you text is an option. */
export const formTriggerV1Description: INodeTypeDescription = {
  ...formTriggerBaseDescription,
  version: 1,
  defaults: { name: 'n8n Form Trigger', color: '#7d4fd0' },
  inputs: [],
  outputs: ['main'],
  webhooks: formWebhooks('={{$parameter["path"]}}', '={{$parameter["responseMode"]}}'),
  eventTriggerDescription: 'Waiting for you to submit the form',
  triggerPanel: { header: 'Open the test URL in a browser and submit the form' },
  properties: [
    { ...formPathProperty, required: true },
    formTitleProperty,
    formDescriptionProperty,
    formFieldsProperty,
    {
      displayName: 'Respond When',
      name: 'responseMode',
      type: 'options',
      default: 'onReceived',
      options: [
        { name: 'Form Is Submitted', value: 'onReceived', description: 'The thank-you page shows at once' },
        { name: 'Workflow Finishes', value: 'lastNode', description: 'The thank-you page shows when the workflow has run' },
      ],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        { displayName: 'Form Submitted Text', name: 'formSubmittedText', type: 'string', default: 'Your response has been recorded', description: 'The message shown after the form is submitted' },
      ],
    },
  ],
};
