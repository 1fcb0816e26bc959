import type { INodeTypeDescription } from '@weft/workflow';
import { formFieldsProperty } from '../form-fields.description.js';
import {
  formDescriptionProperty, formPathProperty, formTitleProperty, formTriggerDescription, formWebhooks, respondWhenProperty,
} from '../form-trigger.base-description.js';

/** Form Trigger 2 to 2.2: basic authentication, "Using Respond to Webhook Node", and the path among the options. */
export const formTriggerV2Description: INodeTypeDescription = formTriggerDescription({
  version: [2, 2.1, 2.2],
  defaults: { name: 'On form submission', color: '#7d4fd0' },
  webhooks: formWebhooks('={{$parameter["options"]["path"]}}', '={{$parameter["responseMode"]}}'),
  credentials: [{ name: 'httpBasicAuth', required: true, displayOptions: { show: { authentication: ['basicAuth'] } } }],
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      default: 'none',
      options: [
        { name: 'Basic Auth', value: 'basicAuth' },
        { name: 'None', value: 'none' },
      ],
    },
    formTitleProperty,
    formDescriptionProperty,
    formFieldsProperty,
    respondWhenProperty([{ name: 'Using Respond to Webhook Node', value: 'responseNode', description: 'A Respond to Webhook node answers the submission' }]),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        { displayName: 'Append Attribution', name: 'appendAttribution', type: 'boolean', default: true, description: 'Whether to show a small "Form automated with Weft" line below the form' },
        { displayName: 'Button Label', name: 'buttonLabel', type: 'string', default: 'Submit', description: 'The text of the submit button' },
        formPathProperty,
        {
          displayName: 'Form Response',
          name: 'respondWithOptions',
          type: 'fixedCollection',
          placeholder: 'Add Option',
          default: { values: { respondWith: 'text' } },
          displayOptions: { hide: { '/responseMode': ['responseNode'] } },
          options: [
            {
              displayName: 'Values',
              name: 'values',
              values: [
                {
                  displayName: 'Respond With', name: 'respondWith', type: 'options', default: 'text',
                  options: [
                    { name: 'Form Submitted Text', value: 'text', description: 'Show a message' },
                    { name: 'Redirect URL', value: 'redirect', description: 'Send the browser to another page' },
                  ],
                },
                { displayName: 'Text to Show', name: 'formSubmittedText', type: 'string', default: 'Your response has been recorded', displayOptions: { show: { respondWith: ['text'] } } },
                { displayName: 'URL to Redirect to', name: 'redirectUrl', type: 'string', default: '', placeholder: 'e.g. https://example.com/thanks', displayOptions: { show: { respondWith: ['redirect'] } } },
              ],
            },
          ],
        },
        { displayName: 'Ignore Bots', name: 'ignoreBots', type: 'boolean', default: false, description: 'Whether to refuse requests from link previewers and web crawlers' },
        { displayName: 'Use Workflow Timezone', name: 'useWorkflowTimezone', type: 'boolean', default: false, description: 'Whether "submittedAt" is in the workflow\'s timezone rather than UTC' },
      ],
    },
  ],
});
