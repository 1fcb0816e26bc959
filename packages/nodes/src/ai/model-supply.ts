import type { Embeddings } from '@langchain/core/embeddings';
import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import type { ILoadOptionsFunctions, INodePropertyOptions, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { EmbeddingsCallLog } from './embeddings-call-log.js';
import { ModelCallLog } from './model-call-log.js';
import { modelNodeError } from './model-error.js';
import { reportingNodeErrors } from './node-errors.js';

/**
 * What every model and embeddings node does around its provider's LangChain class: the call log on the
 * node (pass `callbacks` to the class), provider errors turned into the node's errors, and the supply.
 */
export function modelSupply(context: ISupplyDataFunctions) {
  const node = context.getNode();
  const toNodeError = (error: unknown) => modelNodeError(node, error);
  return {
    callbacks: [new ModelCallLog(context, toNodeError)],
    supply: (model: BaseLanguageModel): SupplyData => ({ response: reportingNodeErrors(model, toNodeError) }),
    supplyEmbeddings: (embeddings: Embeddings): SupplyData => ({ response: new EmbeddingsCallLog(embeddings, context, toNodeError) }),
  };
}

/**
 * Providers whose node has no "Max Retries" option retry a failed call this many times: LangChain's own
 * default (6, backing off to half a minute) would keep a rate-limited workflow waiting for a minute.
 */
export const DEFAULT_MODEL_RETRIES = 2;

/** A model list asked of the provider with the node's credential, as options sorted by name. */
export async function loadModelOptions<Body>(
  context: ILoadOptionsFunctions,
  credentialType: string,
  request: { url: string; headers?: Record<string, string> },
  pick: (body: Body) => INodePropertyOptions[],
): Promise<INodePropertyOptions[]> {
  const send = context.helpers.httpRequestWithAuthentication;
  if (!send) throw new Error('This context cannot send requests');
  const body = await send.call(context, credentialType, { method: 'GET', url: request.url, json: true, ...(request.headers ? { headers: request.headers } : {}) }) as Body;
  return pick(body).sort((a, b) => a.name.localeCompare(b.name));
}

/** The models of an OpenAI-shaped `GET …/models` answer, but those `skip` rules out. */
export function openAiShapedModels(skip: (id: string) => boolean = () => false) {
  return (body: { data?: Array<{ id: string }> }): INodePropertyOptions[] => (body.data ?? [])
    .filter((model) => !skip(model.id))
    .map((model) => ({ name: model.id, value: model.id }));
}

const OPENAI_API = 'https://api.openai.com/v1';
const NOT_CHAT = /embedding|whisper|tts|dall-e|davinci|babbage|moderation|instruct|transcribe|image|realtime|audio/;

/**
 * Which models of an OpenAI-shaped server a chat cannot use: OpenAI's own list holds embedding, audio
 * and image models; another server (the credential's base URL) lists only what it serves, all kept.
 */
export function notChatModel(baseUrl: string | undefined): ((id: string) => boolean) | undefined {
  const base = (baseUrl || OPENAI_API).replace(/\/+$/, '');
  return base === OPENAI_API ? (id) => NOT_CHAT.test(id) : undefined;
}

/** A list search (resource locator "From List") over loaded options: those whose name holds `filter`. */
export function searchResults(options: INodePropertyOptions[], filter?: string) {
  const wanted = filter?.toLowerCase() ?? '';
  return { results: options.filter((option) => option.name.toLowerCase().includes(wanted) || String(option.value).toLowerCase().includes(wanted)) };
}
