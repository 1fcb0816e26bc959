import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError, getPath, setPath, unsetPath } from '@weft/workflow';

export type IncludeMode = 'all' | 'none' | 'selected' | 'except';

export interface SetOptions {
  include: IncludeMode;
  dotNotation?: boolean;
  includeBinary?: boolean;
  stripBinary?: boolean;
  ignoreConversionErrors?: boolean;
}

function fieldList(text: unknown): string[] {
  return String(text ?? '').split(',').map((field) => field.trim()).filter((field) => field !== '');
}

/** The output item: the kept input fields, then the new fields written over them. */
export function composeReturnItem(
  context: IExecuteFunctions, itemIndex: number, inputItem: INodeExecutionData, newFields: IDataObject,
  options: SetOptions, nodeVersion: number,
): INodeExecutionData {
  const newItem: INodeExecutionData = { json: {}, pairedItem: { item: itemIndex } };
  // From 3.4 binary data is kept unless dropped on purpose; before, only when asked for.
  const keepBinary = nodeVersion >= 3.4
    ? options.stripBinary !== true && options.include !== 'none'
    : options.includeBinary === true;
  if (keepBinary && inputItem.binary !== undefined) newItem.binary = { ...inputItem.binary };
  const dotted = options.dotNotation !== false;

  switch (options.include) {
    case 'all':
      newItem.json = structuredClone(inputItem.json);
      break;
    case 'none':
      break;
    case 'selected':
      for (const field of fieldList(context.getNodeParameter('includeFields', itemIndex, ''))) {
        const value = dotted ? getPath(inputItem.json, field) : inputItem.json[field];
        if (value === undefined) continue;
        if (dotted) setPath(newItem.json, field, structuredClone(value));
        else newItem.json[field] = structuredClone(value);
      }
      break;
    case 'except':
      newItem.json = structuredClone(inputItem.json);
      for (const field of fieldList(context.getNodeParameter('excludeFields', itemIndex, ''))) {
        if (dotted) unsetPath(newItem.json, field);
        else delete newItem.json[field];
      }
      break;
    default:
      throw new NodeOperationError(context.getNode(), `"${String(options.include)}" is not a way of keeping input fields`, {
        description: 'Choose one of: all, none, selected, except.',
      });
  }

  for (const name in newFields) {
    if (dotted) setPath(newItem.json, name, newFields[name]);
    else newItem.json[name] = newFields[name];
  }
  return newItem;
}
