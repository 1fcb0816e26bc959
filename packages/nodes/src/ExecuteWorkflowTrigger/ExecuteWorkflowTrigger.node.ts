import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

const v11 = { '@version': [{ _cnd: { gte: 1.1 } }] };

const properties: INodeProperties[] = [
  {
    displayName: 'Events', name: 'events', type: 'hidden', default: 'worklfow_call', noDataExpression: true,
    // n8n's option has a name only; the saved default above is its (misspelt) value.
    options: [{ name: 'Workflow Call' } as never],
  },
  {
    displayName: 'This workflow starts when an Execute Workflow node of another workflow calls it, with that node\'s items.',
    name: 'notice', type: 'notice', default: '', displayOptions: { show: { '@version': [{ _cnd: { eq: 1 } }] } },
  },
  {
    displayName: 'A newer version of this node can declare the fields it expects.',
    name: 'outdatedVersionWarning', type: 'notice', default: '', displayOptions: { show: { '@version': [{ _cnd: { eq: 1 } }] } },
  },
  {
    displayName: 'Input Data Mode',
    name: 'inputSource',
    type: 'options',
    default: 'workflowInputs',
    noDataExpression: true,
    displayOptions: { show: v11 },
    options: [
      { name: 'Define Using Fields Below', value: 'workflowInputs', description: 'List the fields the caller sends' },
      { name: 'Define Using JSON Example', value: 'jsonExample', description: 'The fields of an example object' },
      { name: 'Accept All Data', value: 'passthrough', description: 'Take every field the caller sends' },
    ],
  },
  {
    displayName: 'Only the fields of the example reach this workflow; their values here are just examples.',
    name: 'jsonExample_notice', type: 'notice', default: '', displayOptions: { show: { ...v11, inputSource: ['jsonExample'] } },
  },
  {
    displayName: 'JSON Example',
    name: 'jsonExample',
    type: 'json',
    default: '{\n  "aField": "a string",\n  "aNumber": 123,\n  "thisFieldAcceptsAnyType": null,\n  "anArray": []\n}',
    noDataExpression: true,
    displayOptions: { show: { ...v11, inputSource: ['jsonExample'] } },
  },
  {
    displayName: 'Workflow Input Schema',
    name: 'workflowInputs',
    type: 'fixedCollection',
    placeholder: 'Add field',
    default: {},
    typeOptions: { multipleValues: true, sortable: true },
    displayOptions: { show: { ...v11, inputSource: ['workflowInputs'] } },
    options: [{
      name: 'values',
      displayName: 'Values',
      values: [
        { displayName: 'Name', name: 'name', type: 'string', default: '', required: true, noDataExpression: true, placeholder: 'e.g. fieldName' },
        {
          displayName: 'Type', name: 'type', type: 'options', default: 'string', required: true, noDataExpression: true,
          options: [
            { name: 'Allow Any Type', value: 'any' },
            { name: 'String', value: 'string' },
            { name: 'Number', value: 'number' },
            { name: 'Boolean', value: 'boolean' },
            { name: 'Array', value: 'array' },
            { name: 'Object', value: 'object' },
          ],
        },
      ],
    }],
  },
];

/** The field names a 1.1 trigger accepts, or undefined when it takes everything. */
function acceptedFields(context: IExecuteFunctions): string[] | undefined {
  if (context.getNode().typeVersion < 1.1) return undefined;
  const source = context.getNodeParameter('inputSource', 0, 'workflowInputs') as string;
  if (source === 'jsonExample') {
    const example = context.getNodeParameter('jsonExample', 0, '{}') as unknown;
    let parsed: unknown = example;
    if (typeof example === 'string') {
      try {
        parsed = JSON.parse(example);
      } catch {
        throw new NodeOperationError(context.getNode(), 'The JSON example is not valid JSON', { description: 'Give an object whose fields name the inputs.' });
      }
    }
    return typeof parsed === 'object' && parsed !== null ? Object.keys(parsed) : [];
  }
  if (source === 'workflowInputs') {
    const values = context.getNodeParameter('workflowInputs.values', 0, []) as Array<{ name?: string }>;
    const names = values.map((value) => value.name ?? '').filter((name) => name !== '');
    // A schema without fields takes the data as it is, rather than dropping all of it.
    return names.length > 0 ? names : undefined;
  }
  return undefined;
}

/** Starts a workflow called by another one; outputs the caller's items (only the declared fields, in 1.1). */
export class ExecuteWorkflowTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Execute Workflow Trigger',
    name: 'n8n-nodes-base.executeWorkflowTrigger',
    icon: 'file:execute-workflow-trigger.svg',
    group: ['trigger'],
    version: [1, 1.1],
    description: 'Starts the workflow when another workflow calls it',
    eventTriggerDescription: '',
    maxNodes: 1,
    defaults: { name: 'When Executed by Another Workflow', color: '#ff6d5a' },
    inputs: [],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Triggers', 'Flow'] }, alias: ['sub-workflow', 'subworkflow', 'called', 'start'] },
    properties,
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const fields = acceptedFields(this);
    if (!fields) return [items];
    return [items.map((item, index) => {
      const json: IDataObject = {};
      for (const field of fields) json[field] = item.json[field] === undefined ? null : item.json[field];
      return { json, ...(item.binary ? { binary: item.binary } : {}), pairedItem: { item: index } };
    })];
  }
}
