import type { INodeProperties, INodePropertyOptions, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const formTriggerBaseDescription: INodeTypeBaseDescription = {
  displayName: 'n8n Form Trigger',
  name: 'n8n-nodes-base.formTrigger',
  icon: 'file:form-trigger.svg',
  group: ['trigger'],
  description: 'Starts the workflow when someone submits a web form it serves',
  defaultVersion: 2.2,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Triggers'] },
    alias: ['form', 'table', 'submit', 'post', 'survey', 'questionnaire'],
  },
};

export const formTitleProperty: INodeProperties = {
  displayName: 'Form Title', name: 'formTitle', type: 'string', default: '', placeholder: 'e.g. Contact us', required: true,
  description: 'Shown as the page title and the heading of the form',
};

export const formDescriptionProperty: INodeProperties = {
  displayName: 'Form Description', name: 'formDescription', type: 'string', default: '', placeholder: 'e.g. We\'ll get back to you soon',
  typeOptions: { rows: 2 }, description: 'Shown below the title; "\\n" starts a new line',
};

export const formPathProperty: INodeProperties = {
  displayName: 'Form Path', name: 'path', type: 'string', default: '', placeholder: 'e.g. contact-us',
  description: 'The last part of the form\'s URL; empty uses the node\'s generated ID',
};

/** n8n's two webhooks of a form: GET shows it, POST receives it (both under /form/ and /form-test/). */
export function formWebhooks(pathExpression: string, responseModeExpression: string) {
  return [
    { name: 'setup', httpMethod: 'GET', responseMode: 'onReceived', isFullPath: true, path: pathExpression, ndvHideUrl: true, isForm: true },
    { name: 'default', httpMethod: 'POST', responseMode: responseModeExpression, isFullPath: true, path: pathExpression, ndvHideMethod: true, isForm: true },
  ];
}

/** A version's description: the base, its own parts, and what every version shows alike while it waits. */
export function formTriggerDescription(
  own: Pick<INodeTypeDescription, 'version' | 'defaults' | 'webhooks' | 'properties'> & Partial<INodeTypeDescription>,
): INodeTypeDescription {
  const { version, defaults, webhooks, ...rest } = own;
  return {
    ...formTriggerBaseDescription,
    version,
    defaults,
    inputs: [],
    outputs: ['main'],
    webhooks,
    eventTriggerDescription: 'Waiting for you to submit the form',
    triggerPanel: { header: 'Open the test URL in a browser and submit the form' },
    ...rest,
  } as INodeTypeDescription;
}

/** "Respond When": at once or when the workflow has run, plus what a version adds. */
export function respondWhenProperty(more: INodePropertyOptions[] = []): INodeProperties {
  return {
    displayName: 'Respond When',
    name: 'responseMode',
    type: 'options',
    default: 'onReceived',
    options: [
      { name: 'Form Is Submitted', value: 'onReceived', description: 'The thank-you page shows at once' },
      { name: 'Workflow Finishes', value: 'lastNode', description: 'The thank-you page shows when the workflow has run' },
      ...more,
    ],
  };
}
