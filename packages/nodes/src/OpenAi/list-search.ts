import type { ILoadOptionsFunctions, INodeListSearchResult } from '@weft/workflow';
import { notChatModel, openAiShapedModels, searchResults } from '../ai/model-supply.js';
import { openAiRequest } from './transport.js';

/** OpenAI answers at most this many assistants a page. */
const ASSISTANTS_PAGE = 100;

const named = (filter: string | undefined) => (name: string) => !filter || name.toLowerCase().includes(filter.toLowerCase());

/** The Model pickers (n8n's `modelSearch`): the models of the credential's server that a chat can use, by name. */
export async function modelSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const credentials = await this.getCredentials<{ url?: string }>('openAiApi');
  const body = await openAiRequest(this, { method: 'GET', path: '/models' }) as { data?: Array<{ id: string }> };
  const models = openAiShapedModels(notChatModel(credentials.url))(body).sort((a, b) => a.name.localeCompare(b.name));
  return searchResults(models, filter);
}

/** The Assistant pickers (n8n's `assistantSearch`): a page of assistants, the next asked after the last one's ID. */
export async function assistantSearch(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
  const page = await openAiRequest(this, {
    method: 'GET', path: '/assistants', assistants: true,
    qs: { limit: ASSISTANTS_PAGE, ...(paginationToken ? { after: paginationToken } : {}) },
  }) as { data: Array<{ id: string; name: string | null }>; has_more?: boolean; last_id?: string | null };
  const wanted = named(filter);
  const results = page.data
    .map((assistant) => ({ name: assistant.name || assistant.id, value: assistant.id }))
    .filter((result) => wanted(result.name) || wanted(result.value));
  return { results, ...(page.has_more && page.last_id ? { paginationToken: page.last_id } : {}) };
}

/** The File pickers (n8n's `fileSearch`): the account's files by name. */
export async function fileSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const body = await openAiRequest(this, { method: 'GET', path: '/files' }) as { data: Array<{ id: string; filename: string }> };
  return searchResults(body.data.map((file) => ({ name: file.filename, value: file.id })), filter);
}
