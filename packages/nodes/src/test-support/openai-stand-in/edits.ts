import { invalid, missing, rateLimit, requireModel, words } from './kit.js';
import type { StandInApi } from './kit.js';

/*
 * OpenAI's legacy Edits API (POST /v1/edits, text-davinci-edit-001 and code-davinci-edit-001): an input and
 * an instruction in, `choices[].text` out. The edited text is the next scripted answer's content.
 */

const MODELS = ['text-davinci-edit-001', 'code-davinci-edit-001'];

export const editsApi: StandInApi = (call, state) => {
  if (call.method !== 'POST' || call.path !== '/v1/edits') return undefined;
  const body = call.body ?? {};
  const model = requireModel(body.model, MODELS);
  if (typeof body.instruction !== 'string' || body.instruction === '') throw missing('instruction');
  if (body.input !== undefined && typeof body.input !== 'string') throw invalid(`${JSON.stringify(body.input)} is not of type 'string' - 'input'`, 'input');
  const count = body.n === undefined ? 1 : Number(body.n);
  if (!Number.isInteger(count) || count < 1 || count > 20) throw invalid(`${String(body.n)} is greater than the maximum of 20 - 'n'`, 'n');
  if (state.takeRateLimit()) throw rateLimit(model);
  const answer = state.nextAnswer() as { content?: string } | undefined;
  if (!answer || typeof answer.content !== 'string') throw new Error('The stand-in has no scripted answer left for this edit');
  const input = String(body.input ?? '');
  const promptTokens = words(input) + words(body.instruction);
  const completionTokens = words(answer.content) * count;
  return {
    json: {
      object: 'edit', created: state.now(),
      choices: Array.from({ length: count }, (_, index) => ({ text: answer.content, index })),
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    },
  };
};
