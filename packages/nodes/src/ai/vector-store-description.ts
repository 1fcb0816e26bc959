import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';
import { connectionHintNotice } from './sub-node-description.js';

/*
 * The description every vector store node shares (n8n's modes, inputs and outputs by mode, common
 * parameters); each store adds its own fields at n8n's places.
 */

/** n8n's inputs and outputs of a vector store node, by the mode chosen. */
const STORE_INPUTS = "={{\n\t\t\t((parameters) => {\n\t\t\t\tconst mode = parameters?.mode;\n\t\t\t\tconst useReranker = parameters?.useReranker;\n\t\t\t\tconst inputs = [{ displayName: \"Embedding\", type: \"ai_embedding\", required: true, maxConnections: 1}]\n\n\t\t\t\tif (['load', 'retrieve', 'retrieve-as-tool'].includes(mode) && useReranker) {\n\t\t\t\t\tinputs.push({ displayName: \"Reranker\", type: \"ai_reranker\", required: true, maxConnections: 1})\n\t\t\t\t}\n\n\t\t\t\tif (mode === 'retrieve-as-tool') {\n\t\t\t\t\treturn inputs;\n\t\t\t\t}\n\n\t\t\t\tif (['insert', 'load', 'update'].includes(mode)) {\n\t\t\t\t\tinputs.push({ displayName: \"\", type: \"main\"})\n\t\t\t\t}\n\n\t\t\t\tif (['insert'].includes(mode)) {\n\t\t\t\t\tinputs.push({ displayName: \"Document\", type: \"ai_document\", required: true, maxConnections: 1})\n\t\t\t\t}\n\t\t\t\treturn inputs\n\t\t\t})($parameter)\n\t\t}}";
const STORE_OUTPUTS = "={{\n\t\t\t((parameters) => {\n\t\t\t\tconst mode = parameters?.mode ?? 'retrieve';\n\n\t\t\t\tif (mode === 'retrieve-as-tool') {\n\t\t\t\t\treturn [{ displayName: \"Tool\", type: \"ai_tool\"}]\n\t\t\t\t}\n\n\t\t\t\tif (mode === 'retrieve') {\n\t\t\t\t\treturn [{ displayName: \"Vector Store\", type: \"ai_vectorStore\"}]\n\t\t\t\t}\n\t\t\t\treturn [{ displayName: \"\", type: \"main\"}]\n\t\t\t})($parameter)\n\t\t}}";

export type VectorStoreMode = 'load' | 'insert' | 'retrieve' | 'retrieve-as-tool' | 'update';

const MODE_OPTIONS: Array<{ name: string; value: VectorStoreMode; description: string; action: string }> = [
  { name: 'Get Many', value: 'load', description: 'Get many ranked documents from the vector store for a query', action: 'Get ranked documents from vector store' },
  { name: 'Insert Documents', value: 'insert', description: 'Insert documents into the vector store', action: 'Add documents to vector store' },
  { name: 'Retrieve Documents (As Vector Store for Chain/Tool)', value: 'retrieve', description: 'Supply the store to a retriever or a vector store tool', action: 'Retrieve documents for Chain/Tool as Vector Store' },
  { name: 'Retrieve Documents (As Tool for AI Agent)', value: 'retrieve-as-tool', description: 'Offer the store to an AI agent as a search tool', action: 'Retrieve documents for AI Agent as Tool' },
  { name: 'Update Documents', value: 'update', description: 'Replace documents in the vector store by ID', action: 'Update vector store documents' },
];

export interface VectorStoreDescriptionParts {
  displayName: string;
  name: string;
  icon: string;
  description: string;
  credentials?: INodeTypeDescription['credentials'];
  /** Whether the store has n8n's Update mode. */
  updatable: boolean;
  /** Where the documents are kept (after the tool's description). */
  storeFields: INodeProperties[];
  /** Insert-mode settings (after the embedding batch size). */
  insertFields: INodeProperties[];
  /** Search settings and other modes' options (last). */
  searchFields: INodeProperties[];
}

export function vectorStoreDescription(parts: VectorStoreDescriptionParts): INodeTypeDescription {
  const modes = MODE_OPTIONS.filter((option) => parts.updatable || option.value !== 'update');
  return {
    displayName: parts.displayName,
    name: parts.name,
    icon: parts.icon,
    group: ['transform'],
    version: [1, 1.1, 1.2, 1.3],
    description: parts.description,
    defaults: { name: parts.displayName },
    codex: { categories: ['AI'], subcategories: { AI: ['Vector Stores', 'Tools', 'Root Nodes'], Tools: ['Other Tools'] } },
    inputs: STORE_INPUTS,
    outputs: STORE_OUTPUTS,
    credentials: parts.credentials ?? [],
    properties: [
      { displayName: 'New to vector stores? Start from a retrieval (RAG) workflow: insert documents, then ask a question and answer chain', name: 'ragStarterCallout', type: 'callout', default: '' },
      { displayName: 'Operation Mode', name: 'mode', type: 'options', default: 'retrieve', noDataExpression: true, options: modes },
      connectionHintNotice('This node must be connected to a vector store retriever. Insert one', { displayOptions: { show: { mode: ['retrieve'] } } }),
      {
        displayName: 'Name', name: 'toolName', type: 'string', default: '', required: true, description: 'Name of the vector store, as the agent sees it',
        displayOptions: { show: { '@version': [{ _cnd: { lte: 1.2 } }], mode: ['retrieve-as-tool'] } },
      },
      {
        displayName: 'Description', name: 'toolDescription', type: 'string', default: '', required: true, typeOptions: { rows: 2 },
        description: 'Explain to the agent what this tool finds, e.g. "Search the support articles for answers about billing"',
        displayOptions: { show: { mode: ['retrieve-as-tool'] } },
      },
      ...parts.storeFields,
      {
        displayName: 'Embedding Batch Size', name: 'embeddingBatchSize', type: 'number', default: 200, description: 'Documents embedded in one request to the embeddings model',
        displayOptions: { show: { mode: ['insert'], '@version': [{ _cnd: { gte: 1.1 } }] } },
      },
      ...parts.insertFields,
      { displayName: 'Prompt', name: 'prompt', type: 'string', default: '', required: true, description: 'What to search for: the documents nearest to it come back', displayOptions: { show: { mode: ['load'] } } },
      { displayName: 'Limit', name: 'topK', type: 'number', default: 4, description: 'Number of top results to fetch', displayOptions: { show: { mode: ['load', 'retrieve-as-tool'] } } },
      { displayName: 'Include Metadata', name: 'includeDocumentMetadata', type: 'boolean', default: true, description: 'Whether to add each document\'s metadata to the result', displayOptions: { show: { mode: ['load', 'retrieve-as-tool'] } } },
      { displayName: 'Rerank Results', name: 'useReranker', type: 'boolean', default: false, description: 'Whether to reorder the results with a connected reranker', displayOptions: { show: { mode: ['load', 'retrieve', 'retrieve-as-tool'] } } },
      { displayName: 'ID', name: 'id', type: 'string', default: '', required: true, description: 'ID of the document to replace', displayOptions: { show: { mode: ['update'] } } },
      ...parts.searchFields,
    ],
  };
}

/** n8n's metadata filter option: name/value pairs the results must match. */
export const METADATA_FILTER: INodeProperties = {
  displayName: 'Metadata Filter', name: 'metadata', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true }, placeholder: 'Add filter field',
  description: 'Only documents whose metadata has these values',
  options: [{
    displayName: 'Fields to Set', name: 'metadataValues',
    values: [
      { displayName: 'Name', name: 'name', type: 'string', default: '', required: true },
      { displayName: 'Value', name: 'value', type: 'string', default: '' },
    ],
  }],
};
