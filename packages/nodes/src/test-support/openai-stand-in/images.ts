import { fileField, invalid, missing, rateLimit, requireModel, stringField } from './kit.js';
import type { FormFile, StandInApi, StandInCall, StandInState } from './kit.js';
import { isPng, pngBytes } from './media.js';

/* OpenAI's Images API: generations (JSON) and edits (multipart), answered with real PNGs or URLs. */

const MODELS = ['dall-e-2', 'dall-e-3', 'gpt-image-1'];
const SIZES: Record<string, string[]> = {
  'dall-e-2': ['256x256', '512x512', '1024x1024'],
  'dall-e-3': ['1024x1024', '1792x1024', '1024x1792'],
  'gpt-image-1': ['1024x1024', '1024x1536', '1536x1024', 'auto'],
};
let seed = 0;

function images(state: StandInState, call: StandInCall, model: string, count: number, format: string, prompt: string) {
  const data = Array.from({ length: count }, () => {
    seed++;
    const image = format === 'url'
      ? { url: `http://${call.headers.host ?? 'localhost'}/images/standin-${seed}.png` }
      : { b64_json: pngBytes(seed).toString('base64') };
    // DALL·E 3 rewrites the prompt it was given and says how.
    return model === 'dall-e-3' ? { ...image, revised_prompt: `A picture of ${prompt}` } : image;
  });
  return {
    created: state.now(), data,
    ...(model === 'gpt-image-1' ? { usage: { input_tokens: 10, output_tokens: 100, total_tokens: 110, input_tokens_details: { text_tokens: 10, image_tokens: 0 } } } : {}),
  };
}

function check(model: string, size: unknown, n: unknown, responseFormat: unknown) {
  if (size !== undefined && !(SIZES[model] ?? []).includes(String(size))) {
    throw invalid(`'${String(size)}' is not one of ${(SIZES[model] ?? []).map((s) => `'${s}'`).join(', ')} - 'size'`, 'size');
  }
  const count = n === undefined ? 1 : Number(n);
  if (!Number.isInteger(count) || count < 1 || count > 10) throw invalid(`${String(n)} is not valid for 'n': it must be between 1 and 10`, 'n');
  if (model === 'dall-e-3' && count !== 1) throw invalid('You must provide n=1 for this model.', 'n');
  if (responseFormat !== undefined) {
    if (model === 'gpt-image-1') throw invalid("Unknown parameter: 'response_format'.", 'response_format');
    if (responseFormat !== 'url' && responseFormat !== 'b64_json') throw invalid(`'${String(responseFormat)}' is not one of ['url', 'b64_json'] - 'response_format'`, 'response_format');
  }
  return count;
}

export const imagesApi: StandInApi = (call, state) => {
  if (call.method !== 'POST' || !['/v1/images/generations', '/v1/images/edits'].includes(call.path)) return undefined;
  if (call.path === '/v1/images/generations') {
    const body = call.body ?? {};
    if (typeof body.prompt !== 'string' || body.prompt === '') throw missing('prompt');
    const model = requireModel(body.model ?? 'dall-e-2', MODELS);
    if (state.takeRateLimit()) throw rateLimit(model);
    const count = check(model, body.size, body.n, body.response_format);
    const format = model === 'gpt-image-1' ? 'b64_json' : String(body.response_format ?? 'url');
    return { json: images(state, call, model, count, format, body.prompt) };
  }
  if (!call.form) throw invalid('Invalid Content-Type header (application/json), expected multipart/form-data.');
  const prompt = stringField(call, 'prompt');
  if (!prompt) throw missing('prompt');
  const model = requireModel(stringField(call, 'model') ?? 'dall-e-2', ['dall-e-2', 'gpt-image-1']);
  if (state.takeRateLimit()) throw rateLimit(model);
  const given = [call.form.image, call.form['image[]']].flat().filter((value): value is FormFile => typeof value === 'object' && value !== undefined);
  if (given.length === 0) throw missing('image');
  if (model === 'dall-e-2' && (given.length > 1 || !isPng((given[0] as FormFile).bytes))) {
    throw invalid('Uploaded image must be a PNG and less than 4 MB.', 'image');
  }
  const mask = fileField(call, 'mask');
  if (mask && !isPng(mask.bytes)) throw invalid('Uploaded mask must be a PNG.', 'mask');
  const size = stringField(call, 'size');
  const editSizes = model === 'dall-e-2' ? SIZES['dall-e-2'] : SIZES['gpt-image-1'];
  if (size !== undefined && !(editSizes ?? []).includes(size)) throw invalid(`Invalid size '${size}' for ${model}.`, 'size');
  const count = check(model, undefined, stringField(call, 'n'), stringField(call, 'response_format'));
  const format = model === 'gpt-image-1' ? 'b64_json' : stringField(call, 'response_format') ?? 'url';
  return { json: images(state, call, model, count, format, prompt) };
};
