import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerEmbeddings } from './openai-embeddings-endpoint.js';
import type { EmbeddingRequest } from './openai-embeddings-endpoint.js';
import { ApiRefusal, words } from './openai-stand-in/kit.js';
import type { FormFile, Reply, StandInApi, StandInCall, StandInState, StoredFile } from './openai-stand-in/kit.js';
import { responsesApi } from './openai-stand-in/responses.js';
import { imagesApi } from './openai-stand-in/images.js';
import { audioApi } from './openai-stand-in/audio.js';
import { filesApi } from './openai-stand-in/files.js';
import { assistantsApi } from './openai-stand-in/assistants.js';
import { moderationsApi } from './openai-stand-in/moderations.js';
import { conversationsApi } from './openai-stand-in/conversations.js';
import { videosApi } from './openai-stand-in/videos.js';
import { editsApi } from './openai-stand-in/edits.js';
import { completionAnswer, invalidCompletionBody } from './openai-completions-endpoint.js';

/*
 * A loopback stand-in of OpenAI's API: chat completions and embeddings (also what Ollama, vLLM and LM
 * Studio serve) here, and in ./openai-stand-in/ one file per further API (responses, images, audio,
 * files, assistants, moderations, conversations, videos, the legacy edits). It checks each request as the real API does
 * (key, model, required fields) and answers from the test's script, in order: text, tool calls, or an
 * error (rate limit); streamed when asked.
 */

const APIS: StandInApi[] = [responsesApi, imagesApi, audioApi, filesApi, assistantsApi, moderationsApi, conversationsApi, videosApi, editsApi];

export interface ScriptedToolCall { name: string; arguments: Record<string, unknown> }

export type ScriptedAnswer =
  | { content: string; toolCalls?: undefined; usage?: Usage }
  | { content?: string | null; toolCalls: ScriptedToolCall[]; usage?: Usage }
  | { rateLimited: true };

export interface Usage { prompt_tokens: number; completion_tokens: number; total_tokens: number }

export interface ChatRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: Array<{ role: string; content?: unknown; tool_calls?: unknown[]; tool_call_id?: string }>;
    tools?: Array<{ type: string; function: { name: string; description?: string; parameters?: unknown } }>;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    temperature?: number;
    max_tokens?: number;
    max_completion_tokens?: number;
  };
}

export interface OpenAiStandIn {
  /** The base URL a credential takes (`…/v1`, or under the prefix asked for). */
  baseUrl: string;
  /** The server alone (`http://127.0.0.1:port`): what clients take that add the API's path themselves (Groq, Mistral, Azure). */
  origin: string;
  /** Queues answers, given in order to the next chat completion requests. */
  script(...answers: Array<ScriptedAnswer | ((request: ChatRequest) => ScriptedAnswer)>): void;
  /** The chat completion requests that passed the checks, in order. */
  requests: ChatRequest[];
  /** The texts each embeddings request asked for, in order. */
  embedded: string[][];
  /** The embeddings requests answered, in order. */
  embeddingRequests: EmbeddingRequest[];
  /** Every call of the other APIs that passed the checks, in order (JSON or multipart bodies parsed; paths under /v1). */
  calls: StandInCall[];
  /** Uploaded files by id. */
  files: Map<string, StoredFile>;
  /** The next call of any API but chat completions and embeddings is refused with 429. */
  rateLimitNext(): void;
  /** The legacy completion requests (…/completions) that passed the checks, in order. */
  completions: Array<{ model: string; prompt: string | string[] }>;
  close(): Promise<void>;
}

const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool']);

function apiError(message: string, type: string, code: string | null, param: string | null = null) {
  return { error: { message, type, param, code } };
}

/** Why OpenAI would refuse this body with 400, or undefined. */
function invalidBody(body: unknown): { message: string; param: string | null } | undefined {
  if (!body || typeof body !== 'object') return { message: 'We could not parse the JSON body of your request.', param: null };
  const { model, messages } = body as Record<string, unknown>;
  if (typeof model !== 'string' || model === '') return { message: 'you must provide a model parameter', param: null };
  if (!Array.isArray(messages) || messages.length === 0) {
    return { message: "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.", param: 'messages' };
  }
  for (const [index, message] of messages.entries()) {
    const { role, content, tool_calls: toolCalls, tool_call_id: toolCallId } = (message ?? {}) as Record<string, unknown>;
    if (typeof role !== 'string' || !ROLES.has(role)) {
      return { message: `Invalid value: '${String(role)}'. Supported values are: 'system', 'assistant', 'user', 'tool', 'function' and 'developer'.`, param: `messages[${index}].role` };
    }
    const hasContent = typeof content === 'string' || Array.isArray(content);
    if (!hasContent && !(role === 'assistant' && Array.isArray(toolCalls))) {
      return { message: `Missing required parameter: 'messages[${index}].content'.`, param: `messages[${index}].content` };
    }
    if (role === 'tool' && typeof toolCallId !== 'string') {
      return { message: `Missing required parameter: 'messages[${index}].tool_call_id'.`, param: `messages[${index}].tool_call_id` };
    }
  }
  return undefined;
}

/** Deterministic token counts: words, plus 3 per message as OpenAI's chat format adds. */
function usageOf(request: ChatRequest, answer: Exclude<ScriptedAnswer, { rateLimited: true }>): Usage {
  if (answer.usage) return answer.usage;
  const prompt = request.body.messages.reduce((sum, message) => sum + 3 + words(message.content), 0);
  const completion = words(answer.content ?? '') + (answer.toolCalls ?? []).reduce((sum, call) => sum + words(JSON.stringify(call.arguments)), 0);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

export interface OpenAiStandInOptions {
  apiKey: string;
  models?: string[];
  /**
   * Where the API lives: '/v1' (OpenAI, Mistral, DeepSeek), '/openai/v1' (Groq), '/api/v1' (OpenRouter);
   * 'azure' serves Azure OpenAI's `/openai/deployments/{deployment}/…?api-version=` with the key in `api-key`.
   */
  prefix?: string | 'azure';
  /** Seconds a rate-limited client is told to wait (OpenAI's header and message); 20 unless given. */
  retryAfterSeconds?: number;
}

/** Which endpoint a path is, under the stand-in's prefix; Azure names the model (deployment) in the path. */
function routeOf(path: string, prefix: string): { endpoint: string; deployment?: string } | undefined {
  if (prefix === 'azure') {
    const match = /^\/openai\/deployments\/([^/]+)\/(chat\/completions|embeddings|completions)$/.exec(path);
    return match ? { endpoint: `/${match[2] ?? ''}`, deployment: match[1] ?? '' } : path === '/openai/models' ? { endpoint: '/models' } : undefined;
  }
  return path.startsWith(`${prefix}/`) ? { endpoint: path.slice(prefix.length) } : undefined;
}

export async function startOpenAiStandIn(options: OpenAiStandInOptions): Promise<OpenAiStandIn> {
  const prefix = options.prefix ?? '/v1';
  const retryAfter = options.retryAfterSeconds ?? 20;
  const models = options.models ?? ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini'];
  const queue: Array<ScriptedAnswer | ((request: ChatRequest) => ScriptedAnswer)> = [];
  const requests: ChatRequest[] = [];
  const embedded: string[][] = [];
  const embeddingRequests: EmbeddingRequest[] = [];
  const calls: StandInCall[] = [];
  const completions: Array<{ model: string; prompt: string | string[] }> = [];
  let counter = 0;
  let rateLimited = false;
  const ids = new Map<string, number>();
  const state: StandInState = {
    models,
    files: new Map(),
    nextAnswer: () => queue.shift(),
    takeRateLimit: () => {
      const was = rateLimited;
      rateLimited = false;
      return was;
    },
    id: (idPrefix) => {
      const next = (ids.get(idPrefix) ?? 0) + 1;
      ids.set(idPrefix, next);
      return `${idPrefix}${/[-_]$/.test(idPrefix) ? '' : '_'}standin${next}`;
    },
    now: () => 1_700_000_000,
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void (async () => {
      const json = (status: number, value: unknown, headers: http.OutgoingHttpHeaders = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(value));
      };
      const apiKeyHeader = request.headers['api-key'];
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      // Azure takes a resource key in `api-key` or a Microsoft Entra ID token as a bearer token.
      const key = prefix === 'azure' ? (typeof apiKeyHeader === 'string' ? apiKeyHeader : bearer) : bearer;
      if (key === undefined) {
        return json(401, apiError("You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).", 'invalid_request_error', null));
      }
      if (key !== options.apiKey && prefix === 'azure') {
        return json(401, { error: { code: '401', message: typeof apiKeyHeader === 'string'
          ? 'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.'
          : 'Unauthorized. Access token is missing, invalid, audience is incorrect (https://cognitiveservices.azure.com), or have expired.' } });
      }
      if (key !== options.apiKey) {
        const shown = key.length > 8 ? `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}` : key;
        return json(401, apiError(`Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`, 'invalid_request_error', 'invalid_api_key'));
      }
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const route = routeOf(path, prefix);
      if (request.method === 'GET' && route?.endpoint === '/models') {
        return json(200, { object: 'list', data: models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'system' })) });
      }
      if (route && prefix !== 'azure' && !['/chat/completions', '/embeddings'].includes(route.endpoint)) {
        try {
          // The API files know OpenAI's paths; other prefixes (Groq, OpenRouter) serve the same under theirs.
          const call = await parseCall(request, `/v1${route.endpoint}`, Buffer.concat(chunks));
          for (const api of APIS) {
            const reply = await api(call, state);
            if (reply) {
              calls.push(call);
              return send(response, reply);
            }
          }
        } catch (error) {
          if (!(error instanceof ApiRefusal)) throw error;
          return json(error.status, apiError(error.message, error.type, error.code, error.param), error.headers);
        }
      }
      if (request.method === 'GET' && route?.endpoint === '/key') {
        // OpenRouter's "current key" endpoint, which its credential test asks.
        return json(200, { data: { label: `${key.slice(0, 5)}...`, usage: 0, limit: null, is_free_tier: false } });
      }
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        // Azure names the model by the deployment in the path.
        if (route?.deployment !== undefined && body && typeof body === 'object') body = { ...body, model: route.deployment };
      } catch {
        body = undefined;
      }
      if (request.method === 'POST' && route?.endpoint === '/embeddings') {
        const answered = answerEmbeddings(body, models);
        if (answered.embedded) embedded.push(answered.embedded);
        if (answered.request) embeddingRequests.push(answered.request);
        return json(answered.status, answered.body);
      }
      if (request.method === 'POST' && route?.endpoint === '/completions') {
        const invalidCompletion = invalidCompletionBody(body);
        if (invalidCompletion) return json(400, apiError(invalidCompletion, 'invalid_request_error', null));
        const completion = body as { model: string; prompt: string | string[]; messages: never[] };
        if (!models.includes(completion.model)) {
          return json(404, apiError(`The model \`${completion.model}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found'));
        }
        const next = queue.shift();
        const answer = typeof next === 'function' ? next({ headers: request.headers, body: completion }) : next;
        if (!answer) return json(500, apiError('The stand-in has no scripted answer left for this request', 'server_error', null));
        if ('rateLimited' in answer) {
          return json(429, apiError(`Rate limit reached for ${completion.model} in organization org-standin on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in ${retryAfter}s.`, 'requests', 'rate_limit_exceeded'), { 'retry-after': String(retryAfter) });
        }
        completions.push(completion);
        return json(200, completionAnswer(completion, answer.content ?? '', ++counter));
      }
      if (request.method !== 'POST' || route?.endpoint !== '/chat/completions') {
        return json(404, apiError(`Invalid URL (${request.method ?? ''} ${path})`, 'invalid_request_error', null));
      }
      const invalid = invalidBody(body);
      if (invalid) return json(400, apiError(invalid.message, 'invalid_request_error', null, invalid.param));
      const chat: ChatRequest = { headers: request.headers, body: body as ChatRequest['body'] };
      if (!models.includes(chat.body.model)) {
        return json(404, apiError(`The model \`${chat.body.model}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found'));
      }
      const next = queue.shift();
      if (!next) return json(500, apiError('The stand-in has no scripted answer left for this request', 'server_error', null));
      const answer = typeof next === 'function' ? next(chat) : next;
      if ('rateLimited' in answer) {
        return json(429, apiError(`Rate limit reached for ${chat.body.model} in organization org-standin on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in ${retryAfter}s.`, 'requests', 'rate_limit_exceeded'), { 'retry-after': String(retryAfter) });
      }
      requests.push(chat);
      counter++;
      const id = `chatcmpl-standin${counter}`;
      const toolCalls = (answer.toolCalls ?? []).map((call, index) => ({
        id: `call_${counter}_${index}`, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.arguments) },
      }));
      const finishReason = toolCalls.length > 0 ? 'tool_calls' : 'stop';
      const usage = usageOf(chat, answer);
      const created = 1_700_000_000 + counter;
      if (chat.body.stream) {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const send = (value: unknown) => response.write(`data: ${JSON.stringify(value)}\n\n`);
        const chunk = (delta: unknown, finish: string | null) => send({
          id, object: 'chat.completion.chunk', created, model: chat.body.model, choices: [{ index: 0, delta, finish_reason: finish }],
        });
        chunk({ role: 'assistant', content: '' }, null);
        for (const piece of (answer.content ?? '').match(/\S+\s*/g) ?? []) chunk({ content: piece }, null);
        toolCalls.forEach((call, index) => chunk({ tool_calls: [{ index, ...call }] }, null));
        chunk({}, finishReason);
        if (chat.body.stream_options?.include_usage) {
          send({ id, object: 'chat.completion.chunk', created, model: chat.body.model, choices: [], usage });
        }
        response.end('data: [DONE]\n\n');
        return;
      }
      return json(200, {
        id, object: 'chat.completion', created, model: chat.body.model,
        choices: [{
          index: 0,
          message: { role: 'assistant', content: answer.content ?? null, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}), refusal: null },
          logprobs: null,
          finish_reason: finishReason,
        }],
        usage,
      });
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify(apiError(`The stand-in failed: ${String(error)}`, 'server_error', null)));
    }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${prefix === 'azure' ? '' : prefix}`,
    origin: `http://127.0.0.1:${port}`,
    script: (...answers) => void queue.push(...answers),
    requests,
    embedded,
    embeddingRequests,
    calls,
    files: state.files,
    rateLimitNext: () => void (rateLimited = true),
    completions,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
/** The request as the API files see it: a JSON body or the fields of a multipart form. */
async function parseCall(request: http.IncomingMessage, path: string, raw: Buffer): Promise<StandInCall> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const call: StandInCall = { method: request.method ?? 'GET', path, headers: request.headers, query: Object.fromEntries(url.searchParams) };
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Request('http://localhost/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
    } catch {
      throw new ApiRefusal(400, 'Could not parse multipart form', 'invalid_request_error');
    }
    const fields: NonNullable<StandInCall['form']> = {};
    for (const [name, value] of form.entries()) {
      const field: string | FormFile = typeof value === 'string'
        ? value
        : { filename: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      const before = fields[name];
      fields[name] = before === undefined ? field : [...(Array.isArray(before) ? before : [before]), field];
    }
    call.form = fields;
  } else if (raw.length > 0) {
    try {
      call.body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw new ApiRefusal(400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
    }
  }
  return call;
}

function send(response: http.ServerResponse, reply: Reply): void {
  const status = reply.status ?? 200;
  if ('bytes' in reply) {
    response.writeHead(status, { 'content-type': reply.contentType, 'content-length': reply.bytes.length });
    response.end(reply.bytes);
  } else if ('events' in reply) {
    response.writeHead(status, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const event of reply.events) {
      const type = (event as { type?: string }).type;
      response.write(`${type ? `event: ${type}\n` : ''}data: ${JSON.stringify(event)}\n\n`);
    }
    response.end();
  } else {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.json));
  }
}
