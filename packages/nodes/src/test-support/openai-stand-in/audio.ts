import { fileField, invalid, missing, rateLimit, requireModel, stringField } from './kit.js';
import type { StandInApi } from './kit.js';
import { SPEECH_TYPES, speechBytes, spokenText } from './media.js';

/*
 * OpenAI's Audio API: speech (JSON in, audio bytes out), transcriptions and translations (multipart in,
 * `{ text }` out). The stand-in "hears" the text its own speech carries; other audio is heard as the next
 * scripted answer's content.
 */

const VOICES = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'onyx', 'nova', 'sage', 'shimmer', 'verse'];
const AUDIO_EXTENSIONS = ['flac', 'mp3', 'mp4', 'mpeg', 'mpga', 'm4a', 'ogg', 'oga', 'wav', 'webm'];

export const audioApi: StandInApi = (call, state) => {
  if (call.method !== 'POST') return undefined;
  if (call.path === '/v1/audio/speech') {
    const body = call.body ?? {};
    const model = requireModel(body.model, ['tts-1', 'tts-1-hd', 'gpt-4o-mini-tts']);
    if (typeof body.input !== 'string' || body.input === '') throw missing('input');
    if (body.input.length > 4096) throw invalid("String too long. Expected a string with maximum length 4096 - 'input'", 'input');
    if (typeof body.voice !== 'string') throw missing('voice');
    if (!VOICES.includes(body.voice)) throw invalid(`Input should be ${VOICES.map((v) => `'${v}'`).join(', ')} - 'voice'`, 'voice');
    const format = String(body.response_format ?? 'mp3');
    if (!SPEECH_TYPES[format]) throw invalid(`Input should be 'mp3', 'opus', 'aac', 'flac', 'wav' or 'pcm' - 'response_format'`, 'response_format');
    const speed = body.speed === undefined ? 1 : Number(body.speed);
    if (!(speed >= 0.25 && speed <= 4)) throw invalid(`${String(body.speed)} is greater than the maximum of 4 - 'speed'`, 'speed');
    if (state.takeRateLimit()) throw rateLimit(model);
    return { bytes: speechBytes(format, body.input), contentType: SPEECH_TYPES[format] as string };
  }
  if (call.path !== '/v1/audio/transcriptions' && call.path !== '/v1/audio/translations') return undefined;
  if (!call.form) throw invalid('Invalid Content-Type header (application/json), expected multipart/form-data.');
  const translation = call.path.endsWith('translations');
  const model = requireModel(stringField(call, 'model'), translation ? ['whisper-1'] : ['whisper-1', 'gpt-4o-transcribe', 'gpt-4o-mini-transcribe']);
  const file = fileField(call, 'file');
  if (!file) throw missing('file');
  const extension = file.filename.split('.').pop()?.toLowerCase() ?? '';
  if (!AUDIO_EXTENSIONS.includes(extension)) {
    throw invalid(`Invalid file format. Supported formats: ${JSON.stringify(AUDIO_EXTENSIONS)}`, 'file');
  }
  const temperature = stringField(call, 'temperature');
  if (temperature !== undefined && !(Number(temperature) >= 0 && Number(temperature) <= 1)) throw invalid(`Invalid temperature ${temperature}: it must be between 0 and 1`, 'temperature');
  if (state.takeRateLimit()) throw rateLimit(model);
  let text = spokenText(file.bytes);
  if (text === undefined) {
    const answer = state.nextAnswer() as { content?: string } | undefined;
    if (typeof answer?.content !== 'string') throw new Error('no scripted answer left for this transcription');
    text = answer.content;
  }
  return { json: { text } };
};
