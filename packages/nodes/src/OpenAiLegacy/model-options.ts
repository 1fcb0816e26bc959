import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { openAiRequest } from '../OpenAi/transport.js';

/* The model lists of the legacy OpenAI node: the credential's models, narrowed as n8n narrows them. */

async function modelIds(context: ILoadOptionsFunctions, keep: (id: string) => boolean): Promise<INodePropertyOptions[]> {
  const answer = await openAiRequest(context, { method: 'GET', path: '/models' }) as { data?: IDataObject[] };
  return (answer.data ?? []).map((model) => String(model.id)).filter(keep).sort().map((id) => ({ name: id, value: id }));
}

/** Completion models: everything but chat, image, audio, speech and edit models (and gpt-3.5-turbo-instruct, which completes). */
const isTextModel = (id: string) => (id === 'gpt-3.5-turbo-instruct' || !id.startsWith('gpt-'))
  && !['audio-', 'dall-', 'tts-', 'whisper-'].some((prefix) => id.startsWith(prefix))
  && !['cushman:2020-05-03', 'davinci-if:3.0.0', 'davinci-instruct-beta:2.0.0', 'if'].includes(id)
  && !id.includes('-edit-') && !id.endsWith(':001');

export const modelOptions = {
  async chatModels(this: ILoadOptionsFunctions) {
    return modelIds(this, (id) => id.startsWith('gpt-') && !id.startsWith('gpt-4-vision'));
  },
  async textModels(this: ILoadOptionsFunctions) {
    return modelIds(this, isTextModel);
  },
  async imageModels(this: ILoadOptionsFunctions) {
    return modelIds(this, (id) => id.startsWith('dall-'));
  },
};
