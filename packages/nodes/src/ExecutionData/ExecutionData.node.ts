import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { InvalidCustomDataError, NodeOperationError } from '@weft/workflow';
import { pairedCopy } from '../data-transformation/field-access.js';
import { mapEachItem } from '../shared/item-loop.helper.js';

/** Saves key/value pairs as the execution's custom data, so executions can be found by them; items pass through. */
export class ExecutionData implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Execution Data',
    name: 'n8n-nodes-base.executionData',
    icon: 'file:execution-data.svg',
    group: ['input'],
    version: [1, 1.1],
    description: 'Saves values with the execution, to find executions by them later',
    defaults: { name: 'Execution Data', color: '#29a568' },
    inputs: ['main'],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Helpers'] },
      alias: ['custom data', 'metadata', 'annotate', 'tag', 'execution', 'save'],
    },
    properties: [
      {
        displayName: 'Saved values are shown with the execution and can be searched for in the executions list. Keys may hold letters, digits and underscores (up to 50 characters), values up to 255 characters, and an execution keeps at most 10 keys.',
        name: 'notice',
        type: 'notice',
        default: '',
      },
      {
        displayName: 'Operation',
        name: 'operation',
        type: 'options',
        default: 'save',
        noDataExpression: true,
        options: [{ name: 'Save Execution Data for Search', value: 'save', action: 'Save execution data for search' }],
      },
      {
        displayName: 'Data to Save',
        name: 'dataToSave',
        placeholder: 'Add saved field',
        type: 'fixedCollection',
        typeOptions: { multipleValueButtonText: 'Add Saved Field', multipleValues: true },
        displayOptions: { show: { operation: ['save'] } },
        default: {},
        options: [{
          displayName: 'Values',
          name: 'values',
          values: [
            { displayName: 'Key', name: 'key', type: 'string', default: '', placeholder: 'e.g. order_id' },
            { displayName: 'Value', name: 'value', type: 'string', default: '', placeholder: 'e.g. {{ $json.id }}' },
          ],
        }],
      },
    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const worded = (error: unknown, itemIndex: number) => (error instanceof InvalidCustomDataError
      ? new NodeOperationError(this.getNode(), error.message, { itemIndex, description: error.description })
      : undefined);
    return [await mapEachItem(this, this.getInputData(), (item, itemIndex) => {
      const saved = ((this.getNodeParameter('dataToSave', itemIndex, {}) as IDataObject).values ?? []) as IDataObject[];
      const values: Record<string, string> = {};
      // Objects stay objects, so that custom data refuses them with a clear message.
      for (const { key, value } of saved) values[String(key ?? '')] = (value ?? '') as string;
      this.customData.setAll(values);
      return pairedCopy(item, itemIndex);
    }, worded)];
  }
}
