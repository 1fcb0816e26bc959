import type { INodeProperties } from '@weft/workflow';

const showFor = (...fieldType: string[]) => ({ show: { fieldType } });

/** The list of form elements, shared by the Form Trigger and the Form node's pages. */
export const formFieldsProperty: INodeProperties = {
  displayName: 'Form Elements',
  name: 'formFields',
  placeholder: 'Add Form Element',
  type: 'fixedCollection',
  default: {},
  typeOptions: { multipleValues: true, sortable: true },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        { displayName: 'Field Label', name: 'fieldLabel', type: 'string', default: '', placeholder: 'e.g. What is your name?', description: 'Shown above the field; the output uses it as the field\'s key', required: true },
        {
          displayName: 'Element Type',
          name: 'fieldType',
          type: 'options',
          default: 'text',
          options: [
            { name: 'Checkboxes', value: 'checkbox' },
            { name: 'Date', value: 'date' },
            { name: 'Dropdown List', value: 'dropdown' },
            { name: 'Email', value: 'email' },
            { name: 'File', value: 'file' },
            { name: 'Number', value: 'number' },
            { name: 'Password', value: 'password' },
            { name: 'Radio Buttons', value: 'radio' },
            { name: 'Text', value: 'text' },
            { name: 'Textarea', value: 'textarea' },
          ],
        },
        { displayName: 'Placeholder', name: 'placeholder', type: 'string', default: '', displayOptions: { hide: { fieldType: ['checkbox', 'radio', 'file', 'date'] } }, description: 'Sample text shown in the empty field' },
        {
          displayName: 'Field Options',
          name: 'fieldOptions',
          placeholder: 'Add Field Option',
          type: 'fixedCollection',
          default: { values: [{ option: '' }] },
          typeOptions: { multipleValues: true, sortable: true },
          displayOptions: showFor('dropdown', 'checkbox', 'radio'),
          options: [
            { displayName: 'Values', name: 'values', values: [{ displayName: 'Option', name: 'option', type: 'string', default: '' }] },
          ],
        },
        { displayName: 'Multiple Choice', name: 'multiselect', type: 'boolean', default: false, displayOptions: showFor('dropdown'), description: 'Whether more than one option can be chosen' },
        { displayName: 'Multiple Files', name: 'multipleFiles', type: 'boolean', default: true, displayOptions: showFor('file'), description: 'Whether more than one file can be uploaded' },
        { displayName: 'Accepted File Types', name: 'acceptFileTypes', type: 'string', default: '', placeholder: 'e.g. .jpg, .png', displayOptions: showFor('file'), description: 'Comma-separated extensions the file picker offers; empty for any' },
        { displayName: 'Required Field', name: 'requiredField', type: 'boolean', default: false, description: 'Whether the form can only be submitted with this field filled in' },
      ],
    },
  ],
};
