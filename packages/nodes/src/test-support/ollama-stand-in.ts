import { embeddingOf, nextAnswer, startStandInServer, streamPieces, words } from './stand-in-server.js';
import type { Script, StandInReply } from './stand-in-server.js';

/*
 * A loopback stand-in of Ollama's API (/api/chat, /api/tags, /api/embed), from its public reference:
 * answers streamed as JSON lines unless `stream: false`, tool calls as `message.tool_calls`, token counts as
 * `prompt_eval_count` / `eval_count`, errors as {error}. Ollama itself has no keys; a server behind a proxy
 * (or ollama.com) asks for a bearer key, which this stand-in checks when given one.
 */

export interface OllamaRequest {
  headers: Record<string, string | string[] | undefined>;
  body: {
    model: string;
    messages: Array<{ role: string; content: string; tool_calls?: unknown[]; tool_name?: string }>;
    tools?: Array<{ type: string; function: { name: string; description?: string; parameters?: unknown } }>;
    stream?: boolean;
    format?: unknown;
    keep_alive?: string | number;
    options?: Record<string, unknown>;
  };
}

export interface OllamaStandIn {
  /** The credential's base URL (Ollama's default is http://localhost:11434). */
  baseUrl: string;
  script(...answers: Script<OllamaRequest>): void;
  requests: OllamaRequest[];
  embedded: string[][];
  close(): Promise<void>;
}

export const OLLAMA_MODELS = ['llama3.2:latest', 'qwen2.5:7b', 'nomic-embed-text:latest'];

const ROLES = new Set(['system', 'user', 'assistant', 'tool']);
const NANOSECONDS = 1_000_000;

/** The installed model a request names: Ollama reads a name without a tag as `:latest`. */
function installed(name: unknown): string | undefined {
  if (typeof name !== 'string' || name === '') return undefined;
  const full = name.includes(':') ? name : `${name}:latest`;
  return OLLAMA_MODELS.find((model) => model === full);
}

export async function startOllamaStandIn(options: { apiKey?: string } = {}): Promise<OllamaStandIn> {
  const queue: Script<OllamaRequest> = [];
  const requests: OllamaRequest[] = [];
  const embedded: string[][] = [];

  const chat = (request: OllamaRequest, reply: StandInReply) => {
    const scripted = nextAnswer(queue, request);
    if (!scripted) return reply.json(500, { error: 'the stand-in has no scripted answer left for this request' });
    if ('rateLimited' in scripted) return reply.json(429, { error: 'too many requests, please try again later' });
    requests.push(request);
    const { body } = request;
    const toolCalls = (scripted.toolCalls ?? []).map((call) => ({ function: { name: call.name, arguments: call.arguments } }));
    const promptCount = scripted.usage?.prompt_tokens ?? body.messages.reduce((sum, message) => sum + 3 + words(message.content), 0);
    const evalCount = scripted.usage?.completion_tokens ?? words(scripted.content ?? '') + toolCalls.reduce((sum, call) => sum + words(call.function.arguments), 0);
    const createdAt = '2026-01-01T00:00:00.000000Z';
    const done = {
      done: true, done_reason: 'stop', total_duration: 5 * NANOSECONDS, load_duration: NANOSECONDS,
      prompt_eval_count: promptCount, prompt_eval_duration: NANOSECONDS, eval_count: evalCount, eval_duration: 2 * NANOSECONDS,
    };
    const message = (content: string, calls = toolCalls) => ({ role: 'assistant', content, ...(calls.length > 0 ? { tool_calls: calls } : {}) });
    if (body.stream === false) return reply.json(200, { model: body.model, created_at: createdAt, message: message(scripted.content ?? ''), ...done });
    const stream = reply.stream('application/x-ndjson');
    for (const piece of streamPieces(scripted.content ?? '')) {
      stream.write(`${JSON.stringify({ model: body.model, created_at: createdAt, message: message(piece, []), done: false })}\n`);
    }
    if (toolCalls.length > 0) stream.write(`${JSON.stringify({ model: body.model, created_at: createdAt, message: message(''), done: false })}\n`);
    stream.write(`${JSON.stringify({ model: body.model, created_at: createdAt, message: message('', []), ...done })}\n`);
    stream.end();
  };

  const server = await startStandInServer((request, reply) => {
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) return reply.json(401, { error: 'unauthorized' });
    if (request.method === 'GET' && request.path === '/api/tags') {
      return reply.json(200, {
        models: OLLAMA_MODELS.map((name) => ({
          name, model: name, modified_at: '2026-01-01T00:00:00Z', size: 2_019_393_189, digest: `sha256:${name.length.toString(16).padStart(64, '0')}`,
          details: { parent_model: '', format: 'gguf', family: 'llama', families: ['llama'], parameter_size: '3.2B', quantization_level: 'Q4_K_M' },
        })),
      });
    }
    if (request.method !== 'POST' || (request.path !== '/api/chat' && request.path !== '/api/embed')) return reply.json(404, { error: '404 page not found' });
    const body = request.body as Record<string, unknown> | undefined;
    if (!body) return reply.json(400, { error: 'invalid character in request body' });
    if (!installed(body.model)) {
      return typeof body.model === 'string' && body.model !== ''
        ? reply.json(404, { error: `model "${body.model}" not found, try pulling it first` })
        : reply.json(400, { error: 'model is required' });
    }
    if (request.path === '/api/embed') {
      const input = typeof body.input === 'string' ? [body.input] : body.input;
      if (!Array.isArray(input) || input.some((text) => typeof text !== 'string')) return reply.json(400, { error: 'invalid input type' });
      embedded.push(input as string[]);
      return reply.json(200, {
        model: body.model, embeddings: (input as string[]).map((text) => embeddingOf(text)),
        total_duration: NANOSECONDS, load_duration: NANOSECONDS, prompt_eval_count: (input as string[]).reduce((sum, text) => sum + words(text), 0),
      });
    }
    const messages = body.messages;
    if (!Array.isArray(messages)) return reply.json(400, { error: 'messages is required' });
    const badRole = (messages as Array<{ role?: unknown }>).find((message) => typeof message.role !== 'string' || !ROLES.has(message.role));
    if (badRole) return reply.json(400, { error: `invalid role: ${String(badRole.role)}` });
    chat({ headers: request.headers, body: body as unknown as OllamaRequest['body'] }, reply);
  });
  return { baseUrl: server.origin, script: (...answers) => void queue.push(...answers), requests, embedded, close: server.close };
}
