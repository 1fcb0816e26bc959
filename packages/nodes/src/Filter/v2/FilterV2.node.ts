import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/engine';
import { evaluateFilter } from '../../If/filter/evaluate-filter.js';
import type { FilterValue } from '../../If/filter/filter.types.js';
import { FilterTypeError } from '../../If/filter/filter.types.js';
import { filterDescription } from '../filter.base-description.js';

function hasExpression(value: unknown): boolean {
  return value !== undefined && JSON.stringify(value).includes('"=');
}

const LOOSE_HINT = 'Change the type of the comparison, or turn on "Convert types where required" to convert values first.';

/** Filter 2 to 2.3: one `filter` parameter; items meeting it are kept, the others dropped. */
export class FilterV2 implements INodeType {
  description: INodeTypeDescription = filterDescription({
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
    const kept: INodeExecutionData[] = [];
    // Settings without expressions are the same for every item: read them once (100,000 items stay fast).
    const { parameters } = this.getNode();
    const perItem = hasExpression(parameters.options) || hasExpression(parameters.looseTypeValidation);
    let settings: { loose: boolean; caseSensitive: boolean | undefined } | undefined;
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      const item = items[itemIndex] as INodeExecutionData;
      try {
        if (!settings || perItem) {
          const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
          settings = {
            loose: version >= 2.1 ? this.getNodeParameter('looseTypeValidation', itemIndex, false) === true : options.looseTypeValidation === true,
            caseSensitive: typeof options.ignoreCase === 'boolean' ? !options.ignoreCase : undefined,
          };
        }
        const { loose, caseSensitive } = settings;
        const filter = this.getNodeParameter('conditions', itemIndex, {}) as FilterValue;
        let pass: boolean;
        try {
          pass = evaluateFilter(filter, { looseTypeValidation: loose, caseSensitive });
        } catch (error) {
          const where = error instanceof FilterTypeError ? ` [condition ${error.conditionIndex}, item ${itemIndex}]` : '';
          throw new NodeOperationError(this.getNode(), `${(error as Error).message}${where}`, {
            itemIndex, description: error instanceof FilterTypeError && !loose ? LOOSE_HINT : null,
          });
        }
        if (pass) kept.push({ ...item, pairedItem: { item: itemIndex } });
      } catch (error) {
        // Continue on fail drops the failing item: it was not kept.
        if (!this.continueOnFail()) throw error;
      }
    }
    return [kept];
  }
}
