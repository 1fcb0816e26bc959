import type { INodeTypeDescription } from '@weft/workflow';

export const xmlDescription: INodeTypeDescription = {
  displayName: 'XML',
  name: 'n8n-nodes-base.xml',
  icon: 'file:xml.svg',
  group: ['transform'],
  version: 1,
  subtitle: '={{$parameter["mode"]==="jsonToxml" ? "JSON to XML" : "XML to JSON"}}',
  description: 'Converts between XML and JSON',
  defaults: { name: 'XML', color: '#333377' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['xml', 'parse', 'convert', 'json'],
  },
  properties: [
    {
      displayName: 'Mode', name: 'mode', type: 'options', default: 'xmlToJson',
      description: 'Which way to convert',
      options: [
        { name: 'JSON to XML', value: 'jsonToxml', description: 'Turn each item into XML text' },
        { name: 'XML to JSON', value: 'xmlToJson', description: 'Parse XML text into JSON' },
      ],
    },
    {
      displayName: 'To convert a file, first read its content into a text field (for example with the Extract From File node).',
      name: 'xmlNotice', type: 'notice', default: '', displayOptions: { show: { mode: ['xmlToJson'] } },
    },
    {
      displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true,
      displayOptions: { show: { mode: ['jsonToxml'] } },
      description: 'The output field that receives the XML text',
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      displayOptions: { show: { mode: ['jsonToxml'] } },
      options: [
        { displayName: 'Allow Surrogate Chars', name: 'allowSurrogateChars', type: 'boolean', default: false, description: 'Whether to allow Unicode surrogate characters' },
        { displayName: 'Attribute Key', name: 'attrkey', type: 'string', default: '$', description: 'The field whose object becomes the attributes of an element' },
        { displayName: 'Cdata', name: 'cdata', type: 'boolean', default: false, description: 'Whether to wrap text in CDATA sections where needed, instead of escaping it' },
        { displayName: 'Character Key', name: 'charkey', type: 'string', default: '_', description: 'The field whose value becomes the text of an element' },
        { displayName: 'Headless', name: 'headless', type: 'boolean', default: false, description: 'Whether to leave out the XML declaration' },
        { displayName: 'Root Name', name: 'rootName', type: 'string', default: 'root', description: 'The name of the root element, used when the item has more than one top-level field' },
      ],
    },
    {
      displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true,
      displayOptions: { show: { mode: ['xmlToJson'] } },
      description: 'The input field holding the XML text',
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      displayOptions: { show: { mode: ['xmlToJson'] } },
      options: [
        { displayName: 'Attribute Key', name: 'attrkey', type: 'string', default: '$', description: 'The field that holds the attributes (when they are not merged)' },
        { displayName: 'Character Key', name: 'charkey', type: 'string', default: '_', description: 'The field that holds the text of an element with attributes or children' },
        { displayName: 'Explicit Array', name: 'explicitArray', type: 'boolean', default: false, description: 'Whether to put child elements in an array even when there is only one' },
        { displayName: 'Explicit Root', name: 'explicitRoot', type: 'boolean', default: true, description: 'Whether to keep the root element in the result' },
        { displayName: 'Ignore Attributes', name: 'ignoreAttrs', type: 'boolean', default: false, description: 'Whether to drop all attributes and keep only text' },
        { displayName: 'Merge Attributes', name: 'mergeAttrs', type: 'boolean', default: true, description: 'Whether to put attributes beside the child elements instead of under the attribute key' },
        { displayName: 'Normalize', name: 'normalize', type: 'boolean', default: false, description: 'Whether to trim whitespace inside text nodes' },
        { displayName: 'Normalize Tags', name: 'normalizeTags', type: 'boolean', default: false, description: 'Whether to lowercase all tag names' },
        { displayName: 'Trim', name: 'trim', type: 'boolean', default: false, description: 'Whether to trim whitespace at the start and end of text nodes' },
      ],
    },
  ],
};
