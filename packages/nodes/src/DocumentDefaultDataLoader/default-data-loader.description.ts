import type { INodeTypeDescription } from '@weft/workflow';

/** n8n's inputs: a text splitter unless the simple splitting of version 1.1 is chosen. */
const LOADER_INPUTS = "={{ ((parameter) => { function getInputs(parameters) {\n  const inputs = [];\n  const textSplittingMode = parameters?.textSplittingMode;\n  if (!textSplittingMode || textSplittingMode === \"custom\") {\n    inputs.push({\n      displayName: \"Text Splitter\",\n      maxConnections: 1,\n      type: \"ai_textSplitter\",\n      required: true\n    });\n  }\n  return inputs;\n}; return getInputs(parameter) })($parameter) }}";

export const defaultDataLoaderDescription: INodeTypeDescription = {
  displayName: 'Default Data Loader',
  name: '@n8n/n8n-nodes-langchain.documentDefaultDataLoader',
  icon: 'file:document-loader.svg',
  group: ['transform'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  description: 'Load the input items (JSON or files) as documents for a vector store',
  defaults: { name: 'Default Data Loader' },
  codex: { categories: ['AI'], subcategories: { AI: ['Document Loaders'] } },
  inputs: LOADER_INPUTS,
  outputs: ['ai_document'],
  outputNames: ['Document'],
  properties: [
  {"displayName": "Connect this node to a vector store in Insert mode to load the data it receives", "name": "notice", "type": "notice", "default": ""},
  {"displayName": "Type of Data", "name": "dataType", "type": "options", "default": "json", "required": true, "noDataExpression": true, "options": [{"name": "JSON", "value": "json"}, {"name": "Binary", "value": "binary"}]},
  {"displayName": "Mode", "name": "jsonMode", "type": "options", "default": "allInputData", "required": true, "displayOptions": {"show": {"dataType": ["json"]}}, "options": [{"name": "Load All Input Data", "value": "allInputData"}, {"name": "Load Specific Data", "value": "expressionData"}]},
  {"displayName": "Mode", "name": "binaryMode", "type": "options", "default": "allInputData", "required": true, "displayOptions": {"show": {"dataType": ["binary"]}}, "options": [{"name": "Load All Input Data", "value": "allInputData"}, {"name": "Load Specific Data", "value": "specificField"}]},
  {"displayName": "Data Format", "name": "loader", "type": "options", "default": "auto", "required": true, "displayOptions": {"show": {"dataType": ["binary"]}}, "options": [{"name": "Automatically Detect by Mime Type", "value": "auto"}, {"name": "CSV", "value": "csvLoader"}, {"name": "Docx", "value": "docxLoader"}, {"name": "EPub", "value": "epubLoader"}, {"name": "JSON", "value": "jsonLoader"}, {"name": "PDF", "value": "pdfLoader"}, {"name": "Text", "value": "textLoader"}]},
  {"displayName": "Data", "name": "jsonData", "type": "string", "default": "", "required": true, "displayOptions": {"show": {"dataType": ["json"], "jsonMode": ["expressionData"]}}, "typeOptions": {"rows": 6}},
  {"displayName": "Input Data Field Name", "name": "binaryDataKey", "type": "string", "default": "data", "required": true, "displayOptions": {"show": {"dataType": ["binary"]}, "hide": {"binaryMode": ["allInputData"]}}},
  {"displayName": "Text Splitting", "name": "textSplittingMode", "type": "options", "default": "simple", "required": true, "noDataExpression": true, "displayOptions": {"show": {"@version": [1.1]}}, "options": [{"name": "Simple", "value": "simple"}, {"name": "Custom", "value": "custom"}]},
  {"displayName": "Options", "name": "options", "type": "collection", "default": {}, "options": [{"displayName": "Pointers", "name": "pointers", "type": "string", "default": "", "displayOptions": {"show": {"/loader": ["jsonLoader", "auto"]}}}, {"displayName": "CSV Separator", "name": "separator", "type": "string", "default": ",", "displayOptions": {"show": {"/loader": ["csvLoader", "auto"]}}}, {"displayName": "CSV Column", "name": "column", "type": "string", "default": "", "displayOptions": {"show": {"/loader": ["csvLoader", "auto"]}}}, {"displayName": "Split Pages in PDF", "name": "splitPages", "type": "boolean", "default": true, "displayOptions": {"show": {"/loader": ["pdfLoader", "auto"]}}}, {"displayName": "Metadata Filter", "name": "metadata", "type": "fixedCollection", "default": {}, "typeOptions": {"multipleValues": true}, "options": [{"displayName": "Fields to Set", "name": "metadataValues", "values": [{"displayName": "Name", "name": "name", "type": "string", "default": "", "required": true}, {"displayName": "Value", "name": "value", "type": "string", "default": ""}]}]}]},
]
,
};
