import type {
  IDataObject, IExecuteFunctions, INode, INodeExecutionData, INodeParameters, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { isExpressionError, NodeOperationError } from '@weft/workflow';
import { composeReturnItem } from './compose-return-item.js';
import type { IncludeMode, SetOptions } from './compose-return-item.js';
import { setV3Description } from './set-v3.description.js';
import { FIELD_TYPES, validateEntry } from './validate-entry.js';
import type { FieldType } from './validate-entry.js';

interface Assignment {
  id?: string;
  name?: string;
  value?: unknown;
  type?: string;
}

/**
 * The type a field is converted to. Types outside the five the editor offers (hand-edited exports use
 * 'null', 'dateTime', ...) are written unconverted, as n8n does, rather than failing the run.
 */
function fieldType(type: unknown): FieldType | undefined {
  const normalized = String(type ?? 'string').replace(/Value$/, '') as FieldType;
  return FIELD_TYPES.includes(normalized) ? normalized : undefined;
}

function fieldEntry(
  name: string, type: unknown, value: unknown, node: INode, itemIndex: number, ignoreErrors: boolean,
): { name: string; value: unknown } {
  const known = fieldType(type);
  if (!known) return { name, value: value ?? null };
  return validateEntry(name, known, value, node, itemIndex, ignoreErrors, node.typeVersion);
}

/**
 * The list of fields of item `itemIndex`. With the older "Continue On Fail" node setting (not "On Error"),
 * n8n reads the list as empty when one of its expressions fails as an expression (a paired item that
 * cannot be found, ...): the item comes out with no fields instead of an error item.
 */
function fieldList<T>(context: IExecuteFunctions, name: string, itemIndex: number, node: INode, empty: T): T {
  try {
    return context.getNodeParameter(name, itemIndex, empty) as T;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (node.continueOnFail === true && (isExpressionError(error) || isExpressionError(cause))) return empty;
    throw error;
  }
}

/** Manual mode: the fields listed one by one, each converted to its type. */
function manualFields(context: IExecuteFunctions, itemIndex: number, node: INode, options: SetOptions): IDataObject {
  const ignoreErrors = options.ignoreConversionErrors === true;
  const newFields: IDataObject = {};
  if (node.typeVersion >= 3.3) {
    const collection = fieldList<{ assignments?: Assignment[] }>(context, 'assignments', itemIndex, node, {});
    for (const assignment of collection.assignments ?? []) {
      const entry = fieldEntry(String(assignment.name ?? ''), assignment.type, assignment.value, node, itemIndex, ignoreErrors);
      newFields[entry.name] = entry.value as IDataObject[string];
    }
    return newFields;
  }
  const fields = fieldList<INodeParameters[]>(context, 'fields.values', itemIndex, node, []);
  for (const field of fields) {
    const key = String(field.type ?? 'stringValue');
    const entry = fieldEntry(String(field.name ?? ''), key, field[key], node, itemIndex, ignoreErrors);
    newFields[entry.name] = entry.value as IDataObject[string];
  }
  return newFields;
}

/** Raw mode: the fields as one JSON object (text, or the value an expression gave), with n8n's messages. */
function rawFields(context: IExecuteFunctions, itemIndex: number, node: INode): IDataObject {
  const json = context.getNodeParameter('jsonOutput', itemIndex);
  let parsed: unknown = json;
  if (typeof json === 'string') {
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new NodeOperationError(node, `The 'JSON Output' in item ${itemIndex} contains invalid JSON`, { itemIndex, description: json });
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new NodeOperationError(node, `The 'JSON Output' in item ${itemIndex} does not contain a valid JSON object`, {
      itemIndex, description: 'Write the fields as one object, e.g. { "name": "value" }.',
    });
  }
  return parsed as IDataObject;
}

/** One input item with its fields set. */
function setFields(context: IExecuteFunctions, itemIndex: number, item: INodeExecutionData, node: INode, mode: string): INodeExecutionData {
  const includeOtherFields = context.getNodeParameter('includeOtherFields', itemIndex, false) as boolean;
  const include = context.getNodeParameter('include', itemIndex, 'all') as IncludeMode;
  const options = { ...(context.getNodeParameter('options', itemIndex, {}) as IDataObject) } as unknown as SetOptions;
  options.include = node.typeVersion >= 3.3 ? (includeOtherFields ? include : 'none') : include;
  const newFields = mode === 'raw' ? rawFields(context, itemIndex, node) : manualFields(context, itemIndex, node, options);
  return composeReturnItem(context, itemIndex, item, newFields, options, node.typeVersion);
}

/**
 * What an item Set failed on becomes under "continue on fail". As in n8n, in manual mode its pairing is
 * written into the JSON, beside the error, and not on the item: so the item is data to an error
 * output, which only takes items holding the error alone. In raw (JSON) mode n8n keeps the error alone
 * in the JSON and pairs the item as usual.
 */
function failedItem(error: unknown, itemIndex: number, mode: string): INodeExecutionData {
  const message = error instanceof Error ? error.message : String(error);
  if (mode === 'raw') return { json: { error: message }, pairedItem: { item: itemIndex } };
  return { json: { error: message, pairedItem: { item: itemIndex } } };
}

/** Set 3.0 to 3.4 ("Edit Fields"). */
export class SetV3 implements INodeType {
  description: INodeTypeDescription = setV3Description;

  /** Answers at once: nothing here waits. */
  execute(this: IExecuteFunctions): INodeExecutionData[][] {
    const items = this.getInputData();
    const node = this.getNode();
    const mode = this.getNodeParameter('mode', 0) as string;
    if (mode !== 'manual' && mode !== 'raw') {
      throw new NodeOperationError(node, `"${mode}" is not a mode of this node`, { description: 'Use "manual" or "raw".' });
    }
    const duplicate = this.getNodeParameter('duplicateItem', 0, false) === true && this.getMode() === 'manual';
    const copies = duplicate ? Math.max(0, Number(this.getNodeParameter('duplicateCount', 0, 0))) : 0;
    const output: INodeExecutionData[] = [];
    for (const [itemIndex, item] of items.entries()) {
      let newItem: INodeExecutionData;
      try {
        newItem = setFields(this, itemIndex, item, node, mode);
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push(failedItem(error, itemIndex, mode));
        continue;
      }
      for (let copy = 0; copy <= copies; copy++) output.push(copy === 0 ? newItem : structuredClone(newItem));
    }
    return [output];
  }
}
