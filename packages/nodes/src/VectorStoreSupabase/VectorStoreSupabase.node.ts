import type { INodeProperties } from '@weft/workflow';
import { SupabaseVectorStore } from '../ai/supabase-vector-store.js';
import { METADATA_FILTER, vectorStoreDescription } from '../ai/vector-store-description.js';
import { metadataFilterOf, vectorStoreNodeType } from '../ai/vector-store-node.js';
import type { VectorStoreAdapter } from '../ai/vector-store-node.js';

const QUERY_NAME: INodeProperties = {
  displayName: 'Query Name', name: 'queryName', type: 'string', default: 'match_documents', description: 'The SQL function that searches the table (Supabase\'s vector guide names it match_documents)',
};
const options = (mode: string[], withFilter: boolean): INodeProperties => ({
  displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option', displayOptions: { show: { mode } },
  options: withFilter ? [QUERY_NAME, METADATA_FILTER] : [QUERY_NAME],
});

const adapter: VectorStoreAdapter = {
  async getStore(context, embeddings, itemIndex) {
    const credentials = await context.getCredentials<{ host: string; serviceRole: string }>('supabaseApi');
    return new SupabaseVectorStore(embeddings, {
      host: credentials.host,
      serviceRole: credentials.serviceRole,
      tableName: context.getNodeParameter('tableName', itemIndex, '', { extractValue: true }) as string,
      queryName: (context.getNodeParameter('options.queryName', itemIndex, 'match_documents') as string) || 'match_documents',
    });
  },
  filterOf: metadataFilterOf,
};

/** Supabase Vector Store: documents and vectors in a table of a Supabase project (pgvector behind PostgREST). */
export const VectorStoreSupabase = vectorStoreNodeType(vectorStoreDescription({
  displayName: 'Supabase Vector Store',
  name: '@n8n/n8n-nodes-langchain.vectorStoreSupabase',
  icon: 'file:supabase.svg',
  description: 'Work with your data in a Supabase table',
  credentials: [{ name: 'supabaseApi', required: true }],
  updatable: true,
  storeFields: [{
    displayName: 'Table Name', name: 'tableName', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
    description: 'The table of the documents (content, metadata, embedding columns, as in Supabase\'s vector guide)',
    modes: [{ displayName: 'From List', name: 'list', type: 'list' }, { displayName: 'ID', name: 'id', type: 'string' }],
  }],
  insertFields: [options(['insert'], false)],
  searchFields: [options(['load', 'retrieve-as-tool'], true), options(['retrieve'], true), options(['update'], false)],
}), adapter);
