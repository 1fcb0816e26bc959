import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import type { FieldListReader } from '../data-transformation/field-access.js';
import { commaList } from '../data-transformation/field-access.js';
import { runTransform } from '../data-transformation/node-errors.js';
import type { AllItemDataInclude, FieldToAggregateEntry } from './aggregate.js';
import {
  aggregateAllItemData, aggregateIndividualFields, collectBinaries, pairAll, planAggregatedFields,
} from './aggregate.js';
import { aggregateProperties } from './aggregate.description.js';

export const AGGREGATE_NODE_TYPE = 'n8n-nodes-base.aggregate';

/** Runs Aggregate over the node's input (Item Lists calls it too); parameters are read once. */
export function executeAggregate(context: IExecuteFunctions, readFields: FieldListReader = commaList): INodeExecutionData[] {
  const items = context.getInputData();
  return runTransform(context, () => {
    const aggregate = context.getNodeParameter('aggregate', 0, 'aggregateIndividualFields') as string;
    const options = context.getNodeParameter('options', 0, {}) as IDataObject;
    let json: IDataObject;
    if (aggregate === 'aggregateAllItemData') {
      const include = context.getNodeParameter('include', 0, 'allFields') as AllItemDataInclude;
      const fields = include === 'specifiedFields' ? readFields(context, 'fieldsToInclude')
        : include === 'allFieldsExcept' ? readFields(context, 'fieldsToExclude') : [];
      json = aggregateAllItemData(items, context.getNodeParameter('destinationFieldName', 0, 'data') as string, include, fields);
    } else {
      const collection = context.getNodeParameter('fieldsToAggregate', 0, {}) as { fieldToAggregate?: FieldToAggregateEntry[] };
      const fields = planAggregatedFields(collection.fieldToAggregate ?? [], options.disableDotNotation === true);
      json = aggregateIndividualFields(items, fields, {
        mergeLists: options.mergeLists === true, keepMissing: options.keepMissing === true,
      });
    }
    const output: INodeExecutionData = { json, pairedItem: pairAll(items.length) };
    if (options.includeBinaries === true) {
      const binary = collectBinaries(items, options.keepOnlyUnique === true);
      if (binary) output.binary = binary;
    }
    return [output];
  }, (message) => [{ json: { error: message }, pairedItem: pairAll(items.length) }]);
}

/** `n8n-nodes-base.aggregate`: many items into one, as lists of field values or of whole items. */
export class Aggregate implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Aggregate',
    name: AGGREGATE_NODE_TYPE,
    icon: 'file:aggregate.svg',
    group: ['transform'],
    version: 1,
    description: 'Combines the items into one item holding lists',
    defaults: { name: 'Aggregate' },
    inputs: ['main'],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Data Transformation'] },
      alias: ['aggregate', 'combine', 'join', 'collect', 'array', 'list', 'concatenate', 'group'],
    },
    properties: aggregateProperties,
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return [executeAggregate(this)];
  }
}
