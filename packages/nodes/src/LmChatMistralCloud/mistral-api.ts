import type { ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { loadModelOptions, openAiShapedModels } from '../ai/model-supply.js';

const MISTRAL_API = 'https://api.mistral.ai/v1';

/** Mistral's server: its client adds `/v1/…` itself, so it takes the address without it. */
export function mistralServer(credentials: { url?: string }): string {
  return (credentials.url || MISTRAL_API).replace(/\/$/, '').replace(/\/v1$/, '');
}

/** Mistral's models (GET /v1/models) that `keep` lets through: the chat node and the embeddings node list different ones. */
export async function mistralModels(context: ILoadOptionsFunctions, keep: (id: string) => boolean): Promise<INodePropertyOptions[]> {
  const credentials = await context.getCredentials<{ url?: string }>('mistralCloudApi');
  return loadModelOptions(context, 'mistralCloudApi', { url: `${mistralServer(credentials)}/v1/models` }, openAiShapedModels((id) => !keep(id)));
}
