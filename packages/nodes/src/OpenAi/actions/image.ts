import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { binaryBlob, binaryDataUrl, locatorValue } from '../helpers.js';
import { openAiRequest } from '../transport.js';

interface GenerateOptions { n?: number; dalleQuality?: string; quality?: string; size?: string; style?: string; returnImageUrls?: boolean; binaryPropertyOutput?: string }
interface ImagesResponse { data: Array<{ url?: string; b64_json?: string; revised_prompt?: string }> }

/** Each generated image: its URL as JSON, or its bytes as binary data in `property`. */
async function imageItems(context: IExecuteFunctions, itemIndex: number, response: ImagesResponse, property: string, mimeType: string): Promise<INodeExecutionData[]> {
  const items: INodeExecutionData[] = [];
  for (const { b64_json: base64, ...rest } of response.data) {
    if (base64 === undefined) {
      items.push({ json: rest as IDataObject, pairedItem: { item: itemIndex } });
      continue;
    }
    const extension = mimeType.split('/')[1] === 'jpeg' ? 'jpg' : mimeType.split('/')[1];
    const binary = await context.helpers.prepareBinaryData(Buffer.from(base64, 'base64'), `image.${extension}`, mimeType);
    items.push({ json: rest as IDataObject, binary: { [property]: binary }, pairedItem: { item: itemIndex } });
  }
  return items;
}

/** Image > Generate: DALL·E 2 or 3 (URLs or images) or GPT Image 1 (always images). */
export async function generateImage(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const model = this.getNodeParameter('model', itemIndex) as string;
  const prompt = this.getNodeParameter('prompt', itemIndex) as string;
  const options = this.getNodeParameter('options', itemIndex, {}) as GenerateOptions;
  const body: IDataObject = { prompt, model };
  if (model === 'gpt-image-1') {
    if (options.quality) body.quality = options.quality;
  } else {
    body.response_format = options.returnImageUrls ? 'url' : 'b64_json';
    if (model === 'dall-e-3' && options.dalleQuality) body.quality = options.dalleQuality;
    if (model === 'dall-e-3' && options.style) body.style = options.style;
    if (model === 'dall-e-2' && options.n !== undefined) body.n = options.n;
  }
  if (options.size) body.size = options.size;
  const response = await openAiRequest(this, { method: 'POST', path: '/images/generations', body }) as ImagesResponse;
  return imageItems(this, itemIndex, response, options.binaryPropertyOutput || 'data', 'image/png');
}

interface EditOptions { user?: string; background?: string; inputFidelity?: string; imageMask?: string }

/** Image > Edit (versions 2.x): the item's image(s), an optional mask, and the prompt, as multipart. */
export async function editImage(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const model = this.getNodeParameter('model', itemIndex) as string;
  const form = new FormData();
  form.append('prompt', this.getNodeParameter('prompt', itemIndex) as string);
  form.append('model', model);
  const properties = model === 'gpt-image-1'
    ? (this.getNodeParameter('images.values', itemIndex, []) as Array<{ binaryPropertyName?: string }>).map((image) => image.binaryPropertyName || 'data')
    : [this.getNodeParameter('binaryPropertyName', itemIndex, 'data') as string];
  if (properties.length === 0) throw new NodeOperationError(this.getNode(), 'Add at least one image', { itemIndex });
  for (const property of properties) {
    const image = await binaryBlob(this, itemIndex, property);
    // Several images go as a list field, which GPT Image 1 takes as `image[]`.
    form.append(model === 'gpt-image-1' ? 'image[]' : 'image', image.blob, image.fileName);
  }
  form.append('n', String(this.getNodeParameter('n', itemIndex, 1)));
  form.append('size', this.getNodeParameter('size', itemIndex, '1024x1024') as string);
  let mimeType = 'image/png';
  if (model === 'gpt-image-1') {
    form.append('quality', this.getNodeParameter('quality', itemIndex, 'auto') as string);
    const outputFormat = this.getNodeParameter('outputFormat', itemIndex, 'png') as string;
    form.append('output_format', outputFormat);
    mimeType = `image/${outputFormat}`;
    if (outputFormat !== 'png') form.append('output_compression', String(this.getNodeParameter('outputCompression', itemIndex, 100)));
  } else {
    form.append('response_format', this.getNodeParameter('responseFormat', itemIndex, 'url') as string);
  }
  const options = this.getNodeParameter('options', itemIndex, {}) as EditOptions;
  if (options.user) form.append('user', options.user);
  if (model === 'gpt-image-1' && options.background) form.append('background', options.background);
  if (model === 'gpt-image-1' && options.inputFidelity) form.append('input_fidelity', options.inputFidelity);
  if (options.imageMask) {
    const mask = await binaryBlob(this, itemIndex, options.imageMask);
    form.append('mask', mask.blob, mask.fileName);
  }
  const response = await openAiRequest(this, { method: 'POST', path: '/images/edits', body: form }) as ImagesResponse;
  return imageItems(this, itemIndex, response, 'data', mimeType);
}

interface AnalyzeOptions { detail?: string; maxTokens?: number }

/** Image > Analyze: the images (URLs, or the item's binary data) and the question to a vision model. */
export async function analyzeImage(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const version = this.getNode().typeVersion;
  // Before 1.4 the model was fixed; later versions let the user pick it.
  const model = version >= 1.4 ? locatorValue(this, 'modelId', itemIndex) : 'gpt-4o';
  const text = this.getNodeParameter('text', itemIndex, '') as string;
  const inputType = this.getNodeParameter('inputType', itemIndex, 'url') as string;
  const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
  const options = this.getNodeParameter('options', itemIndex, {}) as AnalyzeOptions;
  const detail = options.detail ?? 'auto';
  const urls: string[] = [];
  if (inputType === 'url') {
    urls.push(...(this.getNodeParameter('imageUrls', itemIndex, '') as string).split(',').map((url) => url.trim()).filter(Boolean));
  } else {
    const properties = (this.getNodeParameter('binaryPropertyName', itemIndex, 'data') as string).split(',').map((name) => name.trim()).filter(Boolean);
    for (const property of properties) urls.push((await binaryDataUrl(this, itemIndex, property)).url);
  }
  if (urls.length === 0) throw new NodeOperationError(this.getNode(), 'Give at least one image', { itemIndex });
  const body = {
    model,
    messages: [{ role: 'user', content: [{ type: 'text', text }, ...urls.map((url) => ({ type: 'image_url', image_url: { url, detail } }))] }],
    max_tokens: options.maxTokens ?? 300,
  };
  const response = await openAiRequest(this, { method: 'POST', path: '/chat/completions', body }) as { choices: Array<{ message: { content: string } }> };
  return [{ json: simplify ? { content: response.choices[0]?.message.content ?? '' } : response as unknown as IDataObject, pairedItem: { item: itemIndex } }];
}
