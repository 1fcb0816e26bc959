import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { callTool, connectedTools, functionDefinition, locatorValue } from '../helpers.js';
import { openAiRequest } from '../transport.js';

interface MessageOptions {
  frequency_penalty?: number; maxTokens?: number; n?: number; presence_penalty?: number; temperature?: number; topP?: number;
  reasoning_effort?: string; maxToolsIterations?: number;
}
interface ChatMessage { role: string; content: string | null; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>; tool_call_id?: string }
interface ChatCompletion { choices: Array<{ message: ChatMessage & IDataObject } & IDataObject> }

/**
 * Text > Message a Model of versions 1.x: a chat completion. Tools on the Tools input are offered as
 * functions; while the model calls them, their answers go back until it answers in text (or the
 * iteration limit is reached).
 */
export async function messageModel(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const model = locatorValue(this, 'modelId', itemIndex);
  const given = this.getNodeParameter('messages.values', itemIndex, []) as Array<{ role?: string; content?: string }>;
  const jsonOutput = this.getNodeParameter('jsonOutput', itemIndex, false) as boolean;
  const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
  const options = this.getNodeParameter('options', itemIndex, {}) as MessageOptions;
  const messages: ChatMessage[] = given.map((message) => ({ role: message.role ?? 'user', content: message.content ?? '' }));
  if (messages.length === 0) throw new NodeOperationError(this.getNode(), 'Add at least one message', { itemIndex });
  // JSON mode needs the word "JSON" in the conversation; a system message says it, as n8n does.
  if (jsonOutput) messages.unshift({ role: 'system', content: 'You are a helpful assistant designed to output JSON.' });

  const tools = await connectedTools(this, itemIndex);
  const body: IDataObject = {
    model, messages: messages as unknown as IDataObject[],
    ...(options.frequency_penalty !== undefined ? { frequency_penalty: options.frequency_penalty } : {}),
    ...(options.presence_penalty !== undefined ? { presence_penalty: options.presence_penalty } : {}),
    ...(options.maxTokens !== undefined ? { max_tokens: options.maxTokens } : {}),
    ...(options.n !== undefined ? { n: options.n } : {}),
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.topP !== undefined ? { top_p: options.topP } : {}),
    ...(options.reasoning_effort !== undefined ? { reasoning_effort: options.reasoning_effort } : {}),
    ...(jsonOutput ? { response_format: { type: 'json_object' } } : {}),
    ...(tools.length > 0 ? { tools: tools.map((tool) => ({ type: 'function', function: functionDefinition(tool) })) } : {}),
  };
  const version = this.getNode().typeVersion;
  const maxIterations = version >= 1.5 ? options.maxToolsIterations ?? 15 : Infinity;
  let response = await openAiRequest(this, { method: 'POST', path: '/chat/completions', body }) as ChatCompletion;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const answer = response.choices[0]?.message;
    if (!answer?.tool_calls?.length || tools.length === 0) break;
    messages.push(answer);
    for (const toolCall of answer.tool_calls) {
      messages.push({ role: 'tool', tool_call_id: toolCall.id, content: await callTool(tools, toolCall.function.name, toolCall.function.arguments) });
    }
    response = await openAiRequest(this, { method: 'POST', path: '/chat/completions', body: { ...body, messages: messages as unknown as IDataObject[] } }) as ChatCompletion;
  }
  if (jsonOutput) {
    for (const choice of response.choices) {
      try {
        choice.message.content = JSON.parse(String(choice.message.content)) as never;
      } catch {
        // Content that is not JSON stays as the model wrote it.
      }
    }
  }
  const results = simplify ? response.choices : [response];
  return results.map((json) => ({ json: json as IDataObject, pairedItem: { item: itemIndex } }));
}
