import { ApiRefusal, invalid, missing, notFound, rateLimit, requireModel, words } from './kit.js';
import type { StandInApi, StandInCall, StandInState } from './kit.js';
import type { ScriptedAnswer } from '../openai-stand-in.js';
import { conversations } from './conversations.js';

/*
 * OpenAI's Responses API (`POST /v1/responses`): input as a string or a list of items (messages with
 * input_text / input_image / input_file parts, function calls and their outputs), function and built-in
 * tools, `previous_response_id` and `conversation` for earlier turns. Answers come from the shared script:
 * an output_text message or function_call items; streamed as response events when asked.
 */

type Item = Record<string, unknown>;
const stored = new Map<string, { input: Item[]; output: Item[] }>();
const BUILT_IN = ['web_search', 'web_search_preview', 'file_search', 'code_interpreter', 'image_generation', 'mcp'];

function inputItems(input: unknown): Item[] {
  if (input === undefined) return [];
  if (typeof input === 'string') return [{ type: 'message', role: 'user', content: input }];
  if (!Array.isArray(input)) throw invalid("Invalid type for 'input': expected one of a string or array of input items.", 'input');
  return input as Item[];
}

function checkItems(items: Item[], earlier: Item[]): void {
  const calls = new Set([...earlier, ...items].filter((item) => item.type === 'function_call').map((item) => item.call_id));
  items.forEach((item, index) => {
    const type = item.type ?? 'message';
    if (type === 'message') {
      if (!['user', 'assistant', 'system', 'developer'].includes(String(item.role))) {
        throw invalid(`Invalid value: '${String(item.role)}'. Supported values are: 'assistant', 'system', 'developer', and 'user'.`, `input[${index}].role`);
      }
      if (item.content === undefined) throw missing(`input[${index}].content`);
      const parts = typeof item.content === 'string' ? [] : item.content as Item[];
      parts.forEach((part, at) => {
        if (part.type === 'input_image' && part.image_url === undefined && part.file_id === undefined) throw missing(`input[${index}].content[${at}].image_url`);
        if (part.type === 'input_file' && part.file_id === undefined && part.file_url === undefined && part.file_data === undefined) throw missing(`input[${index}].content[${at}].file_id`);
        if (part.type === 'input_file' && part.file_data !== undefined && part.filename === undefined) throw missing(`input[${index}].content[${at}].filename`);
      });
    } else if (type === 'function_call_output') {
      if (!calls.has(item.call_id)) throw invalid(`No tool call found for function call output with call_id ${String(item.call_id)}.`, 'input');
      if (typeof item.output !== 'string') throw missing(`input[${index}].output`);
    } else if (type !== 'function_call' && type !== 'reasoning' && type !== 'item_reference') {
      throw invalid(`Invalid value: '${String(type)}'.`, `input[${index}].type`);
    }
  });
}

function checkTools(tools: unknown): void {
  if (tools === undefined) return;
  if (!Array.isArray(tools)) throw invalid("Invalid type for 'tools': expected an array.", 'tools');
  (tools as Item[]).forEach((tool, index) => {
    if (tool.type === 'function') {
      if (typeof tool.name !== 'string') throw missing(`tools[${index}].name`);
    } else if (!BUILT_IN.includes(String(tool.type))) {
      throw invalid(`Invalid value: '${String(tool.type)}'.`, `tools[${index}].type`);
    } else if (tool.type === 'file_search' && !Array.isArray(tool.vector_store_ids)) {
      throw missing(`tools[${index}].vector_store_ids`);
    } else if (tool.type === 'code_interpreter' && tool.container === undefined) {
      throw missing(`tools[${index}].container`);
    }
  });
}

function respond(call: StandInCall, state: StandInState) {
  const body = call.body ?? {};
  const model = requireModel(body.model, state.models);
  const previous = typeof body.previous_response_id === 'string' ? stored.get(body.previous_response_id) : undefined;
  if (body.previous_response_id !== undefined && !previous) throw notFound(`Previous response with id '${String(body.previous_response_id)}' not found.`, 'previous_response_id');
  const conversationId = typeof body.conversation === 'string' ? body.conversation : (body.conversation as Item | undefined)?.id;
  const conversation = conversationId === undefined ? undefined : conversations.get(String(conversationId));
  if (conversationId !== undefined && !conversation) throw notFound(`Conversation with id '${String(conversationId)}' not found.`, 'conversation');
  if (previous && conversation) throw invalid('Mutually exclusive parameters: previous_response_id and conversation.', 'conversation');
  const earlier = [...(previous ? [...previous.input, ...previous.output] : []), ...((conversation?.items ?? []) as Item[])];
  const input = inputItems(body.input);
  if (input.length === 0 && earlier.length === 0 && body.prompt === undefined) throw missing('input');
  checkItems(input, earlier);
  checkTools(body.tools);
  if (state.takeRateLimit()) throw rateLimit(model);
  const next = state.nextAnswer() as ScriptedAnswer | ((request: unknown) => ScriptedAnswer) | undefined;
  if (!next) throw new ApiRefusal(500, 'The stand-in has no scripted answer left for this request', 'server_error');
  const answer = typeof next === 'function' ? next({ headers: call.headers, body }) : next;
  if ('rateLimited' in answer) throw rateLimit(model);
  const id = state.id('resp');
  const output: Item[] = answer.toolCalls
    ? answer.toolCalls.map((toolCall) => ({
      type: 'function_call', id: state.id('fc'), call_id: state.id('call'), name: toolCall.name,
      arguments: JSON.stringify(toolCall.arguments), status: 'completed',
    }))
    : [];
  if (answer.content) {
    output.unshift({
      type: 'message', id: state.id('msg'), status: 'completed', role: 'assistant',
      content: [{ type: 'output_text', text: answer.content, annotations: [], logprobs: [] }],
    });
  }
  const inputTokens = [...earlier, ...input].reduce((sum, item) => sum + 3 + words(item.content ?? item.output ?? item.arguments), 0);
  const outputTokens = words(answer.content ?? '') + (answer.toolCalls ?? []).reduce((sum, toolCall) => sum + words(JSON.stringify(toolCall.arguments)), 0);
  if (body.store !== false) stored.set(id, { input: [...earlier, ...input], output });
  conversation?.items.push(...input, ...output);
  return {
    id, object: 'response', created_at: state.now(), status: 'completed', background: false, error: null, incomplete_details: null,
    instructions: body.instructions ?? null, max_output_tokens: body.max_output_tokens ?? null, model,
    output, parallel_tool_calls: body.parallel_tool_calls ?? true, previous_response_id: body.previous_response_id ?? null,
    conversation: conversation ? { id: conversation.id } : null,
    reasoning: { effort: (body.reasoning as Item | undefined)?.effort ?? null, summary: null }, store: body.store ?? true,
    temperature: body.temperature ?? 1, text: body.text ?? { format: { type: 'text' }, verbosity: 'medium' },
    tool_choice: body.tool_choice ?? 'auto', tools: body.tools ?? [], top_p: body.top_p ?? 1, truncation: body.truncation ?? 'disabled',
    usage: {
      input_tokens: inputTokens, input_tokens_details: { cached_tokens: 0 },
      output_tokens: outputTokens, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: inputTokens + outputTokens,
    },
    user: null, metadata: body.metadata ?? {},
  };
}

/** The events a streamed response sends, in the order OpenAI documents them. */
function events(response: ReturnType<typeof respond>): unknown[] {
  let sequence = 0;
  const event = (type: string, fields: Item) => ({ type, sequence_number: sequence++, ...fields });
  const list: unknown[] = [event('response.created', { response: { ...response, status: 'in_progress', output: [], usage: null } })];
  response.output.forEach((item, index) => {
    list.push(event('response.output_item.added', { output_index: index, item: { ...item, status: 'in_progress', ...(item.type === 'message' ? { content: [] } : { arguments: '' }) } }));
    if (item.type === 'message') {
      const text = ((item.content as Item[])[0] as Item).text as string;
      for (const piece of text.match(/\S+\s*/g) ?? []) {
        list.push(event('response.output_text.delta', { item_id: item.id, output_index: index, content_index: 0, delta: piece }));
      }
      list.push(event('response.output_text.done', { item_id: item.id, output_index: index, content_index: 0, text }));
    } else {
      list.push(event('response.function_call_arguments.delta', { item_id: item.id, output_index: index, delta: item.arguments }));
      list.push(event('response.function_call_arguments.done', { item_id: item.id, output_index: index, arguments: item.arguments }));
    }
    list.push(event('response.output_item.done', { output_index: index, item }));
  });
  list.push(event('response.completed', { response }));
  return list;
}

export const responsesApi: StandInApi = (call, state) => {
  const match = /^\/v1\/responses(?:\/([^/]+))?$/.exec(call.path);
  if (!match) return undefined;
  if (match[1]) {
    if (call.method !== 'GET') return undefined;
    const found = stored.get(match[1]);
    if (!found) throw notFound(`Response with id '${match[1]}' not found.`);
    return { json: { id: match[1], object: 'response', status: 'completed', output: found.output } };
  }
  if (call.method !== 'POST') return undefined;
  const response = respond(call, state);
  return call.body?.stream === true ? { events: events(response) } : { json: response };
};
