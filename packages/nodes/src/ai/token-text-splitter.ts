import { TextSplitter } from '@langchain/textsplitters';
import { getEncoding } from 'js-tiktoken';
import type { Tiktoken } from 'js-tiktoken';

let encoder: Tiktoken | undefined;

/**
 * Splits text into chunks of at most `chunkSize` tokens (OpenAI's cl100k_base encoding), each chunk
 * repeating the last `chunkOverlap` tokens of the one before. LangChain's own token splitter fetches
 * the encoding from the network; js-tiktoken ships it, so this works offline.
 */
export class OfflineTokenTextSplitter extends TextSplitter {
  async splitText(text: string): Promise<string[]> {
    encoder ??= getEncoding('cl100k_base');
    const tokens = encoder.encode(text);
    const chunks: string[] = [];
    const step = Math.max(1, this.chunkSize - this.chunkOverlap);
    for (let start = 0; start < tokens.length; start += step) {
      chunks.push(encoder.decode(tokens.slice(start, start + this.chunkSize)));
      if (start + this.chunkSize >= tokens.length) break;
    }
    return chunks;
  }
}
