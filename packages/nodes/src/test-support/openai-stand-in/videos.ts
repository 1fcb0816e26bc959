import { fileField, invalid, missing, notFound, rateLimit, requireModel, stringField } from './kit.js';
import type { StandInApi } from './kit.js';
import { mp4Bytes } from './media.js';

/*
 * OpenAI's Videos API: a job is created (JSON or multipart with an input reference image), moves from
 * queued to in progress to completed as it is polled, then its content is an MP4.
 */

interface Video { id: string; object: 'video'; created_at: number; status: string; model: string; progress: number; seconds: string; size: string; prompt: string; completed_at?: number }

const videos = new Map<string, Video>();
const SIZES = ['720x1280', '1280x720', '1024x1792', '1792x1024'];

export const videosApi: StandInApi = (call, state) => {
  const match = /^\/v1\/videos(?:\/([^/]+))?(\/content)?$/.exec(call.path);
  if (!match) return undefined;
  const [, id, content] = match;
  if (!id) {
    if (call.method !== 'POST') return undefined;
    const field = (name: string) => (call.form ? stringField(call, name) : call.body?.[name]);
    const prompt = field('prompt');
    if (typeof prompt !== 'string' || prompt === '') throw missing('prompt');
    const model = requireModel(field('model') ?? 'sora-2', ['sora-2', 'sora-2-pro']);
    const seconds = String(field('seconds') ?? '4');
    if (!['4', '8', '12'].includes(seconds)) throw invalid(`Invalid value: '${seconds}'. Supported values are: '4', '8', and '12'.`, 'seconds');
    const size = String(field('size') ?? '720x1280');
    if (!SIZES.includes(size)) throw invalid(`Invalid value: '${size}'. Supported values are: ${SIZES.map((s) => `'${s}'`).join(', ')}.`, 'size');
    const reference = call.form ? fileField(call, 'input_reference') : undefined;
    if (reference && !/^image\/(png|jpeg|webp)$/.test(reference.type)) throw invalid('input_reference must be a PNG, JPEG or WEBP image.', 'input_reference');
    if (state.takeRateLimit()) throw rateLimit(model);
    const video: Video = { id: state.id('video'), object: 'video', created_at: state.now(), status: 'queued', model, progress: 0, seconds, size, prompt };
    videos.set(video.id, video);
    return { json: video };
  }
  const video = videos.get(id);
  if (!video) throw notFound(`Video with id '${id}' not found.`);
  if (call.method === 'GET' && content) {
    if (video.status !== 'completed') throw invalid('Video is not ready yet, use GET /v1/videos/{video_id} to check status.');
    return { bytes: mp4Bytes(), contentType: 'video/mp4' };
  }
  if (call.method === 'GET') {
    if (video.status === 'queued') Object.assign(video, { status: 'in_progress', progress: 50 });
    else if (video.status === 'in_progress') Object.assign(video, { status: 'completed', progress: 100, completed_at: state.now() + 60 });
    return { json: video };
  }
  return undefined;
};
