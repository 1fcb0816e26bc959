import type { INodeProperties } from '@weft/workflow';

/** An example form, in the JSON a custom response form is defined with. */
export const FORM_EXAMPLE = '[\n  {\n    "fieldLabel": "Name",\n    "placeholder": "enter your name",\n    "requiredField": true\n  },\n  {\n    "fieldLabel": "Age",\n    "fieldType": "number",\n    "placeholder": "enter your age"\n  },\n  {\n    "fieldLabel": "Email",\n    "fieldType": "email",\n    "requiredField": true\n  },\n  {\n    "fieldLabel": "Textarea",\n    "fieldType": "textarea"\n  },\n  {\n    "fieldLabel": "Dropdown Options",\n    "fieldType": "dropdown",\n    "fieldOptions": {\n      "values": [\n        {\n          "option": "option 1"\n        },\n        {\n          "option": "option 2"\n        }\n      ]\n    },\n    "requiredField": true\n  },\n  {\n    "fieldLabel": "Checkboxes",\n    "fieldType": "checkbox",\n    "fieldOptions": {\n      "values": [\n        {\n          "option": "option 1"\n        },\n        {\n          "option": "option 2"\n        }\n      ]\n    }\n  },\n  {\n    "fieldLabel": "Radio",\n    "fieldType": "radio",\n    "fieldOptions": {\n      "values": [\n        {\n          "option": "option 1"\n        },\n        {\n          "option": "option 2"\n        }\n      ]\n    }\n  },\n  {\n    "fieldLabel": "Email",\n    "fieldType": "email",\n    "placeholder": "me@mail.con"\n  },\n  {\n    "fieldLabel": "File",\n    "fieldType": "file",\n    "multipleFiles": true,\n    "acceptFileTypes": ".jpg, .png"\n  },\n  {\n    "fieldLabel": "Number",\n    "fieldType": "number"\n  },\n  {\n    "fieldLabel": "Password",\n    "fieldType": "password"\n  }\n]\n';

/** The response form's default styling. */
export const FORM_CSS = ':root {\n\t--font-family: \'Open Sans\', sans-serif;\n\t--font-weight-normal: 400;\n\t--font-weight-bold: 600;\n\t--font-size-body: 12px;\n\t--font-size-label: 14px;\n\t--font-size-test-notice: 12px;\n\t--font-size-input: 14px;\n\t--font-size-header: 20px;\n\t--font-size-paragraph: 14px;\n\t--font-size-link: 12px;\n\t--font-size-error: 12px;\n\t--font-size-html-h1: 28px;\n\t--font-size-html-h2: 20px;\n\t--font-size-html-h3: 16px;\n\t--font-size-html-h4: 14px;\n\t--font-size-html-h5: 12px;\n\t--font-size-html-h6: 10px;\n\t--font-size-subheader: 14px;\n\n\t/* Colors */\n\t--color-background: #fbfcfe;\n\t--color-test-notice-text: #e6a23d;\n\t--color-test-notice-bg: #fefaf6;\n\t--color-test-notice-border: #f6dcb7;\n\t--color-card-bg: #ffffff;\n\t--color-card-border: #dbdfe7;\n\t--color-card-shadow: rgba(99, 77, 255, 0.06);\n\t--color-link: #7e8186;\n\t--color-header: #525356;\n\t--color-label: #555555;\n\t--color-input-border: #dbdfe7;\n\t--color-input-text: #71747A;\n\t--color-focus-border: rgb(90, 76, 194);\n\t--color-submit-btn-bg: #ff6d5a;\n\t--color-submit-btn-text: #ffffff;\n\t--color-error: #ea1f30;\n\t--color-required: #ff6d5a;\n\t--color-clear-button-bg: #7e8186;\n\t--color-html-text: #555;\n\t--color-html-link: #ff6d5a;\n\t--color-header-subtext: #7e8186;\n\n\t/* Border Radii */\n\t--border-radius-card: 8px;\n\t--border-radius-input: 6px;\n\t--border-radius-clear-btn: 50%;\n\t--card-border-radius: 8px;\n\n\t/* Spacing */\n\t--padding-container-top: 24px;\n\t--padding-card: 24px;\n\t--padding-test-notice-vertical: 12px;\n\t--padding-test-notice-horizontal: 24px;\n\t--margin-bottom-card: 16px;\n\t--padding-form-input: 12px;\n\t--card-padding: 24px;\n\t--card-margin-bottom: 16px;\n\n\t/* Dimensions */\n\t--container-width: 448px;\n\t--submit-btn-height: 48px;\n\t--checkbox-size: 18px;\n\n\t/* Others */\n\t--box-shadow-card: 0px 4px 16px 0px var(--color-card-shadow);\n\t--opacity-placeholder: 0.5;\n}';

/** n8n saves one "Field Options" entry per choice element; they differ only in the element they show for. */
const fieldOptionsFor = (fieldType: string): INodeProperties => ({
  displayName: 'Field Options',
  name: 'fieldOptions',
  type: 'fixedCollection',
  required: true,
  typeOptions: { multipleValues: true, sortable: true },
  displayOptions: { show: { fieldType: [fieldType] } },
  default: { values: [{ option: '' }] },
  options: [{ name: 'values', displayName: 'Values', values: [{ displayName: 'Option', name: 'option', type: 'string', default: '' }] }],
});

/** The elements of a custom response form, one by one. */
export const sendAndWaitFormFields: INodeProperties = {
  displayName: 'Form Elements',
  name: 'formFields',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true, sortable: true },
  displayOptions: { show: { defineForm: ['fields'], responseType: ['customForm'], resource: ['email'], operation: ['sendAndWait'] } },
  default: {  },
  options: [
    {
      name: 'values',
      displayName: 'Values',
      values: [
        {
          displayName: 'Field Label',
          name: 'fieldLabel',
          type: 'string',
          required: true,
          displayOptions: { hide: { fieldType: ['hiddenField', 'html'] } },
          default: '',
        },
        { displayName: 'Field Name', name: 'fieldName', type: 'string', displayOptions: { show: { fieldType: ['hiddenField'] } }, default: '' },
        {
          displayName: 'Element Type',
          name: 'fieldType',
          type: 'options',
          required: true,
          default: 'text',
          options: [
            { name: 'Checkbox', value: 'checkbox' },
            { name: 'Custom HTML', value: 'html' },
            { name: 'Date', value: 'date' },
            { name: 'Dropdown List', value: 'dropdown' },
            { name: 'Email', value: 'email' },
            { name: 'File', value: 'file' },
            { name: 'Hidden Field', value: 'hiddenField' },
            { name: 'Number', value: 'number' },
            { name: 'Password', value: 'password' },
            { name: 'Radio', value: 'radio' },
            { name: 'Text', value: 'text' },
            { name: 'Textarea', value: 'textarea' },
          ],
        },
        { displayName: 'Element Name', name: 'elementName', type: 'string', displayOptions: { show: { fieldType: ['html'] } }, default: '' },
        {
          displayName: 'Placeholder',
          name: 'placeholder',
          type: 'string',
          displayOptions: { hide: { fieldType: ['dropdown', 'date', 'file', 'html', 'hiddenField', 'radio', 'checkbox'] } },
          default: '',
        },
        {
          displayName: 'Default Value',
          name: 'defaultValue',
          type: 'string',
          displayOptions: { show: { fieldType: ['text', 'number', 'email', 'textarea'] } },
          default: '',
        },
        { displayName: 'Default Value', name: 'defaultValue', type: 'dateTime', displayOptions: { show: { fieldType: ['date'] } }, default: '' },
        {
          displayName: 'Default Value',
          name: 'defaultValue',
          type: 'string',
          displayOptions: { show: { fieldType: ['dropdown', 'radio'] } },
          default: '',
        },
        { displayName: 'Default Value', name: 'defaultValue', type: 'string', displayOptions: { show: { fieldType: ['checkbox'] } }, default: '' },
        { displayName: 'Field Value', name: 'fieldValue', type: 'string', displayOptions: { show: { fieldType: ['hiddenField'] } }, default: '' },
        fieldOptionsFor('dropdown'),
        fieldOptionsFor('checkbox'),
        fieldOptionsFor('radio'),
        {
          displayName: 'Multiple choice is the Checkboxes element in newer versions',
          name: 'multiselectLegacyNotice',
          type: 'notice',
          displayOptions: { show: { multiselect: [true], fieldType: ['dropdown'], "@version": [{ _cnd: { lt: 2.3 } }] } },
          default: '',
        },
        {
          displayName: 'Multiselect',
          name: 'multiselect',
          type: 'boolean',
          displayOptions: { show: { fieldType: ['dropdown'], "@version": [{ _cnd: { lt: 2.3 } }] } },
          default: false,
        },
        {
          displayName: 'Limit Selection',
          name: 'limitSelection',
          type: 'options',
          displayOptions: { show: { fieldType: ['checkbox'] } },
          default: 'unlimited',
          options: [{ name: 'Exact Number', value: 'exact' }, { name: 'Range', value: 'range' }, { name: 'Unlimited', value: 'unlimited' }],
        },
        {
          displayName: 'Number Of Selections',
          name: 'numberOfSelections',
          type: 'number',
          typeOptions: { minValue: 1, numberPrecision: 0 },
          displayOptions: { show: { fieldType: ['checkbox'], limitSelection: ['exact'] } },
          default: 1,
        },
        {
          displayName: 'Min Selections',
          name: 'minSelections',
          type: 'number',
          typeOptions: { minValue: 0, numberPrecision: 0 },
          displayOptions: { show: { fieldType: ['checkbox'], limitSelection: ['range'] } },
          default: 0,
        },
        {
          displayName: 'Max Selections',
          name: 'maxSelections',
          type: 'number',
          typeOptions: { minValue: 1, numberPrecision: 0 },
          displayOptions: { show: { fieldType: ['checkbox'], limitSelection: ['range'] } },
          default: 1,
        },
        {
          displayName: 'HTML',
          name: 'html',
          type: 'string',
          noDataExpression: true,
          typeOptions: { editor: 'htmlEditor' },
          displayOptions: { show: { fieldType: ['html'] } },
          default: '<!-- Your custom HTML here --->\n\n\n',
        },
        { displayName: 'Multiple Files', name: 'multipleFiles', type: 'boolean', displayOptions: { show: { fieldType: ['file'] } }, default: true },
        { displayName: 'Accept File Types', name: 'acceptFileTypes', type: 'string', displayOptions: { show: { fieldType: ['file'] } }, default: '' },
        {
          displayName: 'Dates come out as YYYY-MM-DD',
          name: 'formatDate',
          type: 'notice',
          displayOptions: { show: { fieldType: ['date'] } },
          default: '',
        },
        {
          displayName: 'Required Field',
          name: 'requiredField',
          type: 'boolean',
          displayOptions: { hide: { fieldType: ['html', 'hiddenField'] } },
          default: false,
        },
      ],
    },
  ],
};
