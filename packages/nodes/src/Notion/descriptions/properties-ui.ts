import type { INodeProperties } from '@weft/workflow';
import { richTextProperty } from './rich-text.js';

/** The Properties of a database page to create or update: one entry per property, its value field shown by type. */
export function propertiesProperty(operation: 'create' | 'update'): INodeProperties {
  const selectMethod = operation === 'create' ? 'getPropertySelectValues' : 'getDatabaseOptionsFromPage';
  const show = (type: string, more: Record<string, unknown[]> = {}) => ({ show: { type: [type], ...more } });
  return {
    displayName: 'Properties',
    name: 'propertiesUi',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    placeholder: 'Add property',
    displayOptions: { show: { resource: ['databasePage'], operation: [operation] } },
    options: [{
      displayName: 'Property',
      name: 'propertyValues',
      values: [
        {
          displayName: 'Key Name or ID', name: 'key', type: 'options', default: '', description: 'The property to set',
          typeOptions: operation === 'create'
            ? { loadOptionsMethod: 'getDatabaseProperties', loadOptionsDependsOn: ['databaseId'] }
            : { loadOptionsMethod: 'getDatabaseIdFromPage', loadOptionsDependsOn: ['pageId'] },
        },
        { displayName: 'Type', name: 'type', type: 'hidden', default: '={{$parameter["&key"].split("|")[1]}}' },
        { displayName: 'Title', name: 'title', type: 'string', default: '', displayOptions: show('title') },
        { displayName: 'Rich Text', name: 'richText', type: 'boolean', default: false, description: 'Whether to build the text from runs with formatting', displayOptions: show('rich_text') },
        { displayName: 'Text', name: 'textContent', type: 'string', default: '', displayOptions: show('rich_text', { richText: [false] }) },
        richTextProperty(show('rich_text', { richText: [true] })),
        { displayName: 'Phone Number', name: 'phoneValue', type: 'string', default: '', description: 'Any text: Notion does not check the format', displayOptions: show('phone_number') },
        { displayName: 'Option Names or IDs', name: 'multiSelectValue', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: selectMethod }, displayOptions: show('multi_select') },
        { displayName: 'Option Name or ID', name: 'selectValue', type: 'options', default: '', typeOptions: { loadOptionsMethod: selectMethod }, displayOptions: show('select') },
        { displayName: 'Status Name or ID', name: 'statusValue', type: 'options', default: '', typeOptions: { loadOptionsMethod: selectMethod }, displayOptions: show('status') },
        { displayName: 'Email', name: 'emailValue', type: 'string', default: '', displayOptions: show('email') },
        { displayName: 'Ignore If Empty', name: 'ignoreIfEmpty', type: 'boolean', default: false, description: 'Whether to leave the URL unchanged when the value is empty', displayOptions: show('url') },
        { displayName: 'Link', name: 'urlValue', type: 'string', default: '', displayOptions: show('url') },
        { displayName: 'User Names or IDs', name: 'peopleValue', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getUsers' }, displayOptions: show('people') },
        {
          displayName: 'Relation IDs', name: 'relationValue', type: 'string', default: [], typeOptions: { multipleValues: true },
          description: 'Ids of the related pages (several may be comma-separated)', displayOptions: show('relation'),
        },
        { displayName: 'Checked', name: 'checkboxValue', type: 'boolean', default: false, displayOptions: show('checkbox') },
        { displayName: 'Number', name: 'numberValue', type: 'number', default: 0, displayOptions: show('number') },
        { displayName: 'Range', name: 'range', type: 'boolean', default: false, description: 'Whether the value is a date range', displayOptions: show('date') },
        { displayName: 'Include Time', name: 'includeTime', type: 'boolean', default: true, description: 'Whether the date has a time', displayOptions: show('date') },
        { displayName: 'Date', name: 'date', type: 'dateTime', default: '', displayOptions: { show: { range: [false], type: ['date'] } } },
        { displayName: 'Date Start', name: 'dateStart', type: 'dateTime', default: '', displayOptions: { show: { range: [true], type: ['date'] } } },
        { displayName: 'Date End', name: 'dateEnd', type: 'dateTime', default: '', displayOptions: { show: { range: [true], type: ['date'] } } },
        {
          displayName: 'Timezone Name or ID', name: 'timezone', type: 'options', default: 'default', typeOptions: { loadOptionsMethod: 'getTimezones' },
          description: 'The time zone of the date (the workflow\'s when "default")', displayOptions: show('date'),
        },
        {
          displayName: 'File URLs', name: 'fileUrls', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true, sortable: true },
          displayOptions: { show: { type: ['files'] }, hide: { '@version': [1] } },
          options: [{
            displayName: 'File', name: 'fileUrl',
            values: [
              { displayName: 'Name', name: 'name', type: 'string', default: '' },
              { displayName: 'File URL', name: 'url', type: 'string', default: '' },
            ],
          }],
        },
      ],
    }],
  };
}
