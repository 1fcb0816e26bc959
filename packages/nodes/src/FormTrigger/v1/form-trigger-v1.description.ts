import type { INodeTypeDescription } from '@weft/workflow';
import { formFieldsProperty } from '../form-fields.description.js';
import {
  formDescriptionProperty, formPathProperty, formTitleProperty, formTriggerDescription, formWebhooks, respondWhenProperty,
} from '../form-trigger.base-description.js';

/** Form Trigger 1: the path is a main setting; the thank-you text is an option. */
export const formTriggerV1Description: INodeTypeDescription = formTriggerDescription({
  version: 1,
  defaults: { name: 'n8n Form Trigger', color: '#7d4fd0' },
  webhooks: formWebhooks('={{$parameter["path"]}}', '={{$parameter["responseMode"]}}'),
  properties: [
    { ...formPathProperty, required: true },
    formTitleProperty,
    formDescriptionProperty,
    formFieldsProperty,
    respondWhenProperty(),
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
});
