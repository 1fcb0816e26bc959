import type { IDataObject, INodeProperties } from '@weft/workflow';

/** A fixedCollection of key/value rows (`{ header: [{ key, value }] }`), the way n8n saves them. */
export type KeyValueRows<Name extends string> = Partial<Record<Name, Array<{ key: string; value: string }>>>;

export const keyValueCollection = (displayName: string, name: string, row: string, description: string): INodeProperties => ({
  displayName, name, type: 'fixedCollection', typeOptions: { multipleValues: true }, placeholder: `Add ${displayName.replace(/s$/, '')}`,
  description, default: {},
  options: [{
    name: row, displayName: displayName.replace(/s$/, ''),
    values: [
      { displayName: 'Key', name: 'key', type: 'string', default: '' },
      { displayName: 'Value', name: 'value', type: 'string', default: '' },
    ],
  }],
});

export function rowsToObject(rows: Array<{ key: string; value: string }> | undefined): IDataObject {
  const result: IDataObject = {};
  for (const { key, value } of rows ?? []) if (key !== '') result[key] = value;
  return result;
}

/** The publish options whose values are not text (amqplib refuses "5" for a priority). */
const NUMERIC = new Set(['priority', 'deliveryMode']);
const BOOLEAN = new Set(['persistent', 'mandatory']);

/** Arguments are amqplib's publish options (expiration, priority, persistent, contentType ...), typed. */
export function publishArguments(rows: Array<{ key: string; value: string }> | undefined): IDataObject {
  const result = rowsToObject(rows);
  for (const [key, value] of Object.entries(result)) {
    if (NUMERIC.has(key)) result[key] = Number(value);
    else if (BOOLEAN.has(key)) result[key] = value === 'true';
  }
  return result;
}
