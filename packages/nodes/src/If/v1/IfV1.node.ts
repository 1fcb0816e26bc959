import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/engine';
import { ifDescription } from '../if.base-description.js';
import { ifV1Properties } from './if-v1.description.js';

type Compare = (value1: unknown, value2: unknown) => boolean;

function dateValue(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function') {
    return (value as { toMillis(): number }).toMillis();
  }
  return new Date(value as string).getTime();
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || Number.isNaN(value)) return true;
  return typeof value === 'object' && Object.keys(value as object).length === 0;
}

function regexOf(pattern: unknown): RegExp {
  const text = String(pattern ?? '');
  const literal = /^\/(.*?)\/([gimusy]*)$/.exec(text);
  return literal ? new RegExp(literal[1] as string, literal[2]) : new RegExp(text);
}

const text = (value: unknown) => String(value ?? '');
const numeric = (value: unknown) => (value as number) || 0;

const COMPARE: Record<string, Compare> = {
  after: (a, b) => numeric(a) > numeric(b),
  before: (a, b) => numeric(a) < numeric(b),
  contains: (a, b) => text(a).includes(text(b)),
  notContains: (a, b) => !text(a).includes(text(b)),
  endsWith: (a, b) => text(a).endsWith(text(b)),
  notEndsWith: (a, b) => !text(a).endsWith(text(b)),
  startsWith: (a, b) => text(a).startsWith(text(b)),
  notStartsWith: (a, b) => !text(a).startsWith(text(b)),
  equal: (a, b) => a === b,
  notEqual: (a, b) => a !== b,
  larger: (a, b) => numeric(a) > numeric(b),
  largerEqual: (a, b) => numeric(a) >= numeric(b),
  smaller: (a, b) => numeric(a) < numeric(b),
  smallerEqual: (a, b) => numeric(a) <= numeric(b),
  isEmpty: (a) => isEmpty(a),
  isNotEmpty: (a) => !isEmpty(a),
  regex: (a, b) => regexOf(b).test(text(a)),
  notRegex: (a, b) => !regexOf(b).test(text(a)),
};

const DATA_TYPES = ['boolean', 'dateTime', 'number', 'string'] as const;

/** If 1: every (or any) condition of the typed lists decides the output. */
export class IfV1 implements INodeType {
  description: INodeTypeDescription = ifDescription({ version: 1, properties: ifV1Properties });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const trueItems: INodeExecutionData[] = [];
    const falseItems: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      const item = items[itemIndex] as INodeExecutionData;
      const combine = this.getNodeParameter('combineOperation', itemIndex, 'all') as string;
      let pass = combine === 'all';
      for (const dataType of DATA_TYPES) {
        const conditions = this.getNodeParameter(`conditions.${dataType}`, itemIndex, []) as IDataObject[];
        for (const condition of conditions) {
          const compare = COMPARE[String(condition.operation)];
          if (!compare) {
            throw new NodeOperationError(this.getNode(), `Unknown comparison "${String(condition.operation)}"`, { itemIndex });
          }
          const convert = dataType === 'dateTime' ? dateValue : (value: unknown) => value;
          const result = compare(convert(condition.value1), convert(condition.value2));
          if (combine === 'any' && result) pass = true;
          if (combine === 'all' && !result) pass = false;
        }
      }
      (pass ? trueItems : falseItems).push({ ...item, pairedItem: { item: itemIndex } });
    }
    return [trueItems, falseItems];
  }
}
