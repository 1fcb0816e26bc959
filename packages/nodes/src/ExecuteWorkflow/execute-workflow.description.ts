import type { INodeProperties } from '@weft/workflow';

const upTo11 = { '@version': [{ _cnd: { lte: 1.1 } }] };
const from12 = { '@version': [{ _cnd: { gte: 1.2 } }] };

/** Execute Workflow 1 to 1.3 (n8n's parameter names, types, defaults and display rules). */
export const executeWorkflowProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'hidden', default: 'call_workflow', noDataExpression: true,
    // n8n's option has a name only; the saved value is the default above.
    options: [{ name: 'Execute a Sub-Workflow' } as never],
  },
  {
    displayName: 'A newer version of this node can map the called workflow\'s inputs.',
    name: 'outdatedVersionWarning', type: 'notice', default: '', displayOptions: { show: upTo11 },
  },
  {
    displayName: 'Source',
    name: 'source',
    type: 'options',
    default: 'database',
    displayOptions: { show: upTo11 },
    options: [
      { name: 'Database', value: 'database', description: 'A workflow saved in this Weft' },
      { name: 'Local File', value: 'localFile', description: 'A workflow JSON file on the server' },
      { name: 'Parameter', value: 'parameter', description: 'Workflow JSON given here' },
      { name: 'URL', value: 'url', description: 'Workflow JSON downloaded from an address' },
    ],
  },
  {
    displayName: 'Source',
    name: 'source',
    type: 'options',
    default: 'database',
    displayOptions: { show: from12 },
    options: [
      { name: 'Database', value: 'database', description: 'A workflow saved in this Weft' },
      { name: 'Define Below', value: 'parameter', description: 'Workflow JSON given here' },
    ],
  },
  {
    displayName: 'Workflow ID', name: 'workflowId', type: 'string', default: '', required: true,
    displayOptions: { show: { source: ['database'], '@version': [1] } },
  },
  {
    displayName: 'Workflow', name: 'workflowId', type: 'workflowSelector', default: '', required: true,
    displayOptions: { show: { source: ['database'], '@version': [{ _cnd: { gte: 1.1 } }] } },
  },
  {
    displayName: 'Workflow Path', name: 'workflowPath', type: 'string', default: '', required: true, placeholder: '/data/workflow.json',
    displayOptions: { show: { source: ['localFile'] } },
  },
  {
    displayName: 'Workflow JSON', name: 'workflowJson', type: 'json', default: '\n\n\n', required: true, typeOptions: { rows: 10 },
    displayOptions: { show: { source: ['parameter'] } },
  },
  {
    displayName: 'Workflow URL', name: 'workflowUrl', type: 'string', default: '', required: true, placeholder: 'https://example.com/workflow.json',
    displayOptions: { show: { source: ['url'] } },
  },
  {
    displayName: 'The called workflow must start with an Execute Workflow Trigger node.',
    name: 'executeWorkflowNotice', type: 'notice', default: '', displayOptions: { show: upTo11 },
  },
  {
    displayName: 'Workflow Inputs',
    name: 'workflowInputs',
    type: 'resourceMapper',
    default: { mappingMode: 'defineBelow', value: null },
    required: true,
    noDataExpression: true,
    typeOptions: { loadOptionsDependsOn: ['workflowId.value'] },
    displayOptions: { show: { source: ['database'], ...from12 }, hide: { workflowId: [''] } },
  },
  {
    displayName: 'Mode',
    name: 'mode',
    type: 'options',
    default: 'once',
    noDataExpression: true,
    options: [
      { name: 'Run Once with All Items', value: 'once', description: 'One call with every item' },
      { name: 'Run Once for Each Item', value: 'each', description: 'One call per item' },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [{
      displayName: 'Wait For Sub-Workflow Completion', name: 'waitForSubWorkflow', type: 'boolean', default: true,
      description: 'Whether to wait for the called workflow and output its result, or to go on at once with this node\'s input',
    }],
  },
];
