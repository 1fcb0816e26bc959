import { fail, isEmptyValue } from './extension-support.js';
import type { Extension } from './extension-support.js';

/** As an HTML form encodes a query: spaces as `+`, everything but letters, digits and `*-._` escaped. */
function formEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`).replaceAll('%20', '+');
}

function nonEmptyText(value: unknown, message: string): string {
  return typeof value === 'string' && value !== '' ? value : fail(message);
}

export const objectExtensions: Record<string, Extension> = {
  isEmpty: (value: object) => Object.keys(value).length === 0,
  isNotEmpty: (value: object) => Object.keys(value).length > 0,
  keys: (value: object) => Object.keys(value),
  values: (value: object) => Object.values(value),
  hasField: (value: object, field: string) => Object.hasOwn(value, field),
  removeField: (value: object, field: string) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== field)),
  removeFieldsContaining: (value: object, text: unknown) => {
    const needle = nonEmptyText(text, 'removeFieldsContaining(): expected non-empty string arg');
    return Object.fromEntries(Object.entries(value).filter(([, entry]) => !(typeof entry === 'string' && entry.includes(needle))));
  },
  keepFieldsContaining: (value: object, text: unknown) => {
    const needle = nonEmptyText(text, 'argument of keepFieldsContaining must be a non-empty string');
    return Object.fromEntries(Object.entries(value).filter(([, entry]) => typeof entry === 'string' && entry.includes(needle)));
  },
  compact: (value: object) => Object.fromEntries(Object.entries(value).filter(([, entry]) => !isEmptyValue(entry))),
  urlEncode: (value: object) => Object.entries(value).map(([key, entry]) => `${formEncode(key)}=${formEncode(String(entry))}`).join('&'),
  toJsonString: (value: object) => JSON.stringify(value),
  toInt: () => undefined,
  toFloat: () => undefined,
  toBoolean: () => undefined,
  toDateTime: () => undefined,
};
