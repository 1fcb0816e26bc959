import type { ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { loadModelOptions } from '../ai/model-supply.js';

export interface GooglePalmCredentials { host: string; apiKey: string }

/** The credential's host without a trailing slash (Google's by default). */
export function geminiHost(credentials: { host?: string }): string {
  return (credentials.host || 'https://generativelanguage.googleapis.com').replace(/\/$/, '');
}

/** Gemini's models that support `method` (generateContent for chat, embedContent for embeddings), valued `models/<id>` as n8n saves them. */
export async function geminiModels(context: ILoadOptionsFunctions, method: 'generateContent' | 'embedContent'): Promise<INodePropertyOptions[]> {
  const credentials = await context.getCredentials<GooglePalmCredentials>('googlePalmApi');
  return loadModelOptions<{ models?: Array<{ name: string; displayName?: string; supportedGenerationMethods?: string[] }> }>(
    context, 'googlePalmApi', { url: `${geminiHost(credentials)}/v1beta/models?pageSize=1000` },
    (body) => (body.models ?? [])
      .filter((model) => model.supportedGenerationMethods?.includes(method))
      .map((model) => ({ name: model.name.replace(/^models\//, ''), value: model.name, ...(model.displayName ? { description: model.displayName } : {}) })),
  );
}
