import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError, sleep } from '@weft/workflow';
import { binaryBlob, locatorValue } from '../helpers.js';
import { openAiRequest } from '../transport.js';

interface Video extends IDataObject { id: string; status: string; error?: { message?: string } | null }

/**
 * Video > Generate (versions 2.x): creates the video job (with the item's reference image when it has
 * one), polls it until it is done or the wait time is over, then downloads the MP4 as binary data.
 */
export async function generateVideo(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const options = this.getNodeParameter('options', itemIndex, {}) as { binaryPropertyNameReference?: string; waitTime?: number; fileName?: string };
  const fields: Record<string, string> = {
    model: locatorValue(this, 'modelId', itemIndex),
    prompt: this.getNodeParameter('prompt', itemIndex) as string,
    seconds: String(this.getNodeParameter('seconds', itemIndex, 4)),
    size: this.getNodeParameter('size', itemIndex, '1280x720') as string,
  };
  const reference = options.binaryPropertyNameReference || 'data';
  let body: IDataObject | FormData = fields;
  if (this.getInputData()[itemIndex]?.binary?.[reference]) {
    const image = await binaryBlob(this, itemIndex, reference);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('input_reference', image.blob, image.fileName);
    body = form;
  }
  let video = await openAiRequest(this, { method: 'POST', path: '/videos', body }) as Video;
  const deadline = Date.now() + (options.waitTime ?? 300) * 1000;
  // Poll quickly at first, then every five seconds: short clips are often ready in moments.
  for (let wait = 500; video.status === 'queued' || video.status === 'in_progress'; wait = Math.min(wait * 2, 5000)) {
    if (Date.now() + wait > deadline) {
      throw new NodeOperationError(this.getNode(), `The video was not ready within ${options.waitTime ?? 300} seconds`, { itemIndex, description: `Video ID: ${video.id}` });
    }
    await sleep(wait);
    video = await openAiRequest(this, { method: 'GET', path: `/videos/${encodeURIComponent(video.id)}` }) as Video;
  }
  if (video.status !== 'completed') {
    throw new NodeOperationError(this.getNode(), `The video failed: ${video.error?.message ?? video.status}`, { itemIndex });
  }
  const bytes = await openAiRequest(this, { method: 'GET', path: `/videos/${encodeURIComponent(video.id)}/content`, binary: true }) as Uint8Array;
  const fileName = options.fileName || 'data';
  const binary = await this.helpers.prepareBinaryData(Buffer.from(bytes), fileName.includes('.') ? fileName : `${fileName}.mp4`, 'video/mp4');
  return [{ json: video, binary: { data: binary }, pairedItem: { item: itemIndex } }];
}
