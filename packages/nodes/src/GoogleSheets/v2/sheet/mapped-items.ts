import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { ROW_NUMBER } from '../table.js';

/** How the node's columns are given: 'autoMapInputData' (item fields), 'defineBelow' or 'nothing'. */
export function dataModeOf(context: IExecuteFunctions, version: number): string {
  return version < 4
    ? String(context.getNodeParameter('dataMode', 0, 'defineBelow'))
    : String(context.getNodeParameter('columns.mappingMode', 0, 'defineBelow'));
}

/**
 * The column values each item writes: its own fields (auto-map), the mapper's values (4.x), or the
 * version 3 field list. row_number (from a read) never becomes a column.
 */
export function mappedValues(context: IExecuteFunctions, items: INodeExecutionData[], index: number, mode: string, version: number): IDataObject {
  let values: IDataObject;
  if (mode === 'autoMapInputData') values = { ...(items[index]?.json ?? {}) };
  else if (version >= 4) {
    values = { ...((context.getNodeParameter('columns.value', index, {}) ?? {}) as IDataObject) };
    // Before 4.7 an empty mapper field means "leave the cell alone".
    if (version < 4.7) for (const [key, value] of Object.entries(values)) if (value === '' || value === null || value === undefined) delete values[key];
  } else {
    values = {};
    const fields = context.getNodeParameter('fieldsUi', index, {}) as { fieldValues?: IDataObject[]; values?: IDataObject[] };
    for (const field of fields.fieldValues ?? []) values[String(field.fieldId)] = field.fieldValue;
    for (const field of fields.values ?? []) values[String(field.column === 'newColumn' ? field.columnName : field.column)] = field.fieldValue;
  }
  delete values[ROW_NUMBER];
  return values;
}

/**
 * Fields the sheet has no column for: new columns after the last (the default), dropped, or an error.
 * Answers the header with the new columns added.
 */
export function withExtraColumns(context: IExecuteFunctions, header: string[], rows: IDataObject[], handling: string): string[] {
  const known = new Set(header.filter(Boolean));
  const extra = [...new Set(rows.flatMap((row) => Object.keys(row)).filter((key) => !known.has(key)))];
  if (extra.length === 0) return header;
  if (handling === 'error') {
    throw new NodeOperationError(context.getNode(), 'Unexpected fields in node input', {
      description: `The sheet has no column for ${extra.map((key) => `"${key}"`).join(', ')}. Add those columns to the header row, or choose another "When Input Has Columns the Sheet Lacks" option.`,
    });
  }
  if (handling === 'ignoreIt') {
    for (const row of rows) for (const key of extra) delete row[key];
    return header;
  }
  return [...header, ...extra];
}
