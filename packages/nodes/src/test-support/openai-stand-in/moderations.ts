import { invalid, missing, rateLimit, requireModel } from './kit.js';
import type { StandInApi } from './kit.js';

/*
 * OpenAI's Moderations API. The stand-in's classifier is a word list, so that tests know which input is
 * flagged: a category is flagged when the input holds one of its words.
 */

const CATEGORIES: Record<string, string[]> = {
  harassment: ['idiot', 'loser'],
  'harassment/threatening': [],
  hate: ['hate'],
  'hate/threatening': [],
  illicit: ['steal'],
  'illicit/violent': [],
  'self-harm': [],
  'self-harm/intent': [],
  'self-harm/instructions': [],
  sexual: [],
  'sexual/minors': [],
  violence: ['kill', 'attack'],
  'violence/graphic': ['gore'],
};
const MODELS = ['omni-moderation-latest', 'omni-moderation-2024-09-26', 'text-moderation-latest', 'text-moderation-stable'];

function classify(text: string) {
  const lower = text.toLowerCase();
  const categories: Record<string, boolean> = {};
  const scores: Record<string, number> = {};
  for (const [category, list] of Object.entries(CATEGORIES)) {
    categories[category] = list.some((word) => lower.includes(word));
    scores[category] = categories[category] ? 0.91 : 0.0002;
  }
  return { flagged: Object.values(categories).some(Boolean), categories, category_scores: scores };
}

export const moderationsApi: StandInApi = (call, state) => {
  if (call.method !== 'POST' || call.path !== '/v1/moderations') return undefined;
  const body = call.body ?? {};
  const model = requireModel(body.model ?? 'omni-moderation-latest', MODELS);
  const inputs = typeof body.input === 'string' ? [body.input] : body.input;
  if (inputs === undefined) throw missing('input');
  if (!Array.isArray(inputs) || inputs.length === 0 || inputs.some((input) => typeof input !== 'string')) {
    throw invalid("Invalid type for 'input': expected a string or an array of strings.", 'input');
  }
  if (state.takeRateLimit()) throw rateLimit(model);
  return { json: { id: state.id('modr'), model, results: (inputs as string[]).map(classify) } };
};
