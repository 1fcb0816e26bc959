import { embeddingOf, nextAnswer, startStandInServer, streamPieces, words } from './stand-in-server.js';
import type { Script, StandInReply } from './stand-in-server.js';

/*
 * A loopback stand-in of the Gemini API (generativelanguage.googleapis.com, v1beta), from its public
 * reference: models list, generateContent, streamGenerateContent (?alt=sse), embedContent and
 * batchEmbedContents; the key as `?key=` or `x-goog-api-key`; functionCall / functionResponse parts checked
 * in turn; errors as {error:{code, message, status, details}}. A wrong key is a 400 API_KEY_INVALID, as Google answers it.
 */

type Part = { text?: string; functionCall?: { name: string; args: unknown }; functionResponse?: { name: string; response: unknown } };
interface Content { role?: string; parts: Part[] }

export interface GeminiRequest {
  model: string;
  headers: Record<string, string | string[] | undefined>;
  body: {
    contents: Content[];
    systemInstruction?: Content;
    tools?: Array<{ functionDeclarations?: Array<{ name: string; description?: string; parameters?: unknown }> }>;
    generationConfig?: { temperature?: number; topK?: number; topP?: number; maxOutputTokens?: number };
    safetySettings?: Array<{ category: string; threshold: string }>;
  };
  streamed: boolean;
}

export interface GeminiStandIn {
  /** The credential's host (Google's is https://generativelanguage.googleapis.com). */
  host: string;
  script(...answers: Script<GeminiRequest>): void;
  requests: GeminiRequest[];
  /** The texts each embedding call asked for, in order. */
  embedded: string[][];
  close(): Promise<void>;
}

export const GEMINI_MODELS = [
  { name: 'models/gemini-2.5-flash', displayName: 'Gemini 2.5 Flash', supportedGenerationMethods: ['generateContent', 'countTokens'] },
  { name: 'models/gemini-2.0-flash', displayName: 'Gemini 2.0 Flash', supportedGenerationMethods: ['generateContent', 'countTokens'] },
  { name: 'models/text-embedding-004', displayName: 'Text Embedding 004', supportedGenerationMethods: ['embedContent'] },
  { name: 'models/gemini-embedding-001', displayName: 'Gemini Embedding 001', supportedGenerationMethods: ['embedContent', 'countTokens'] },
];

const STATUS: Record<number, string> = { 400: 'INVALID_ARGUMENT', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND', 429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL' };

function googleError(reply: StandInReply, code: number, message: string, details?: unknown[]) {
  reply.json(code, { error: { code, message, status: STATUS[code] ?? 'UNKNOWN', ...(details ? { details } : {}) } });
}

/** Why Gemini would refuse these contents with 400, or undefined. */
function invalidContents(body: unknown): string | undefined {
  const contents = (body as { contents?: unknown } | undefined)?.contents;
  if (!Array.isArray(contents) || contents.length === 0) return '* GenerateContentRequest.contents: contents is not specified';
  for (const [index, content] of (contents as Content[]).entries()) {
    if (!['user', 'model', 'function', undefined].includes(content.role)) return `Please use a valid role: user, model.`;
    if (!Array.isArray(content.parts) || content.parts.length === 0) return `* GenerateContentRequest.contents[${index}].parts: contents.parts must not be empty.`;
    const responses = content.parts.filter((part) => part.functionResponse).length;
    if (responses > 0) {
      const calls = (contents[index - 1] as Content | undefined)?.parts.filter((part) => part.functionCall).length ?? 0;
      if (calls === 0) return 'Please ensure that function response turn comes immediately after a function call turn.';
      if (calls !== responses) return 'Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.';
    }
  }
  return undefined;
}

export async function startGeminiStandIn(options: { apiKey: string }): Promise<GeminiStandIn> {
  const queue: Script<GeminiRequest> = [];
  const requests: GeminiRequest[] = [];
  const embedded: string[][] = [];

  const generate = (request: GeminiRequest, reply: StandInReply) => {
    const scripted = nextAnswer(queue, request);
    if (!scripted) return googleError(reply, 500, 'The stand-in has no scripted answer left for this request');
    if ('rateLimited' in scripted) return googleError(reply, 429, 'Resource has been exhausted (e.g. check quota).');
    requests.push(request);
    const parts: Part[] = [
      ...(scripted.content ? [{ text: scripted.content }] : []),
      ...(scripted.toolCalls ?? []).map((call) => ({ functionCall: { name: call.name, args: call.arguments } })),
    ];
    const { body } = request;
    const prompt = scripted.usage?.prompt_tokens
      ?? body.contents.reduce((sum, content) => sum + words(content.parts), words(body.systemInstruction?.parts ?? ''));
    const answered = scripted.usage?.completion_tokens ?? parts.reduce((sum, part) => sum + words(part.text ?? part.functionCall?.args), 0);
    const usageMetadata = { promptTokenCount: prompt, candidatesTokenCount: answered, totalTokenCount: prompt + answered };
    const candidate = (pieces: Part[], finished: boolean) => ({
      content: { role: 'model', parts: pieces }, ...(finished ? { finishReason: 'STOP' } : {}), index: 0,
    });
    if (!request.streamed) {
      return reply.json(200, { candidates: [candidate(parts, true)], usageMetadata, modelVersion: request.model });
    }
    const stream = reply.stream('text/event-stream');
    const send = (value: unknown) => stream.write(`data: ${JSON.stringify(value)}\r\n\r\n`);
    const texts = streamPieces(scripted.content ?? '');
    texts.forEach((text) => send({ candidates: [candidate([{ text }], false)], modelVersion: request.model }));
    send({ candidates: [candidate(parts.filter((part) => part.functionCall), true)], usageMetadata, modelVersion: request.model });
    stream.end();
  };

  const server = await startStandInServer((request, reply) => {
    const key = request.query.get('key') ?? request.headers['x-goog-api-key'];
    if (typeof key !== 'string' || key === '') {
      return googleError(reply, 403, 'Method doesn\'t allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.');
    }
    if (key !== options.apiKey) {
      return googleError(reply, 400, 'API key not valid. Please pass a valid API key.', [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' }]);
    }
    if (request.method === 'GET' && request.path === '/v1beta/models') return reply.json(200, { models: GEMINI_MODELS });
    const match = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent|embedContent|batchEmbedContents)$/.exec(request.path);
    if (request.method !== 'POST' || !match) return googleError(reply, 404, `Method not found: ${request.method} ${request.path}`);
    const [, model = '', method] = match;
    const known = GEMINI_MODELS.find((entry) => entry.name === `models/${model}`);
    const generating = method === 'generateContent' || method === 'streamGenerateContent';
    if (!known || !known.supportedGenerationMethods.includes(generating ? 'generateContent' : 'embedContent')) {
      return googleError(reply, 404, `models/${model} is not found for API version v1beta, or is not supported for ${generating ? 'generateContent' : 'embedContent'}. Call ListModels to see the list of available models and their supported methods.`);
    }
    if (method === 'embedContent' || method === 'batchEmbedContents') {
      const body = (request.body ?? {}) as { content?: Content; requests?: Array<{ model?: string; content?: Content }> };
      const asked = method === 'embedContent' ? [body.content] : (body.requests ?? []).map((entry) => entry.content);
      if (asked.length === 0 || asked.some((content) => !content?.parts?.length)) return googleError(reply, 400, '* EmbedContentRequest.content: contents must not be empty.');
      const texts = asked.map((content) => (content?.parts ?? []).map((part) => part.text ?? '').join(' '));
      embedded.push(texts);
      const embeddings = texts.map((text) => ({ values: embeddingOf(text) }));
      return reply.json(200, method === 'embedContent' ? { embedding: embeddings[0] } : { embeddings });
    }
    const invalid = invalidContents(request.body);
    if (invalid) return googleError(reply, 400, invalid);
    generate({ model, headers: request.headers, body: request.body as GeminiRequest['body'], streamed: method === 'streamGenerateContent' }, reply);
  });
  return { host: server.origin, script: (...answers) => void queue.push(...answers), requests, embedded, close: server.close };
}
