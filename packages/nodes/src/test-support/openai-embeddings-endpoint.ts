/*
 * The embeddings endpoint (POST …/embeddings) of the OpenAI stand-in, as OpenAI documents it and Mistral
 * serves it too. Requests are checked as OpenAI checks them (model, input as a string, a list of strings
 * or token lists, dimensions only for the text-embedding-3 models, encoding_format). Vectors are derived
 * from the words of the text (hashed bag of words, normalised), so texts sharing words are near each
 * other and a similarity search gives meaningful, repeatable results.
 */

export interface EmbeddingRequest {
  model: string;
  input: string | string[] | number[] | number[][];
  dimensions?: number;
  encoding_format?: 'float' | 'base64';
  user?: string;
}

/** Native vector sizes of OpenAI's embedding models; another model the stand-in serves answers 1024 (Mistral's size). */
export const EMBEDDING_MODELS: Readonly<Record<string, number>> = {
  'text-embedding-ada-002': 1536,
  'text-embedding-3-small': 1536,
  'text-embedding-3-large': 3072,
};
const OTHER_MODEL_SIZE = 1024;

/** Words too common to tell texts apart. */
const STOP_WORDS = new Set(('a an and are as at be by can do does for from has have how i in is it its of on or that the this to '
  + 'was what when where which who why will with you your').split(' '));

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => !STOP_WORDS.has(word))
    // A crude stem, so "tides" and "tide" meet.
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

/** FNV-1a: a stable hash of a word into the vector's positions. */
function hash(word: string, seed: number): number {
  let value = 2166136261 ^ seed;
  for (let index = 0; index < word.length; index++) {
    value ^= word.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** The stand-in's embedding of a text: each word adds ±1 at two hashed positions; the result has length 1. */
export function standInEmbedding(text: string, size: number): number[] {
  const vector = new Array<number>(size).fill(0);
  const words = wordsOf(text);
  for (const word of words.length > 0 ? words : ['\u0000empty']) {
    for (const seed of [1, 2]) {
      const position = hash(word, seed);
      vector[position % size] = (vector[position % size] ?? 0) + (((position >>> 16) & 1) === 1 ? 1 : -1);
    }
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

function base64Of(vector: number[]): string {
  return Buffer.from(new Float32Array(vector).buffer).toString('base64');
}

/** The answer, and on success the texts embedded and the request. */
type Answer = { status: number; body: unknown; embedded?: string[]; request?: EmbeddingRequest };

function invalid(message: string, param: string | null = null, code: string | null = null): Answer {
  return { status: 400, body: { error: { message, type: 'invalid_request_error', param, code } } };
}

function textsOf(input: unknown): string[] | undefined {
  if (typeof input === 'string') return [input];
  if (!Array.isArray(input) || input.length === 0) return undefined;
  if (input.every((entry) => typeof entry === 'string')) return input as string[];
  if (input.every((entry) => typeof entry === 'number')) return [input.join(' ')];
  if (input.every((entry) => Array.isArray(entry) && entry.length > 0 && entry.every((token) => typeof token === 'number'))) {
    return (input as number[][]).map((tokens) => tokens.join(' '));
  }
  return undefined;
}

/** OpenAI's answer to an embeddings request body (already parsed, key already checked); `models`: other models served. */
export function answerEmbeddings(body: unknown, models: readonly string[]): Answer {
  if (!body || typeof body !== 'object') return invalid('We could not parse the JSON body of your request.');
  const request = body as Partial<EmbeddingRequest>;
  if (typeof request.model !== 'string' || request.model === '') return invalid('you must provide a model parameter');
  const nativeSize = EMBEDDING_MODELS[request.model] ?? (models.includes(request.model) ? OTHER_MODEL_SIZE : undefined);
  if (nativeSize === undefined) {
    return { status: 404, body: { error: { message: `The model \`${request.model}\` does not exist or you do not have access to it.`, type: 'invalid_request_error', param: null, code: 'model_not_found' } } };
  }
  if (request.input === undefined) return invalid("'input' is a required property", 'input');
  const texts = textsOf(request.input);
  if (!texts) return invalid("'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.", 'input');
  if (texts.length > 2048) return invalid(`'$.input' is too long: at most 2048 inputs, got ${texts.length}.`, 'input');
  if (texts.some((text) => text === '')) return invalid("'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.", 'input');
  let size = nativeSize;
  if (request.dimensions !== undefined) {
    if (!request.model.startsWith('text-embedding-3')) return invalid('This model does not support specifying dimensions.', 'dimensions');
    if (!Number.isInteger(request.dimensions) || request.dimensions < 1 || request.dimensions > nativeSize) {
      return invalid(`Invalid value for 'dimensions' = ${String(request.dimensions)}. Must be between 1 and ${nativeSize}.`, 'dimensions');
    }
    size = request.dimensions;
  }
  const format = request.encoding_format ?? 'float';
  if (format !== 'float' && format !== 'base64') {
    return invalid(`Invalid value: '${String(format)}'. Supported values are: 'float' and 'base64'.`, 'encoding_format');
  }
  let tokens = 0;
  const data = texts.map((text, index) => {
    tokens += Math.max(1, text.split(/\s+/).filter(Boolean).length);
    const vector = standInEmbedding(text, size);
    return { object: 'embedding', index, embedding: format === 'base64' ? base64Of(vector) : vector };
  });
  return {
    status: 200,
    body: {
      // Mistral's answer (the other models served) carries an id, which its client requires; OpenAI's has none.
      ...(EMBEDDING_MODELS[request.model] ? {} : { id: `embd-standin-${tokens}` }),
      object: 'list', data, model: request.model, usage: { prompt_tokens: tokens, total_tokens: tokens },
    },
    embedded: texts,
    request: request as EmbeddingRequest,
  };
}
