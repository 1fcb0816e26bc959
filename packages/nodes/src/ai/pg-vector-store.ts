import { Document } from '@langchain/core/documents';
import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { VectorStore } from '@langchain/core/vectorstores';
import pg from 'pg';

/*
 * Documents and their vectors in a PostgreSQL table with the pgvector extension, laid out as n8n's
 * PGVector store lays them (table n8n_vectors: id uuid, text, metadata jsonb, embedding vector; an
 * optional collections table). Each operation opens its own connection and closes it, so nothing is
 * left open when the workflow is done.
 */

export type DistanceStrategy = 'cosine' | 'innerProduct' | 'euclidean';

export interface PgVectorConfig {
  connection: pg.ClientConfig;
  tableName: string;
  columns: { id: string; vector: string; content: string; metadata: string };
  collection?: { name: string; tableName: string };
  distanceStrategy: DistanceStrategy;
}

/** pgvector's distance operators: smaller is nearer for each. */
const OPERATORS: Record<DistanceStrategy, string> = { cosine: '<=>', innerProduct: '<#>', euclidean: '<->' };

/** A quoted identifier; `schema.table` names are quoted part by part. */
export function quoteIdentifier(name: string): string {
  return name.split('.').map((part) => `"${part.replace(/"/g, '""')}"`).join('.');
}

const vectorLiteral = (vector: number[]) => `[${vector.join(',')}]`;

export class PgVectorMissingError extends Error {}

export class PgVectorStore extends VectorStore {
  declare FilterType: Record<string, unknown>;

  constructor(embeddings: EmbeddingsInterface, private readonly config: PgVectorConfig) {
    super(embeddings, {});
  }

  _vectorstoreType(): string {
    return 'pgvector';
  }

  private async withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client(this.config.connection);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  /** Makes the extension, the tables and the collection there if they are not; answers the collection's id. */
  private async prepare(client: pg.Client): Promise<string | undefined> {
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS vector');
    } catch (error) {
      throw new PgVectorMissingError(`The PostgreSQL server has no pgvector extension: ${(error as Error).message}`);
    }
    const { columns, collection } = this.config;
    const table = quoteIdentifier(this.config.tableName);
    const collectionColumn = collection ? ', collection_id uuid' : '';
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (${quoteIdentifier(columns.id)} uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY, `
      + `${quoteIdentifier(columns.content)} text, ${quoteIdentifier(columns.metadata)} jsonb, ${quoteIdentifier(columns.vector)} vector${collectionColumn})`);
    if (!collection) return undefined;
    const collections = quoteIdentifier(collection.tableName);
    await client.query(`CREATE TABLE IF NOT EXISTS ${collections} (uuid uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY, name character varying, cmetadata jsonb)`);
    await client.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS collection_id uuid`);
    const found = await client.query<{ uuid: string }>(`SELECT uuid FROM ${collections} WHERE name = $1`, [collection.name]);
    if (found.rows[0]) return found.rows[0].uuid;
    const made = await client.query<{ uuid: string }>(`INSERT INTO ${collections} (name, cmetadata) VALUES ($1, '{}') RETURNING uuid`, [collection.name]);
    return made.rows[0]?.uuid;
  }

  async addDocuments(documents: Document[], options?: { ids?: string[] }): Promise<string[]> {
    const vectors = await this.embeddings.embedDocuments(documents.map((document) => document.pageContent));
    return this.addVectors(vectors, documents, options);
  }

  async addVectors(vectors: number[][], documents: Document[], options?: { ids?: string[] }): Promise<string[]> {
    if (documents.length === 0) return [];
    const { columns } = this.config;
    return this.withClient(async (client) => {
      const collectionId = await this.prepare(client);
      const names = [columns.id, columns.content, columns.metadata, columns.vector].map(quoteIdentifier);
      const ids: string[] = [];
      for (const [index, document] of documents.entries()) {
        const given = options?.ids?.[index];
        const values: unknown[] = [document.pageContent, JSON.stringify(document.metadata ?? {}), vectorLiteral(vectors[index] ?? [])];
        const collection = collectionId ? ', collection_id' : '';
        const collectionValue = collectionId ? `, $${values.push(collectionId)}` : '';
        const idValue = given === undefined ? 'gen_random_uuid()' : `$${values.push(given)}::uuid`;
        const result = await client.query<{ id: string }>(
          `INSERT INTO ${quoteIdentifier(this.config.tableName)} (${names.join(', ')}${collection}) VALUES (${idValue}, $1, $2::jsonb, $3::vector${collectionValue}) `
          + `ON CONFLICT (${names[0]}) DO UPDATE SET ${names[1]} = EXCLUDED.${names[1]}, ${names[2]} = EXCLUDED.${names[2]}, ${names[3]} = EXCLUDED.${names[3]} `
          + `RETURNING ${names[0]} AS id`,
          values,
        );
        ids.push(result.rows[0]?.id ?? '');
      }
      return ids;
    });
  }

  async similaritySearchVectorWithScore(query: number[], k: number, filter?: Record<string, unknown>): Promise<[Document, number][]> {
    const { columns } = this.config;
    return this.withClient(async (client) => {
      const collectionId = await this.prepare(client);
      const values: unknown[] = [vectorLiteral(query), k];
      const conditions: string[] = [];
      if (collectionId) conditions.push(`collection_id = $${values.push(collectionId)}`);
      if (filter && Object.keys(filter).length > 0) conditions.push(`${quoteIdentifier(columns.metadata)} @> $${values.push(JSON.stringify(filter))}::jsonb`);
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      const result = await client.query<{ id: string; content: string; metadata: Record<string, unknown> | null; distance: number }>(
        `SELECT ${quoteIdentifier(columns.id)} AS id, ${quoteIdentifier(columns.content)} AS content, ${quoteIdentifier(columns.metadata)} AS metadata, `
        + `${quoteIdentifier(columns.vector)} ${OPERATORS[this.config.distanceStrategy]} $1::vector AS distance `
        + `FROM ${quoteIdentifier(this.config.tableName)} ${where} ORDER BY distance LIMIT $2`,
        values,
      );
      return result.rows.map((row) => [
        new Document({ id: row.id, pageContent: row.content ?? '', metadata: row.metadata ?? {} }),
        Number(row.distance),
      ] as [Document, number]);
    });
  }
}
