import type { INodeProperties } from '@weft/workflow';

/* The conditions of a database query filter, per property type, as n8n saves them. */

const TEXT = ['equals', 'does_not_equal', 'contains', 'does_not_contain', 'starts_with', 'ends_with', 'is_empty', 'is_not_empty'];
const NUMBER = ['equals', 'does_not_equal', 'greater_than', 'less_than', 'greater_than_or_equal_to', 'less_than_or_equal_to', 'is_empty', 'is_not_empty'];
const BOOLEAN = ['equals', 'does_not_equal'];
const DATE = ['equals', 'before', 'after', 'on_or_before', 'is_empty', 'is_not_empty', 'on_or_after', 'past_week', 'past_month', 'past_year', 'next_week', 'next_month', 'next_year'];
const LIST = ['contains', 'does_not_contain', 'is_empty', 'is_not_empty'];
const EMPTY = ['is_empty', 'is_not_empty'];
const RELATIVE = ['past_week', 'past_month', 'past_year', 'next_week', 'next_month', 'next_year'];

/** The conditions offered for each property type, in n8n's order. */
export const CONDITIONS: Array<[string, string[]]> = [
  ['title', TEXT], ['rich_text', TEXT], ['number', NUMBER], ['checkbox', BOOLEAN], ['select', ['equals', 'does_not_equal', 'is_empty', 'is_not_empty']],
  ['multi_select', ['contains', 'does_not_equal', 'is_empty', 'is_not_empty']], ['status', BOOLEAN], ['date', DATE], ['people', LIST], ['files', EMPTY],
  ['url', TEXT], ['email', TEXT], ['phone_number', TEXT], ['relation', LIST], ['created_by', LIST], ['created_time', DATE],
  ['last_edited_by', LIST], ['last_edited_time', DATE],
];
const FORMULA: Array<[string, string[]]> = [['text', TEXT], ['checkbox', BOOLEAN], ['number', NUMBER], ['date', DATE]];

const label = (value: string) => value.split('_').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
const options = (values: string[]) => values.map((value) => ({ name: label(value), value }));

const valueField = (name: string, type: INodeProperties['type'], show: Record<string, string[]>, hide: string[] | null, extra: Partial<INodeProperties> = {}): INodeProperties => ({
  displayName: 'Value', name, type, default: type === 'boolean' ? false : type === 'number' ? 0 : '',
  displayOptions: { show, ...(hide ? { hide: { condition: hide } } : {}) }, ...extra,
} as INodeProperties);

/** The fields of one condition: the property, its type (hidden, read from the key), the condition, the value. */
export function conditionFields(): INodeProperties[] {
  const users = { typeOptions: { loadOptionsMethod: 'getUsers' } };
  const selectValues = { typeOptions: { loadOptionsMethod: 'getPropertySelectValues' } };
  return [
    {
      displayName: 'Property Name or ID', name: 'key', type: 'options', default: '',
      typeOptions: { loadOptionsMethod: 'getFilterProperties', loadOptionsDependsOn: ['datatabaseId'] },
      description: 'The property to filter on',
    },
    { displayName: 'Type', name: 'type', type: 'hidden', default: '={{$parameter["&key"].split("|")[1]}}' },
    ...CONDITIONS.map(([type, values]): INodeProperties => ({
      displayName: 'Condition', name: 'condition', type: 'options', default: '', options: options(values), displayOptions: { show: { type: [type] } },
    })),
    {
      displayName: 'Return Type', name: 'returnType', type: 'options', default: '', description: 'The type the formula answers',
      options: [{ name: 'Text', value: 'text' }, { name: 'Checkbox', value: 'checkbox' }, { name: 'Number', value: 'number' }, { name: 'Date', value: 'date' }],
      displayOptions: { show: { type: ['formula'] } },
    },
    ...FORMULA.map(([type, values]): INodeProperties => ({
      displayName: 'Condition', name: 'condition', type: 'options', default: '', options: options(values), displayOptions: { show: { type: ['formula'], returnType: [type] } },
    })),
    valueField('titleValue', 'string', { type: ['title'] }, EMPTY),
    valueField('richTextValue', 'string', { type: ['rich_text'] }, EMPTY),
    valueField('phoneNumberValue', 'string', { type: ['phone_number'] }, EMPTY),
    { ...valueField('multiSelectValue', 'options', { type: ['multi_select'] }, EMPTY, selectValues), default: [] } as INodeProperties,
    valueField('selectValue', 'options', { type: ['select'] }, EMPTY, selectValues),
    valueField('statusValue', 'options', { type: ['status'] }, null, selectValues),
    valueField('emailValue', 'string', { type: ['email'] }, EMPTY),
    valueField('urlValue', 'string', { type: ['url'] }, EMPTY),
    valueField('peopleValue', 'options', { type: ['people'] }, EMPTY, users),
    valueField('createdByValue', 'options', { type: ['created_by'] }, EMPTY, users),
    valueField('lastEditedByValue', 'options', { type: ['last_edited_by'] }, EMPTY, users),
    valueField('relationValue', 'string', { type: ['relation'] }, EMPTY),
    valueField('checkboxValue', 'boolean', { type: ['checkbox'] }, null),
    valueField('numberValue', 'number', { type: ['number'] }, EMPTY),
    valueField('date', 'dateTime', { type: ['date'] }, [...EMPTY, ...RELATIVE]),
    valueField('createdTimeValue', 'dateTime', { type: ['created_time'] }, [...EMPTY, ...RELATIVE]),
    valueField('lastEditedTime', 'dateTime', { type: ['last_edited_time'] }, [...EMPTY, ...RELATIVE]),
    valueField('numberValue', 'number', { type: ['formula'], returnType: ['number'] }, EMPTY),
    valueField('textValue', 'string', { type: ['formula'], returnType: ['text'] }, EMPTY),
    valueField('checkboxValue', 'boolean', { type: ['formula'], returnType: ['checkbox'] }, null),
    valueField('dateValue', 'dateTime', { type: ['formula'], returnType: ['date'] }, [...EMPTY, ...RELATIVE]),
  ];
}
