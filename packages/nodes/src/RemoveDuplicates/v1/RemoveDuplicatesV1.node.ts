import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import type { FieldListReader } from '../../data-transformation/field-access.js';
import { commaList } from '../../data-transformation/field-access.js';
import { runTransform } from '../../data-transformation/node-errors.js';
import type { CompareMode } from '../remove-duplicates.js';
import { removeDuplicateItems } from '../remove-duplicates.js';
import {
  compareProperty, disableDotNotationOption, fieldsToCompareProperty, fieldsToExcludeProperty,
  removeDuplicatesDescription, removeOtherFieldsOption,
} from '../remove-duplicates.base-description.js';

function namesItemsInTypeError(context: IExecuteFunctions): boolean {
  const node = context.getNode();
  return node.type === 'n8n-nodes-base.removeDuplicates' && node.typeVersion >= 1.1;
}

/** Removes duplicate input items (Remove Duplicates 1 and 2, Item Lists); parameters are read once. */
export function executeRemoveDuplicateInputItems(context: IExecuteFunctions, readFields: FieldListReader = commaList): INodeExecutionData[] {
  const items = context.getInputData();
  return runTransform(context, () => {
    const compare = context.getNodeParameter('compare', 0, 'allFields') as CompareMode;
    const options = compare === 'allFields' ? {} : context.getNodeParameter('options', 0, {}) as IDataObject;
    const fields = compare === 'allFieldsExcept' ? readFields(context, 'fieldsToExclude')
      : compare === 'selectedFields' ? readFields(context, 'fieldsToCompare') : [];
    return removeDuplicateItems(items, {
      compare, fields, disableDotNotation: options.disableDotNotation === true, removeOtherFields: options.removeOtherFields === true,
      namesItemsInTypeError: namesItemsInTypeError(context),
    });
  });
}

/** Remove Duplicates 1 and 1.1: drops items equal to an earlier input item. */
export class RemoveDuplicatesV1 implements INodeType {
  description: INodeTypeDescription = removeDuplicatesDescription({
    version: [1, 1.1],
    properties: [
      compareProperty,
      fieldsToExcludeProperty,
      fieldsToCompareProperty,
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add option',
        default: {},
        displayOptions: { show: { compare: ['allFieldsExcept', 'selectedFields'] } },
        options: [disableDotNotationOption, removeOtherFieldsOption],
      },
    ],
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return [executeRemoveDuplicateInputItems(this)];
  }
}
