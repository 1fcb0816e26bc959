import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { parseFieldList } from '../data-transformation/field-access.js';
import { runTransform } from '../data-transformation/node-errors.js';
import type { SummarizeField } from './summarize-aggregations.js';
import { summarize } from './summarize.js';
import { summarizeProperties } from './summarize.description.js';

export const SUMMARIZE_NODE_TYPE = 'n8n-nodes-base.summarize';

/**
 * Runs Summarize over the node's input (Item Lists calls it too); parameters are read once.
 * `continueIfFieldNotFound`: version 1 fails on a field no item has unless the option is on; 1.1
 * always continues.
 */
export function executeSummarize(context: IExecuteFunctions, continueIfFieldNotFound?: boolean): INodeExecutionData[] {
  const items = context.getInputData();
  const node = context.getNode();
  const splitValuesAsText = node.type !== SUMMARIZE_NODE_TYPE || node.typeVersion < 1.1;
  return runTransform(context, () => {
    const options = context.getNodeParameter('options', 0, {}) as IDataObject;
    const collection = context.getNodeParameter('fieldsToSummarize', 0, {}) as { values?: SummarizeField[] };
    return summarize(items, {
      fields: collection.values ?? [],
      splitBy: parseFieldList(context.getNodeParameter('fieldsToSplitBy', 0, '')),
      disableDotNotation: options.disableDotNotation === true,
      outputFormat: options.outputFormat === 'singleItem' ? 'singleItem' : 'separateItems',
      skipEmptySplitFields: options.skipEmptySplitFields === true,
      continueIfFieldNotFound: continueIfFieldNotFound ?? options.continueIfFieldNotFound === true,
      splitValuesAsText,
    });
  });
}

/** `n8n-nodes-base.summarize`: counts, sums, lists ... of fields, optionally per group. */
export class Summarize implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Summarize',
    name: SUMMARIZE_NODE_TYPE,
    icon: 'file:summarize.svg',
    group: ['transform'],
    version: [1, 1.1],
    description: 'Counts, sums, averages or lists the values of fields, optionally per group (like a pivot table)',
    defaults: { name: 'Summarize' },
    inputs: ['main'],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Data Transformation'] },
      alias: ['summarize', 'sum', 'count', 'average', 'group by', 'pivot', 'aggregate', 'min', 'max', 'concatenate'],
    },
    properties: summarizeProperties('summarize'),
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return [executeSummarize(this, this.getNode().typeVersion >= 1.1 ? true : undefined)];
  }
}
