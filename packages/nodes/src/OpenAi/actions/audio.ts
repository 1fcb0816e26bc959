import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { binaryBlob } from '../helpers.js';
import { openAiRequest } from '../transport.js';

const AUDIO_TYPES: Record<string, string> = { mp3: 'audio/mpeg', opus: 'audio/opus', aac: 'audio/aac', flac: 'audio/flac' };

/** Audio > Generate: text to speech, the audio as binary data. */
export async function generateAudio(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const options = this.getNodeParameter('options', itemIndex, {}) as { response_format?: string; speed?: number; binaryPropertyOutput?: string };
  const format = options.response_format ?? 'mp3';
  const body = {
    model: this.getNodeParameter('model', itemIndex) as string,
    input: this.getNodeParameter('input', itemIndex) as string,
    voice: this.getNodeParameter('voice', itemIndex) as string,
    response_format: format,
    ...(options.speed !== undefined ? { speed: options.speed } : {}),
  };
  const bytes = await openAiRequest(this, { method: 'POST', path: '/audio/speech', body, binary: true }) as Uint8Array;
  const binary = await this.helpers.prepareBinaryData(Buffer.from(bytes), `audio.${format}`, AUDIO_TYPES[format] ?? 'audio/mpeg');
  return [{ json: {}, binary: { [options.binaryPropertyOutput || 'data']: binary }, pairedItem: { item: itemIndex } }];
}

/** Audio > Transcribe / Translate: the item's recording to Whisper; `{ text }` (translations are English). */
export async function audioToText(this: IExecuteFunctions, itemIndex: number, kind: 'transcriptions' | 'translations'): Promise<INodeExecutionData[]> {
  const property = this.getNodeParameter('binaryPropertyName', itemIndex, 'data') as string;
  const options = this.getNodeParameter('options', itemIndex, {}) as { language?: string; temperature?: number };
  const audio = await binaryBlob(this, itemIndex, property);
  const form = new FormData();
  form.append('file', audio.blob, audio.fileName);
  form.append('model', 'whisper-1');
  if (kind === 'transcriptions' && options.language) form.append('language', options.language);
  if (options.temperature !== undefined) form.append('temperature', String(options.temperature));
  const response = await openAiRequest(this, { method: 'POST', path: `/audio/${kind}`, body: form }) as { text: string };
  return [{ json: { text: response.text }, pairedItem: { item: itemIndex } }];
}
