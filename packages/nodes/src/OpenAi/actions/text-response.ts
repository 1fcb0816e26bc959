import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { binaryDataUrl, callTool, connectedTools, functionDefinition, locatorValue } from '../helpers.js';
import { openAiRequest } from '../transport.js';
import { builtInTools } from '../../ai/openai-built-in-tools.js';
import { first, responsesKwargs } from '../../ai/openai-responses-options.js';
import type { OneOrList, ResponsesOptions } from '../../ai/openai-responses-options.js';
import type { BuiltInToolsParameter } from '../../ai/openai-built-in-tools.js';

interface ResponseMessage {
  type?: string; role?: string; content?: string; imageType?: string; imageUrl?: string; binaryPropertyName?: string; fileId?: string;
  imageDetail?: string; fileType?: string; fileUrl?: string; fileName?: string;
}
interface ResponseOptions extends ResponsesOptions {
  include?: string[]; instructions?: string; maxTokens?: number; maxToolsIterations?: number; maxToolCalls?: number;
  parallelToolCalls?: boolean; previousResponseId?: string; reasoning?: { reasoningOptions?: OneOrList<{ effort?: string; summary?: string }> };
  store?: boolean; temperature?: number; topP?: number; truncation?: boolean;
}
type Item = IDataObject;
interface ApiResponse extends IDataObject { id: string; output: Item[] }

/** One entry of the Messages list as a Responses API input message. */
async function inputMessage(context: IExecuteFunctions, itemIndex: number, message: ResponseMessage): Promise<Item> {
  const role = message.role ?? 'user';
  const type = message.type ?? 'text';
  if (type === 'text') return { role, content: message.content ?? '' };
  if (type === 'image') {
    const detail = message.imageDetail ?? 'auto';
    if (message.imageType === 'fileId') return { role, content: [{ type: 'input_image', file_id: message.fileId, detail }] };
    const url = message.imageType === 'base64'
      ? (await binaryDataUrl(context, itemIndex, message.binaryPropertyName ?? 'data')).url
      : message.imageUrl;
    return { role, content: [{ type: 'input_image', image_url: url, detail }] };
  }
  if (message.fileType === 'fileId') return { role, content: [{ type: 'input_file', file_id: message.fileId }] };
  if (message.fileType === 'base64') {
    const file = await binaryDataUrl(context, itemIndex, message.binaryPropertyName ?? 'data');
    return { role, content: [{ type: 'input_file', file_data: file.url, filename: message.fileName || file.fileName }] };
  }
  return { role, content: [{ type: 'input_file', file_url: message.fileUrl }] };
}

function requestOptions(context: IExecuteFunctions, itemIndex: number, options: ResponseOptions): IDataObject {
  const body: IDataObject = {};
  const set = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') body[key] = value;
  };
  try {
    Object.assign(body, responsesKwargs(options));
  } catch (error) {
    throw new NodeOperationError(context.getNode(), (error as Error).message, { itemIndex });
  }
  if (options.include?.length) body.include = options.include;
  set('instructions', options.instructions);
  set('max_output_tokens', options.maxTokens);
  set('max_tool_calls', options.maxToolCalls);
  set('parallel_tool_calls', options.parallelToolCalls);
  set('previous_response_id', options.previousResponseId);
  set('prompt_cache_key', options.promptCacheKey);
  const reasoning = first(options.reasoning?.reasoningOptions);
  if (reasoning) body.reasoning = { effort: reasoning.effort ?? 'medium', ...(reasoning.summary && reasoning.summary !== 'none' ? { summary: reasoning.summary } : {}) };
  set('service_tier', options.serviceTier);
  set('store', options.store);
  set('temperature', options.temperature);
  set('top_p', options.topP);
  if (options.truncation !== undefined) body.truncation = options.truncation ? 'auto' : 'disabled';
  return body;
}

function builtInToolsOf(context: IExecuteFunctions, itemIndex: number): IDataObject[] {
  try {
    return builtInTools(context.getNodeParameter('builtInTools', itemIndex, {}) as BuiltInToolsParameter);
  } catch (error) {
    throw new NodeOperationError(context.getNode(), (error as Error).message, { itemIndex });
  }
}

/**
 * The request that sends function outputs back: a conversation or a stored response already holds the
 * earlier turns, so only the outputs go; without storage the whole exchange is sent again.
 */
function followUp(body: IDataObject, input: Item[], response: ApiResponse, outputs: Item[]): IDataObject {
  if (body.conversation !== undefined) return { ...body, input: outputs };
  if (body.store !== false) return { ...body, previous_response_id: response.id, input: outputs };
  input.push(...response.output.filter((item) => item.type === 'function_call' || item.type === 'reasoning'), ...outputs);
  return { ...body, input };
}

/**
 * Text > Message a Model of versions 2.x: OpenAI's Responses API. Connected tools become function tools;
 * the model's function calls are run and their outputs sent back until it answers (or the iteration
 * limit). Simplified output keeps the response's `output` items.
 */
export async function respondToModel(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const model = locatorValue(this, 'modelId', itemIndex);
  const given = this.getNodeParameter('responses.values', itemIndex, []) as ResponseMessage[];
  const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
  const options = this.getNodeParameter('options', itemIndex, {}) as ResponseOptions & { maxToolsIterations?: number };
  const input: Item[] = [];
  for (const message of given) input.push(await inputMessage(this, itemIndex, message));
  if (input.length === 0 && !options.previousResponseId && !options.conversationId) {
    throw new NodeOperationError(this.getNode(), 'Add at least one message', { itemIndex });
  }
  const tools = await connectedTools(this, itemIndex);
  const allTools = [
    ...tools.map((tool) => ({ type: 'function', ...functionDefinition(tool) })),
    ...builtInToolsOf(this, itemIndex),
  ];
  const body: IDataObject = { model, input, ...requestOptions(this, itemIndex, options), ...(allTools.length > 0 ? { tools: allTools } : {}) };
  let response = await openAiRequest(this, { method: 'POST', path: '/responses', body }) as ApiResponse;
  const maxIterations = options.maxToolsIterations ?? 15;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const calls = response.output.filter((item) => item.type === 'function_call');
    if (calls.length === 0 || tools.length === 0) break;
    const outputs: Item[] = [];
    for (const call of calls) {
      outputs.push({ type: 'function_call_output', call_id: call.call_id, output: await callTool(tools, String(call.name), String(call.arguments)) });
    }
    response = await openAiRequest(this, { method: 'POST', path: '/responses', body: followUp(body, input, response, outputs) }) as ApiResponse;
  }
  return [{ json: simplify ? { output: response.output } : response, pairedItem: { item: itemIndex } }];
}
