import type { IDataObject } from '@weft/workflow';

/* The node's fields as Pipedrive's request bodies. */

/** `YYYY-MM-DD` of a date-time field (Pipedrive's due_date and expected_close_date are dates). */
function day(value: unknown): string {
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : new Date(text).toISOString().slice(0, 10);
}

/** A picked id (options fields hold text) as the number Pipedrive expects. */
function idValue(value: unknown): unknown {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * Fields of a create or update: custom properties (`customProperties.property[]` of name and value)
 * spread in, `done` as 0/1, dates as days, a lead's value as `{ amount, currency }`, picked ids as numbers.
 */
export function pipedriveBody(fields: IDataObject): IDataObject {
  const body: IDataObject = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'customProperties') {
      for (const property of ((value as IDataObject).property ?? []) as Array<{ name?: string; value?: unknown }>) {
        if (property.name) body[property.name] = property.value as IDataObject[keyof IDataObject];
      }
    } else if (name === 'done') body.done = Number(value) ? 1 : 0;
    else if ((name === 'due_date' || name === 'expected_close_date') && value) body[name] = day(value);
    else if (name === 'value' && typeof value === 'object' && value !== null && 'valueProperties' in value) {
      const properties = (value as IDataObject).valueProperties as IDataObject;
      body.value = { amount: Number(properties.amount), currency: properties.currency ?? 'USD' };
    } else if (/(^|_)id$/.test(name) || name === 'label') body[name] = idValue(value) as IDataObject[keyof IDataObject];
    else body[name] = value;
  }
  return body;
}
