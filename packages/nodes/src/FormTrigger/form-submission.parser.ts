import type { IDataObject } from '@weft/workflow';
import type { FormField } from './form.types.js';
import { fieldName, isMultiChoice, labelOf, optionsOf } from './form.types.js';

export interface ParsedSubmission {
  /** The values by field label (files are added by the caller). */
  json: IDataObject;
  /** What the person must correct; empty when the submission is accepted. */
  errors: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function texts(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/**
 * The values of a submitted form by label, checked on the server: required fields, numbers, e-mail
 * addresses and choices outside the options. `fileCounts` says how many files each file field got.
 */
export function parseFormSubmission(fields: FormField[], body: IDataObject, fileCounts: Record<string, number> = {}): ParsedSubmission {
  const json: IDataObject = {};
  const missing: string[] = [];
  const errors: string[] = [];
  fields.forEach((field, index) => {
    const name = fieldName(index);
    const label = labelOf(field, index);
    if (field.fieldType === 'file') {
      if (field.requiredField && !fileCounts[name]) missing.push(label);
      return;
    }
    const given = texts(body[name]).filter((value) => value !== '');
    if (field.requiredField && given.length === 0) missing.push(label);
    if (isMultiChoice(field) || field.fieldType === 'dropdown' || field.fieldType === 'radio') {
      const allowed = new Set(optionsOf(field));
      if (given.some((value) => !allowed.has(value))) errors.push(`"${label}" has a choice that is not offered`);
      json[label] = isMultiChoice(field) ? given : (given[0] ?? '');
      return;
    }
    const value = given[0] ?? '';
    if (field.fieldType === 'number') {
      const number = Number(value);
      if (value !== '' && !Number.isFinite(number)) errors.push(`"${label}" must be a number`);
      json[label] = value === '' ? null : number;
      return;
    }
    if (field.fieldType === 'email' && value !== '' && !EMAIL.test(value)) errors.push(`"${label}" must be an e-mail address`);
    json[label] = value;
  });
  if (missing.length > 0) errors.unshift(`Please fill in: ${missing.join(', ')}`);
  return { json, errors };
}
