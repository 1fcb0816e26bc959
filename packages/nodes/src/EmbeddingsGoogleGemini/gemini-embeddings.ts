import { GoogleGenerativeAIEmbeddings } from '@langchain/google-genai';

interface BatchEmbedder {
  client: { batchEmbedContents(request: { requests: unknown[] }): Promise<{ embeddings: Array<{ values?: number[] }> }> };
  _convertToContent(text: string): unknown;
}

/**
 * LangChain's Gemini embeddings answer an empty vector for each text of a batch that failed (a wrong key,
 * a rate limit), which a vector store would then store: here a failed batch fails the call.
 */
export class GeminiEmbeddings extends GoogleGenerativeAIEmbeddings {
  protected override async _embedDocumentsContent(documents: string[]): Promise<number[][]> {
    const self = this as unknown as BatchEmbedder;
    const batches: string[][] = [];
    for (let start = 0; start < documents.length; start += this.maxBatchSize) batches.push(documents.slice(start, start + this.maxBatchSize));
    const answers = await Promise.all(batches.map((batch) => self.client.batchEmbedContents({ requests: batch.map((text) => self._convertToContent(text)) })));
    return answers.flatMap((answer) => answer.embeddings.map((embedding) => embedding.values ?? []));
  }
}
