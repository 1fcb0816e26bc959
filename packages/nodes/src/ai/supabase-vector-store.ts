import { Document } from '@langchain/core/documents';
import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { VectorStore } from '@langchain/core/vectorstores';

/*
 * A Supabase table of documents over PostgREST, as Supabase's vector guide lays it out: rows of
 * `content`, `metadata` (jsonb) and `embedding` (vector), searched by a SQL function (by default
 * `match_documents(query_embedding, match_count, filter)`) answering `id, content, metadata, similarity`.
 * The service role key goes in both `apikey` and `Authorization`.
 */

export interface SupabaseConfig { host: string; serviceRole: string; tableName: string; queryName: string }

export class SupabaseError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export class SupabaseVectorStore extends VectorStore {
  declare FilterType: Record<string, unknown>;

  constructor(embeddings: EmbeddingsInterface, private readonly config: SupabaseConfig) {
    super(embeddings, {});
  }

  _vectorstoreType(): string {
    return 'supabase';
  }

  private async rest(path: string, body: unknown, prefer?: string): Promise<unknown> {
    const base = this.config.host.replace(/\/$/, '');
    const response = await fetch(`${/^https?:\/\//.test(base) ? base : `https://${base}`}/rest/v1/${path}`, {
      method: 'POST',
      headers: {
        apikey: this.config.serviceRole,
        Authorization: `Bearer ${this.config.serviceRole}`,
        'content-type': 'application/json',
        ...(prefer ? { Prefer: prefer } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch { /* plain text */ }
    if (!response.ok) {
      const shape = parsed as { message?: string; hint?: string } | string | null;
      const message = typeof shape === 'string' ? shape : shape?.message ?? response.statusText;
      throw new SupabaseError(`Supabase answered ${response.status}: ${message}${typeof shape === 'object' && shape?.hint ? ` (${shape.hint})` : ''}`, response.status);
    }
    return parsed;
  }

  async addDocuments(documents: Document[], options?: { ids?: Array<string | number> }): Promise<string[]> {
    const vectors = await this.embeddings.embedDocuments(documents.map((document) => document.pageContent));
    return this.addVectors(vectors, documents, options);
  }

  async addVectors(vectors: number[][], documents: Document[], options?: { ids?: Array<string | number> }): Promise<string[]> {
    if (documents.length === 0) return [];
    const rows = documents.map((document, index) => ({
      content: document.pageContent, metadata: document.metadata ?? {}, embedding: vectors[index],
      ...(options?.ids?.[index] !== undefined ? { id: options.ids[index] } : {}),
    }));
    const ids: string[] = [];
    // PostgREST takes rows of the same keys in one request: with ids (an update) or without.
    for (let start = 0; start < rows.length; start += 500) {
      const answer = await this.rest(
        `${encodeURIComponent(this.config.tableName)}${options?.ids ? '?on_conflict=id' : ''}`,
        rows.slice(start, start + 500),
        `return=representation${options?.ids ? ',resolution=merge-duplicates' : ''}`,
      ) as Array<{ id: string | number }>;
      ids.push(...answer.map((row) => String(row.id)));
    }
    return ids;
  }

  async similaritySearchVectorWithScore(query: number[], k: number, filter?: Record<string, unknown>): Promise<[Document, number][]> {
    const rows = await this.rest(`rpc/${encodeURIComponent(this.config.queryName)}`, { query_embedding: query, match_count: k, filter: filter ?? {} }) as
      Array<{ id: string | number; content: string; metadata: Record<string, unknown> | null; similarity: number }>;
    return rows.map((row) => [new Document({ id: String(row.id), pageContent: row.content ?? '', metadata: row.metadata ?? {} }), row.similarity]);
  }
}
