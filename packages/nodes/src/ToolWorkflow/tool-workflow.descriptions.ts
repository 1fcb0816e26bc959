import type { INodeProperties, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { connectionHintNotice } from '../ai/sub-node-description.js';

export const toolWorkflowBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Call n8n Workflow Tool',
  name: '@n8n/n8n-nodes-langchain.toolWorkflow',
  icon: 'file:tool-workflow.svg',
  group: ['transform'],
  description: 'Lets an AI agent run another workflow and read what it answers',
  defaultVersion: 2.2,
  codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Recommended Tools'] }, alias: ['sub-workflow', 'workflow tool'] },
};

const shared: Omit<INodeTypeDescription, 'version' | 'properties'> = {
  ...toolWorkflowBaseDescription,
  defaults: { name: 'Call n8n Workflow Tool' },
  inputs: [],
  outputs: ['ai_tool'],
  outputNames: ['Tool'],
} as Omit<INodeTypeDescription, 'version' | 'properties'>;

const notices: INodeProperties[] = [
  connectionHintNotice('This node must be connected to an AI agent. Insert one'),
  { displayName: 'See an example of a workflow to suggest meeting slots using AI', name: 'noticeTemplateExample', type: 'notice', default: '' },
];

const description: INodeProperties = {
  displayName: 'Description', name: 'description', type: 'string', default: '', typeOptions: { rows: 3 },
  placeholder: 'Call this tool to get the weather of a city. The input is the name of the city.',
};
const executeNotice: INodeProperties = {
  displayName: 'The called workflow gets the tool\'s arguments as the items of its Execute Workflow Trigger', name: 'executeNotice', type: 'notice', default: '',
};
const source: INodeProperties = {
  displayName: 'Source', name: 'source', type: 'options', default: 'database',
  options: [
    { name: 'Database', value: 'database', description: 'A saved workflow, by its ID' },
    { name: 'Define Below', value: 'parameter', description: 'A workflow given as JSON' },
  ],
};
const workflowJson: INodeProperties = {
  displayName: 'Workflow JSON', name: 'workflowJson', type: 'json', default: '\n\n\n\n\n\n\n\n\n', required: true,
  typeOptions: { rows: 10 }, displayOptions: { show: { source: ['parameter'] } },
};
const toolName = (show: INodeProperties['displayOptions']): INodeProperties => ({
  displayName: 'Name', name: 'name', type: 'string', default: '', placeholder: 'My_Color_Tool', displayOptions: show,
});

/** Versions 1 to 1.3: a text query (or an input schema), workflow values, the answer read from a property (before 1.3). */
export const toolWorkflowV1Description: INodeTypeDescription = {
  ...shared,
  version: [1, 1.1, 1.2, 1.3],
  properties: [
    ...notices,
    toolName({ show: { '@version': [1] } }),
    toolName({ show: { '@version': [{ _cnd: { gte: 1.1 } }] } }),
    description,
    executeNotice,
    source,
    {
      displayName: 'Workflow ID', name: 'workflowId', type: 'string', default: '', required: true,
      displayOptions: { show: { source: ['database'], '@version': [{ _cnd: { lte: 1.1 } }] } },
    },
    {
      displayName: 'Workflow', name: 'workflowId', type: 'workflowSelector', default: '', required: true,
      displayOptions: { show: { source: ['database'], '@version': [{ _cnd: { gte: 1.2 } }] } },
    },
    workflowJson,
    {
      displayName: 'Field to Return', name: 'responsePropertyName', type: 'string', default: 'response', required: true,
      description: 'The field of the called workflow\'s first output item that the tool answers',
      displayOptions: { show: { '@version': [{ _cnd: { lt: 1.3 } }] } },
    },
    {
      displayName: 'Extra Workflow Inputs', name: 'fields', type: 'fixedCollection', default: {}, placeholder: 'Add Value',
      typeOptions: { multipleValues: true, sortable: true },
      options: [{
        name: 'values', displayName: 'Values',
        values: [
          { displayName: 'Name', name: 'name', type: 'string', default: '' },
          {
            displayName: 'Type', name: 'type', type: 'options', default: 'stringValue',
            options: [
              { name: 'String', value: 'stringValue' }, { name: 'Number', value: 'numberValue' }, { name: 'Boolean', value: 'booleanValue' },
              { name: 'Array', value: 'arrayValue' }, { name: 'Object', value: 'objectValue' },
            ],
          },
          { displayName: 'Value', name: 'stringValue', type: 'string', default: '', displayOptions: { show: { type: ['stringValue'] } } },
          { displayName: 'Value', name: 'numberValue', type: 'string', default: '', displayOptions: { show: { type: ['numberValue'] } } },
          {
            displayName: 'Value', name: 'booleanValue', type: 'options', default: 'true', displayOptions: { show: { type: ['booleanValue'] } },
            options: [{ name: 'True', value: 'true' }, { name: 'False', value: 'false' }],
          },
          { displayName: 'Value', name: 'arrayValue', type: 'string', default: '', placeholder: 'e.g. [ arrayItem1, arrayItem2 ]', displayOptions: { show: { type: ['arrayValue'] } } },
          { displayName: 'Value', name: 'objectValue', type: 'json', default: '={}', typeOptions: { rows: 2 }, displayOptions: { show: { type: ['objectValue'] } } },
        ],
      }],
    },
    ...inputSchemaProperties(false),
  ],
};

/** The input schema options of the workflow and code tools (the code tool shows its example only with the switch on). */
export function inputSchemaProperties(exampleNeedsSwitch: boolean): INodeProperties[] {
  return [
    { displayName: 'Specify Input Schema', name: 'specifyInputSchema', type: 'boolean', default: false, noDataExpression: true },
    {
      displayName: 'Schema Type', name: 'schemaType', type: 'options', default: 'fromJson', noDataExpression: true,
      displayOptions: { show: { specifyInputSchema: [true] } },
      options: [
        { name: 'Generate From JSON Example', value: 'fromJson' },
        { name: 'Define Using JSON Schema', value: 'manual' },
      ],
    },
    {
      displayName: 'JSON Example', name: 'jsonSchemaExample', type: 'json', default: '{\n\t"some_input": "some_value"\n}', noDataExpression: true,
      typeOptions: { rows: 10 },
      displayOptions: { show: exampleNeedsSwitch ? { specifyInputSchema: [true], schemaType: ['fromJson'] } : { schemaType: ['fromJson'] } },
    },
    ...(exampleNeedsSwitch ? [{
      displayName: 'Every field of the example is required', name: 'notice', type: 'notice', default: '',
      displayOptions: { show: { specifyInputSchema: [true], '@version': [{ _cnd: { gte: 1.3 } }], schemaType: ['fromJson'] } },
    } satisfies INodeProperties] : []),
    {
      displayName: 'Input Schema', name: 'inputSchema', type: 'json',
      default: '{\n"type": "object",\n"properties": {\n\t"some_input": {\n\t\t"type": "string",\n\t\t"description": "Some input to the function"\n\t\t}\n\t}\n}',
      noDataExpression: false, typeOptions: { rows: 10 },
      displayOptions: { show: exampleNeedsSwitch ? { specifyInputSchema: [true], schemaType: ['manual'] } : { schemaType: ['manual'] } },
    },
  ];
}

/** Versions 2 to 2.2: the workflow's declared inputs, filled by the mapper (often with `$fromAI()`). */
export const toolWorkflowV2Description: INodeTypeDescription = {
  ...shared,
  version: [2, 2.1, 2.2],
  properties: [
    ...notices,
    toolName({ show: { '@version': [{ _cnd: { lte: 2.1 } }] } }),
    description,
    executeNotice,
    source,
    {
      displayName: 'Workflow', name: 'workflowId', type: 'workflowSelector', default: '', required: true,
      displayOptions: { show: { source: ['database'] } },
    },
    {
      displayName: 'Workflow Inputs', name: 'workflowInputs', type: 'resourceMapper', default: { mappingMode: 'defineBelow', value: null },
      required: true, noDataExpression: true,
      typeOptions: {
        loadOptionsDependsOn: ['workflowId.value'],
        resourceMapper: {
          localResourceMapperMethod: 'loadSubWorkflowInputs', valuesLabel: 'Workflow Inputs', mode: 'map',
          fieldWords: { singular: 'workflow input', plural: 'workflow inputs' }, addAllFields: true, multiKeyMatch: false, supportAutoMap: false,
        },
      },
      displayOptions: { show: { source: ['database'] }, hide: { workflowId: [''] } },
    },
    workflowJson,
  ],
};
