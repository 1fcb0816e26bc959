import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { mappedValues } from '../../../shared/resource-mapper.js';
import type { ResourceMapperValue } from '../../../shared/resource-mapper.js';
import type { ColumnInfo } from '../table-schema.js';
import { arraysToPostgresText, checkItemAgainstColumns } from '../table-schema.js';
import { rowOfValuesToSend } from './operation-input.js';

/** Before 2.2 the mode is "Data Mode"; from 2.2 it is the column mapper's own. */
export function mappingMode(context: IExecuteFunctions, itemIndex: number, nodeVersion: number): string {
  return nodeVersion < 2.2
    ? context.getNodeParameter('dataMode', itemIndex, 'autoMapInputData') as string
    : context.getNodeParameter('columns.mappingMode', itemIndex, 'defineBelow') as string;
}

/** The columns an item writes, before they are checked: the input item itself, or the values given in the node. */
export function rawRow(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number, nodeVersion: number): IDataObject {
  if (mappingMode(context, itemIndex, nodeVersion) === 'autoMapInputData') return { ...item.json };
  if (nodeVersion < 2.2) {
    return rowOfValuesToSend((context.getNodeParameter('valuesToSend', itemIndex, {}) as { values?: Array<{ column?: string; value?: unknown }> }).values);
  }
  const mapper = context.getNodeParameter('columns', itemIndex) as ResourceMapperValue;
  return mappedValues(context.getNode(), mapper, { itemIndex });
}

/** A value for a JSON column goes as JSON text: the driver would write a list as a PostgreSQL array. */
function jsonColumnsAsText(row: IDataObject, columns: ColumnInfo[]): IDataObject {
  const converted = { ...row };
  for (const column of columns) {
    const value = converted[column.column_name];
    if ((column.data_type === 'json' || column.data_type === 'jsonb') && value !== null && typeof value === 'object') {
      converted[column.column_name] = JSON.stringify(value);
    }
  }
  return converted;
}

/** The row checked against the table (unknown columns, nulls in required ones) and its values made ready to bind. */
export function checkedRow(context: IExecuteFunctions, row: IDataObject, columns: ColumnInfo[], itemIndex: number, nodeVersion: number): IDataObject {
  const node = context.getNode();
  const converted = nodeVersion >= 2.4 ? arraysToPostgresText(node, row, columns, itemIndex) : row;
  return jsonColumnsAsText(checkItemAgainstColumns(node, converted, columns, itemIndex), columns);
}
