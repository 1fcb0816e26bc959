import { encodingForModel, getEncoding } from 'js-tiktoken';
import type { Tiktoken, TiktokenModel } from 'js-tiktoken';

const encoders = new Map<string, Tiktoken>();

/**
 * The number of tokens of `text` for the model, counted with the encodings js-tiktoken ships. LangChain's
 * own count downloads the encoding first, which hangs where the network is closed; unknown models count
 * with cl100k_base.
 */
export function offlineTokenCount(text: string, modelName?: string): number {
  const key = modelName ?? '';
  let encoder = encoders.get(key);
  if (!encoder) {
    try {
      encoder = modelName ? encodingForModel(modelName as TiktokenModel) : getEncoding('cl100k_base');
    } catch {
      encoder = getEncoding('cl100k_base');
    }
    encoders.set(key, encoder);
  }
  return encoder.encode(text).length;
}
