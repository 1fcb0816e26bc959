import { Document } from '@langchain/core/documents';
import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { VectorStore } from '@langchain/core/vectorstores';
import { randomUUID } from 'node:crypto';
import { pineconeControllerUrl } from './service-endpoints.js';

/*
 * A Pinecone index over its REST API (control plane: describe the index for its host; data plane:
 * upsert, query, delete), with the `Api-Key` header. Metadata is flat in Pinecone: nested values are
 * stored under dotted keys and the text under `text`, as LangChain's Pinecone store does.
 */

export class PineconeError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

async function call(url: string, apiKey: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { 'Api-Key': apiKey, 'X-Pinecone-API-Version': '2025-04', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch { /* a plain-text answer */ }
  if (!response.ok) {
    const shape = parsed as { error?: { message?: string }; message?: string } | string;
    const message = typeof shape === 'string' ? shape : shape.error?.message ?? shape.message ?? response.statusText;
    throw new PineconeError(`Pinecone answered ${response.status}: ${message}`, response.status);
  }
  return parsed;
}

/** The data-plane host of an index (described by the control plane). */
export async function pineconeIndexHost(apiKey: string, index: string): Promise<string> {
  const described = await call(`${pineconeControllerUrl()}/indexes/${encodeURIComponent(index)}`, apiKey, 'GET') as { host?: string };
  if (!described.host) throw new PineconeError(`Pinecone did not say where the index "${index}" is`, 500);
  return /^https?:\/\//.test(described.host) ? described.host.replace(/\/$/, '') : `https://${described.host}`;
}

type Flat = Record<string, string | number | boolean | string[]>;

function flatten(value: Record<string, unknown>, prefix = '', into: Flat = {}): Flat {
  for (const [key, entry] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (entry === null || entry === undefined) continue;
    if (Array.isArray(entry)) into[name] = entry.map(String);
    else if (typeof entry === 'object') flatten(entry as Record<string, unknown>, name, into);
    else if (typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean') into[name] = entry;
  }
  return into;
}

export interface PineconeConfig { apiKey: string; host: string; namespace?: string; textKey?: string }

export class PineconeVectorStore extends VectorStore {
  declare FilterType: Record<string, unknown>;

  constructor(embeddings: EmbeddingsInterface, private readonly config: PineconeConfig) {
    super(embeddings, {});
  }

  _vectorstoreType(): string {
    return 'pinecone';
  }

  private get textKey(): string {
    return this.config.textKey ?? 'text';
  }

  private namespaced<T extends object>(body: T): T & { namespace?: string } {
    return this.config.namespace ? { ...body, namespace: this.config.namespace } : body;
  }

  async addDocuments(documents: Document[], options?: { ids?: string[] }): Promise<string[]> {
    const vectors = await this.embeddings.embedDocuments(documents.map((document) => document.pageContent));
    return this.addVectors(vectors, documents, options);
  }

  async addVectors(vectors: number[][], documents: Document[], options?: { ids?: string[] }): Promise<string[]> {
    const ids = documents.map((document, index) => options?.ids?.[index] ?? document.id ?? randomUUID());
    const records = documents.map((document, index) => ({
      id: ids[index], values: vectors[index], metadata: { ...flatten(document.metadata ?? {}), [this.textKey]: document.pageContent },
    }));
    // Pinecone takes at most 1000 vectors (and 2 MB) per upsert.
    for (let start = 0; start < records.length; start += 100) {
      await call(`${this.config.host}/vectors/upsert`, this.config.apiKey, 'POST', this.namespaced({ vectors: records.slice(start, start + 100) }));
    }
    return ids as string[];
  }

  /** Deletes every vector of the namespace; a namespace not there yet is already empty. */
  async clearNamespace(): Promise<void> {
    try {
      await call(`${this.config.host}/vectors/delete`, this.config.apiKey, 'POST', this.namespaced({ deleteAll: true }));
    } catch (error) {
      if (!(error instanceof PineconeError && error.status === 404)) throw error;
    }
  }

  async similaritySearchVectorWithScore(query: number[], k: number, filter?: Record<string, unknown>): Promise<[Document, number][]> {
    const answer = await call(`${this.config.host}/query`, this.config.apiKey, 'POST', this.namespaced({
      vector: query, topK: k, includeMetadata: true, includeValues: false, ...(filter && Object.keys(filter).length > 0 ? { filter } : {}),
    })) as { matches?: Array<{ id: string; score: number; metadata?: Record<string, unknown> }> };
    return (answer.matches ?? []).map(({ id, score, metadata }) => {
      const { [this.textKey]: text, ...rest } = metadata ?? {};
      return [new Document({ id, pageContent: typeof text === 'string' ? text : '', metadata: rest }), score];
    });
  }
}
