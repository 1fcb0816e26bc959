import type { INodeTypeDescription } from '@weft/workflow';
import { formFieldsProperty } from '../FormTrigger/form-fields.description.js';

const forPage = { show: { operation: ['page'] } };
const forCompletion = { show: { operation: ['completion'] } };

export const formDescription: INodeTypeDescription = {
  displayName: 'n8n Form',
  name: 'n8n-nodes-base.form',
  icon: 'file:form.svg',
  group: ['input'],
  version: 1,
  description: 'Shows the next page of a form started by a Form Trigger, or the page that ends it',
  defaults: { name: 'Form', color: '#7d4fd0' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['form', 'page', 'step', 'multi-step', 'wizard', 'ending'],
  },
  // The resume webhooks of `/form-waiting/<executionId>`: POST first, so `/webhook-waiting/` resumes with a submission too.
  webhooks: [
    { name: 'default', httpMethod: 'POST', responseMode: 'responseNode', path: '', restartWebhook: true, isFullPath: true, isForm: true },
    { name: 'default', httpMethod: 'GET', responseMode: 'onReceived', path: '', restartWebhook: true, isFullPath: true, isForm: true },
  ],
  properties: [
    {
      displayName: 'A Form node shows its page only in a workflow started by an n8n Form Trigger.',
      name: 'formNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Page Type',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      default: 'page',
      options: [
        { name: 'Next Form Page', value: 'page', description: 'Another page of fields; the run waits until it is submitted' },
        { name: 'Form Ending', value: 'completion', description: 'What the person sees once the form is done' },
      ],
    },
    { ...formFieldsProperty, displayOptions: forPage },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      displayOptions: forPage,
      options: [
        { displayName: 'Form Title', name: 'formTitle', type: 'string', default: '', description: 'The heading of this page' },
        { displayName: 'Form Description', name: 'formDescription', type: 'string', default: '', typeOptions: { rows: 2 } },
        { displayName: 'Button Label', name: 'buttonLabel', type: 'string', default: 'Submit' },
      ],
    },
    {
      displayName: 'On n8n Form Submission',
      name: 'respondWith',
      type: 'options',
      default: 'text',
      displayOptions: forCompletion,
      options: [
        { name: 'Show Completion Screen', value: 'text', description: 'A page with a title and a message' },
        { name: 'Redirect to URL', value: 'redirect', description: 'Send the browser to another page' },
      ],
    },
    {
      displayName: 'URL', name: 'redirectUrl', type: 'string', default: '', required: true, placeholder: 'e.g. https://example.com/thanks',
      displayOptions: { show: { operation: ['completion'], respondWith: ['redirect'] } },
    },
    {
      displayName: 'Completion Title', name: 'completionTitle', type: 'string', default: '', required: true,
      displayOptions: { show: { operation: ['completion'], respondWith: ['text'] } },
    },
    {
      displayName: 'Completion Message', name: 'completionMessage', type: 'string', default: '', typeOptions: { rows: 2 },
      displayOptions: { show: { operation: ['completion'], respondWith: ['text'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      displayOptions: forCompletion,
      options: [
        { displayName: 'Page Title', name: 'formTitle', type: 'string', default: '', description: 'The browser tab\'s title; empty uses the completion title' },
      ],
    },
  ],
};
