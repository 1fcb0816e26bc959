import type { ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { loadModelOptions } from '../ai/model-supply.js';

export interface OllamaCredentials { baseUrl: string; apiKey?: string }

export function ollamaBaseUrl(credentials: { baseUrl?: string }): string {
  return (credentials.baseUrl || 'http://localhost:11434').replace(/\/$/, '');
}

/** The key goes along only when there is one: a plain Ollama server has none. */
export function ollamaHeaders(credentials: OllamaCredentials): Record<string, string> | undefined {
  return credentials.apiKey ? { Authorization: `Bearer ${credentials.apiKey}` } : undefined;
}

/** The models pulled on the Ollama server (GET /api/tags). */
export async function ollamaModels(context: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const credentials = await context.getCredentials<OllamaCredentials>('ollamaApi');
  return loadModelOptions<{ models?: Array<{ name: string }> }>(
    context, 'ollamaApi', { url: `${ollamaBaseUrl(credentials)}/api/tags` },
    (body) => (body.models ?? []).map((model) => ({ name: model.name, value: model.name })),
  );
}
