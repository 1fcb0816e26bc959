import { describe, expect, it } from 'vitest';
import { parseFormSubmission } from './form-submission.parser.js';
import type { FormField } from './form.types.js';

const fields: FormField[] = [
  { fieldLabel: 'Name', requiredField: true },
  { fieldLabel: 'Age', fieldType: 'number' },
  { fieldLabel: 'Email', fieldType: 'email' },
  { fieldLabel: 'Colour', fieldType: 'dropdown', fieldOptions: { values: [{ option: 'red' }, { option: 'blue' }] } },
  { fieldLabel: 'Tags', fieldType: 'dropdown', multiselect: true, fieldOptions: { values: [{ option: 'a' }, { option: 'b' }] } },
  { fieldLabel: 'Agree', fieldType: 'checkbox', fieldOptions: { values: [{ option: 'yes' }] } },
  { fieldLabel: 'CV', fieldType: 'file', requiredField: true },
];

describe('form submission', () => {
  it('gives the values by label, typed', () => {
    const parsed = parseFormSubmission(fields, {
      'field-0': 'Ada', 'field-1': '36', 'field-2': 'ada@example.com', 'field-3': 'blue', 'field-4': ['a', 'b'], 'field-5': 'yes',
    }, { 'field-6': 1 });
    expect(parsed.errors).toEqual([]);
    expect(parsed.json).toEqual({ Name: 'Ada', Age: 36, Email: 'ada@example.com', Colour: 'blue', Tags: ['a', 'b'], Agree: ['yes'] });
  });

  it('gives empty values for fields left empty', () => {
    const parsed = parseFormSubmission(fields.slice(1, 6), {});
    expect(parsed.json).toEqual({ Age: null, Email: '', Colour: '', Tags: [], Agree: [] });
    expect(parsed.errors).toEqual([]);
  });

  it('lists required fields left empty (files too), and values of the wrong kind', () => {
    const parsed = parseFormSubmission(fields, { 'field-0': '', 'field-1': 'ten', 'field-2': 'not-an-address', 'field-3': 'green' });
    expect(parsed.errors).toEqual([
      'Please fill in: Name, CV',
      '"Age" must be a number',
      '"Email" must be an e-mail address',
      '"Colour" has a choice that is not offered',
    ]);
  });

  it('names unlabelled fields by position', () => {
    expect(parseFormSubmission([{ fieldLabel: '' }], { 'field-0': 'x' }).json).toEqual({ 'Field 1': 'x' });
  });
});
