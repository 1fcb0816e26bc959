import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/engine';
import { evaluateFilter } from '../filter/evaluate-filter.js';
import type { FilterValue } from '../filter/filter.types.js';
import { FilterTypeError } from '../filter/filter.types.js';
import { ifDescription } from '../if.base-description.js';

function hasExpression(value: unknown): boolean {
  return value !== undefined && JSON.stringify(value).includes('"=');
}

const LOOSE_HINT = 'Change the type of the comparison, or turn on "Convert types where required" to convert values first.';

/** If 2 to 2.3: one `filter` parameter; items go to "true" or "false". */
export class IfV2 implements INodeType {
  description: INodeTypeDescription = ifDescription({
    version: [2, 2.1, 2.2, 2.3],
    properties: [
      {
        displayName: 'Conditions', name: 'conditions', type: 'filter', default: {},
        typeOptions: { filter: { caseSensitive: '={{!$parameter.options.ignoreCase}}', typeValidation: '={{$parameter.looseTypeValidation ? "loose" : "strict"}}' } },
      },
      {
        displayName: 'Convert types where required',
        name: 'looseTypeValidation',
        type: 'boolean',
        default: false,
        description: 'Whether to convert values to the compared type (e.g. the text "5" to the number 5) instead of failing',
        displayOptions: { show: { '@version': [{ _cnd: { gte: 2.1 } }] } },
      },
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add option',
        default: {},
        options: [
          { displayName: 'Ignore Case', name: 'ignoreCase', type: 'boolean', default: true, description: 'Whether text comparisons ignore upper and lower case' },
          {
            displayName: 'Convert types where required',
            name: 'looseTypeValidation',
            type: 'boolean',
            default: true,
            displayOptions: { show: { '@version': [{ _cnd: { lt: 2.1 } }] } },
          },
        ],
      },
    ],
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const version = this.getNode().typeVersion;
    const trueItems: INodeExecutionData[] = [];
    const falseItems: INodeExecutionData[] = [];
    // Settings without expressions are the same for every item: read them once (100,000 items stay fast).
    const { parameters } = this.getNode();
    const perItem = hasExpression(parameters.options) || hasExpression(parameters.looseTypeValidation);
    let settings: { options: IDataObject; loose: boolean } | undefined;
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      const item = items[itemIndex] as INodeExecutionData;
      try {
        if (!settings || perItem) {
          const read = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
          settings = {
            options: read,
            loose: version >= 2.1 ? this.getNodeParameter('looseTypeValidation', itemIndex, false) === true : read.looseTypeValidation === true,
          };
        }
        const { options, loose } = settings;
        const filter = this.getNodeParameter('conditions', itemIndex, {}) as FilterValue;
        const caseSensitive = typeof options.ignoreCase === 'boolean' ? !options.ignoreCase : undefined;
        let pass: boolean;
        try {
          pass = evaluateFilter(filter, { looseTypeValidation: loose, caseSensitive });
        } catch (error) {
          const where = error instanceof FilterTypeError ? ` [condition ${error.conditionIndex}, item ${itemIndex}]` : '';
          throw new NodeOperationError(this.getNode(), `${(error as Error).message}${where}`, {
            itemIndex, description: error instanceof FilterTypeError && !loose ? LOOSE_HINT : null,
          });
        }
        // Each output item pairs with this node's input item (not with whatever the input item paired with).
        (pass ? trueItems : falseItems).push({ ...item, pairedItem: { item: itemIndex } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        falseItems.push({ ...item, pairedItem: { item: itemIndex } });
      }
    }
    return [trueItems, falseItems];
  }
}
