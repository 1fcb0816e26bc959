import { nextAnswer, startStandInServer, streamPieces, words } from './stand-in-server.js';
import type { Script, StandInReply } from './stand-in-server.js';

/*
 * A loopback stand-in of Anthropic's Messages API (POST /v1/messages, GET /v1/models), from its public
 * reference: the key in `x-api-key`, the `anthropic-version` header, the body checked (max_tokens,
 * alternating roles, each tool_result answering a tool_use of the turn before), text and tool_use content
 * blocks, streaming as server-sent events, and errors as {type:'error', error:{type, message}}.
 */

/** A content block: text, tool_use (id, name, input), tool_result (tool_use_id, content), or another kind. */
interface Block { type: string; text?: string; id?: string; name?: string; input?: unknown; tool_use_id?: string; content?: unknown }

export interface AnthropicRequest {
  headers: Record<string, string | string[] | undefined>;
  body: {
    model: string;
    max_tokens: number;
    messages: Array<{ role: 'user' | 'assistant'; content: string | Block[] }>;
    system?: string | Array<{ type: 'text'; text: string }>;
    tools?: Array<{ name: string; description?: string; input_schema: unknown }>;
    stream?: boolean;
    temperature?: number;
    top_k?: number;
    top_p?: number;
    thinking?: { type: string; budget_tokens?: number };
  };
}

export interface AnthropicStandIn {
  /** The credential's URL (Anthropic's is https://api.anthropic.com). */
  url: string;
  script(...answers: Script<AnthropicRequest>): void;
  requests: AnthropicRequest[];
  close(): Promise<void>;
}

export const ANTHROPIC_MODELS = [
  { id: 'claude-sonnet-4-5-20250929', display_name: 'Claude Sonnet 4.5' },
  { id: 'claude-3-5-haiku-20241022', display_name: 'Claude Haiku 3.5' },
  { id: 'claude-3-haiku-20240307', display_name: 'Claude Haiku 3' },
  { id: 'claude-3-5-sonnet-20240620', display_name: 'Claude Sonnet 3.5' },
  { id: 'claude-3-sonnet-20240229', display_name: 'Claude Sonnet 3' },
  { id: 'claude-2', display_name: 'Claude 2.0' },
];

const error = (type: string, message: string) => ({ type: 'error', error: { type, message } });

function blocksOf(content: string | Block[]): Block[] {
  return typeof content === 'string' ? [{ type: 'text', text: content }] : content;
}

/** Why Anthropic would answer 400 to this body, or undefined. */
function invalidBody(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return 'There was an issue with your request body: could not parse JSON';
  const { model, max_tokens: maxTokens, messages } = body as Record<string, unknown>;
  if (typeof model !== 'string') return 'model: Field required';
  if (typeof maxTokens !== 'number') return 'max_tokens: Field required';
  if (!Array.isArray(messages) || messages.length === 0) return 'messages: at least one message is required';
  let previous: Block[] = [];
  for (const [index, message] of (messages as AnthropicRequest['body']['messages']).entries()) {
    if (message.role !== 'user' && message.role !== 'assistant') return `messages.${index}.role: Input should be 'user' or 'assistant'`;
    if (index === 0 && message.role !== 'user') return 'messages: first message must use the "user" role';
    if (index > 0 && messages[index - 1].role === message.role) return 'messages: roles must alternate between "user" and "assistant", but found multiple "' + message.role + '" roles in a row';
    if (typeof message.content !== 'string' && !Array.isArray(message.content)) return `messages.${index}.content: Field required`;
    const blocks = blocksOf(message.content);
    const asked = new Set(previous.filter((block) => block.type === 'tool_use').map((block) => block.id as string));
    for (const [at, block] of blocks.entries()) {
      if (block.type === 'tool_result' && !asked.has(block.tool_use_id as string)) {
        return `messages.${index}.content.${at}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${String(block.tool_use_id)}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`;
      }
    }
    previous = blocks;
  }
  return undefined;
}

export async function startAnthropicStandIn(options: { apiKey: string }): Promise<AnthropicStandIn> {
  const queue: Script<AnthropicRequest> = [];
  const requests: AnthropicRequest[] = [];
  let counter = 0;

  const answer = (request: AnthropicRequest, reply: StandInReply) => {
    const { body } = request;
    if (!ANTHROPIC_MODELS.some((model) => model.id === body.model)) return reply.json(404, error('not_found_error', `model: ${body.model}`));
    const scripted = nextAnswer(queue, request);
    if (!scripted) return reply.json(500, error('api_error', 'The stand-in has no scripted answer left for this request'));
    if ('rateLimited' in scripted) {
      return reply.json(429, error('rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit (https://docs.anthropic.com/en/api/rate-limits); see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later.'), { 'retry-after': '1' });
    }
    requests.push(request);
    counter++;
    const id = `msg_standin${counter}`;
    const content: Block[] = [
      ...(scripted.content ? [{ type: 'text', text: scripted.content }] : []),
      ...(scripted.toolCalls ?? []).map((call, index) => ({ type: 'tool_use', id: `toolu_standin${counter}_${index}`, name: call.name, input: call.arguments })),
    ];
    const stopReason = scripted.toolCalls?.length ? 'tool_use' : 'end_turn';
    const system = typeof body.system === 'string' ? body.system : (body.system ?? []).map((block) => block.text).join(' ');
    const inputTokens = scripted.usage?.prompt_tokens ?? body.messages.reduce((sum, message) => sum + 3 + words(message.content), words(system));
    const outputTokens = scripted.usage?.completion_tokens ?? content.reduce((sum, block) => sum + words(block.type === 'text' ? block.text : block.input), 0);
    if (!body.stream) {
      return reply.json(200, {
        id, type: 'message', role: 'assistant', model: body.model, content, stop_reason: stopReason, stop_sequence: null,
        usage: { input_tokens: inputTokens, output_tokens: outputTokens },
      });
    }
    const stream = reply.stream('text/event-stream');
    const send = (event: string, data: object) => stream.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`);
    send('message_start', { message: { id, type: 'message', role: 'assistant', model: body.model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: inputTokens, output_tokens: 1 } } });
    send('ping', {});
    content.forEach((block, index) => {
      if (block.type === 'text') {
        send('content_block_start', { index, content_block: { type: 'text', text: '' } });
        for (const piece of streamPieces(block.text as string)) send('content_block_delta', { index, delta: { type: 'text_delta', text: piece } });
      } else {
        send('content_block_start', { index, content_block: { ...block, input: {} } });
        send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } });
      }
      send('content_block_stop', { index });
    });
    send('message_delta', { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: outputTokens } });
    send('message_stop', {});
    stream.end();
  };

  const server = await startStandInServer((request, reply) => {
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || key === '') return reply.json(401, error('authentication_error', 'x-api-key header is required'));
    if (key !== options.apiKey) return reply.json(401, error('authentication_error', 'invalid x-api-key'));
    if (!request.headers['anthropic-version']) return reply.json(400, error('invalid_request_error', 'anthropic-version: header is required'));
    if (request.method === 'GET' && request.path === '/v1/models') {
      const data = ANTHROPIC_MODELS.map((model) => ({ type: 'model', ...model, created_at: '2025-01-01T00:00:00Z' }));
      return reply.json(200, { data, has_more: false, first_id: data[0]?.id, last_id: data.at(-1)?.id });
    }
    if (request.method !== 'POST' || request.path !== '/v1/messages') return reply.json(404, error('not_found_error', 'Not Found'));
    const invalid = invalidBody(request.body);
    if (invalid) return reply.json(400, error('invalid_request_error', invalid));
    answer({ headers: request.headers, body: request.body as AnthropicRequest['body'] }, reply);
  });
  return { url: server.origin, script: (...answers) => void queue.push(...answers), requests, close: server.close };
}

/** An Anthropic stand-in that is overloaded (529) whatever it is asked. */
export async function startOverloadedAnthropic(): Promise<{ url: string; close(): Promise<void> }> {
  const server = await startStandInServer((_request, reply) => reply.json(529, error('overloaded_error', 'Overloaded')));
  return { url: server.origin, close: server.close };
}
