import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';

const ALL_ITEMS_EXAMPLE = `// Runs once, whatever the number of input items.
// Here: add a field to each item.
for (const item of $input.all()) {
  item.json.myNewField = 1;
}

return $input.all();`;

const EACH_ITEM_EXAMPLE = `// Runs once per input item: $json is the current item's data.
$input.item.json.myNewField = 1;

return $input.item;`;

function jsCode(version: number, mode: 'runOnceForAllItems' | 'runOnceForEachItem'): INodeProperties {
  const show: Record<string, Array<string | number>> = version === 1
    ? { '@version': [1], mode: [mode] }
    : { '@version': [2], language: ['javaScript'], mode: [mode] };
  return {
    displayName: 'JavaScript',
    name: 'jsCode',
    type: 'string',
    default: '',
    noDataExpression: true,
    placeholder: mode === 'runOnceForAllItems' ? ALL_ITEMS_EXAMPLE : EACH_ITEM_EXAMPLE,
    description: 'The code to run. Type $ for the available variables; console.log output shows in the browser console of a manual run.',
    displayOptions: { show },
    typeOptions: { editor: 'codeNodeEditor', editorLanguage: 'javaScript' },
  };
}

const PYTHON_ALL_ITEMS_EXAMPLE = `# Runs once, whatever the number of input items.
# Here: add a field to each item.
for item in _input.all():
    item.json.myNewField = 1

return _input.all()`;

const PYTHON_EACH_ITEM_EXAMPLE = `# Runs once per input item: _json is the current item's data.
_input.item.json.myNewField = 1

return _input.item`;

function pythonCode(mode: 'runOnceForAllItems' | 'runOnceForEachItem'): INodeProperties {
  return {
    displayName: 'Python',
    name: 'pythonCode',
    type: 'string',
    default: '',
    noDataExpression: true,
    placeholder: mode === 'runOnceForAllItems' ? PYTHON_ALL_ITEMS_EXAMPLE : PYTHON_EACH_ITEM_EXAMPLE,
    description: 'The code to run. Type _ for the available variables; print() output shows in the browser console of a manual run.',
    displayOptions: { show: { language: ['python', 'pythonNative'], mode: [mode] } },
    typeOptions: { editor: 'codeNodeEditor', editorLanguage: 'python' },
  };
}

const PYTHON_NOTICE = 'Python runs in WebAssembly (Pyodide) with its standard library only: no extra packages, no files or network of the server. '
  + "Read the data with _input, _json and _('Node'); return a list of dicts.";

/** The Code node, versions 1 and 2 (n8n's parameters; version 2 adds the language choice). */
export const codeDescription: INodeTypeDescription = {
  displayName: 'Code',
  name: 'n8n-nodes-base.code',
  icon: 'file:code.svg',
  group: ['transform'],
  version: [1, 2],
  defaultVersion: 2,
  description: 'Run custom JavaScript or Python code on the items',
  defaults: { name: 'Code', color: '#ff6d5a' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Development', 'Core Nodes'],
    subcategories: { 'Core Nodes': ['Helpers', 'Data Transformation'] },
    alias: ['cpde', 'Javascript', 'JS', 'Python', 'Script', 'Custom Code', 'Function'],
  },
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      noDataExpression: true,
      default: 'runOnceForAllItems',
      options: [
        { name: 'Run Once for All Items', value: 'runOnceForAllItems', description: 'Run the code once, with all input items' },
        { name: 'Run Once for Each Item', value: 'runOnceForEachItem', description: 'Run the code once per input item' },
      ],
    },
    {
      displayName: 'Language',
      name: 'language',
      type: 'options',
      noDataExpression: true,
      default: 'javaScript',
      displayOptions: { show: { '@version': [2] } },
      options: [
        { name: 'JavaScript', value: 'javaScript' },
        { name: 'Python (Beta)', value: 'python' },
        { name: 'Python (Native)', value: 'pythonNative' },
      ],
    },
    {
      displayName: 'Language',
      name: 'language',
      type: 'hidden',
      default: 'javaScript',
      displayOptions: { show: { '@version': [1] } },
    },
    jsCode(1, 'runOnceForAllItems'),
    jsCode(1, 'runOnceForEachItem'),
    jsCode(2, 'runOnceForAllItems'),
    jsCode(2, 'runOnceForEachItem'),
    {
      displayName: 'Type $ for the variables of the workflow (e.g. $input, $json, $(\'Node\')), and use console.log to inspect values in the browser console',
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { language: ['javaScript'] } },
    },
    pythonCode('runOnceForAllItems'),
    pythonCode('runOnceForEachItem'),
    {
      displayName: PYTHON_NOTICE,
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { language: ['python'] } },
    },
    {
      displayName: PYTHON_NOTICE,
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { language: ['pythonNative'] } },
    },
  ],
};
