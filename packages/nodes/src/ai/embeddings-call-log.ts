import { Embeddings } from '@langchain/core/embeddings';
import type { ISupplyDataFunctions } from '@weft/workflow';

const EMBEDDING = 'ai_embedding';

/**
 * An embeddings model whose calls are recorded as runs of the embeddings sub-node, as n8n shows them:
 * the texts asked (`documents` or `query`) and the vectors answered, or the error (as `errorOf` words it).
 * Every provider's embeddings node wraps its LangChain model in this.
 */
export class EmbeddingsCallLog extends Embeddings {
  constructor(
    private readonly inner: Embeddings,
    private readonly context: ISupplyDataFunctions,
    private readonly errorOf: (error: unknown) => Error = (error) => (error instanceof Error ? error : new Error(String(error))),
  ) {
    super({});
  }

  async embedDocuments(documents: string[]): Promise<number[][]> {
    return this.recorded({ documents }, () => this.inner.embedDocuments(documents));
  }

  async embedQuery(query: string): Promise<number[]> {
    return this.recorded({ query }, () => this.inner.embedQuery(query));
  }

  private async recorded<T extends number[] | number[][]>(asked: { documents: string[] } | { query: string }, call: () => Promise<T>): Promise<T> {
    const { index } = this.context.addInputData(EMBEDDING, [[{ json: asked }]]);
    try {
      const response = await call();
      this.context.addOutputData(EMBEDDING, index, [[{ json: { response } }]]);
      return response;
    } catch (error) {
      const shown = this.errorOf(error);
      this.context.addOutputData(EMBEDDING, index, shown);
      throw shown;
    }
  }
}
