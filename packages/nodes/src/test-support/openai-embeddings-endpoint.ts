import { embeddingOf, words } from './stand-in-server.js';

/*
 * The embeddings endpoint (POST …/embeddings) of the OpenAI stand-in, as OpenAI documents it and Mistral
 * serves it too: `input` a string or a list of strings, the vectors as `data[].embedding` in order, token usage.
 */

const error = (message: string, code: string | null = null, param: string | null = null) => ({
  error: { message, type: 'invalid_request_error', param, code },
});

export function answerEmbeddings(body: unknown, models: string[]): { status: number; body: unknown; embedded?: string[] } {
  const { model, input, dimensions } = (body ?? {}) as { model?: unknown; input?: unknown; dimensions?: unknown };
  if (typeof model !== 'string' || model === '') return { status: 400, body: error('you must provide a model parameter') };
  if (!models.includes(model)) return { status: 404, body: error(`The model \`${model}\` does not exist or you do not have access to it.`, 'model_not_found') };
  const texts = typeof input === 'string' ? [input] : input;
  if (!Array.isArray(texts) || texts.length === 0 || texts.some((text) => typeof text !== 'string' || text === '')) {
    return { status: 400, body: error("'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.", null, 'input') };
  }
  const size = typeof dimensions === 'number' && dimensions > 0 ? dimensions : 8;
  const tokens = (texts as string[]).reduce((sum, text) => sum + words(text), 0);
  return {
    status: 200,
    embedded: texts as string[],
    body: {
      id: `embd-standin-${tokens}`,
      object: 'list',
      data: (texts as string[]).map((text, index) => ({ object: 'embedding', index, embedding: embeddingOf(text, size) })),
      model,
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    },
  };
}
