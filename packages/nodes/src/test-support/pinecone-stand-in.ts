import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A loopback stand-in of Pinecone, from its public REST reference: the control plane's describe-index
 * (GET /indexes/{name}, answering the index's host: this same server) and the data plane's
 * /vectors/upsert, /query and /vectors/delete, with the `Api-Key` header, namespaces, flat metadata and
 * metadata filters ($eq, $ne, $in, $nin, $and, $or, or a bare value). Errors as Pinecone words them.
 */

interface Record_ { id: string; values: number[]; metadata: Record<string, unknown> }
interface Index { dimension: number; metric: 'cosine' | 'dotproduct' | 'euclidean'; namespaces: Map<string, Map<string, Record_>> }

export interface PineconeStandIn {
  /** What PINECONE_CONTROLLER_HOST takes. */
  controllerUrl: string;
  indexes: Map<string, Index>;
  createIndex(name: string, dimension: number, metric?: Index['metric']): void;
  requests: Array<{ method: string; path: string; body: unknown }>;
  close(): Promise<void>;
}

function passes(metadata: Record<string, unknown>, filter: Record<string, unknown> | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$and') return (condition as Record<string, unknown>[]).every((part) => passes(metadata, part));
    if (key === '$or') return (condition as Record<string, unknown>[]).some((part) => passes(metadata, part));
    const value = metadata[key];
    if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return value === condition;
    return Object.entries(condition as Record<string, unknown>).every(([operator, operand]) => {
      if (operator === '$eq') return value === operand;
      if (operator === '$ne') return value !== operand;
      if (operator === '$in') return (operand as unknown[]).includes(value);
      if (operator === '$nin') return !(operand as unknown[]).includes(value);
      throw new Error(`Invalid filter operator: ${operator}`);
    });
  });
}

function scoreOf(metric: Index['metric'], a: number[], b: number[]): number {
  if (metric === 'euclidean') return a.reduce((sum, value, index) => sum + (value - (b[index] ?? 0)) ** 2, 0);
  const dot = a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0);
  return metric === 'dotproduct' ? dot : dot / ((Math.hypot(...a) || 1) * (Math.hypot(...b) || 1));
}

export async function startPineconeStandIn(options: { apiKey: string }): Promise<PineconeStandIn> {
  const indexes = new Map<string, Index>();
  const requests: PineconeStandIn['requests'] = [];
  let origin = '';

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      // The data plane words its errors as gRPC statuses; the control plane in an `error` object.
      const dataError = (status: number, code: number, message: string) => send(status, { code, message, details: [] });
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      if (request.headers['api-key'] !== options.apiKey) {
        return send(401, { error: { code: 'UNAUTHENTICATED', message: 'Invalid API Key' }, status: 401 });
      }
      let body: Record<string, unknown> = {};
      try {
        if (chunks.length > 0) body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return dataError(400, 3, 'Invalid JSON body');
      }
      requests.push({ method, path: url.pathname, body });
      const described = /^\/indexes\/([^/]+)$/.exec(url.pathname);
      if (method === 'GET' && described) {
        const name = decodeURIComponent(described[1] ?? '');
        const index = indexes.get(name);
        if (!index) return send(404, { error: { code: 'NOT_FOUND', message: `Resource ${name} not found` }, status: 404 });
        return send(200, {
          name, dimension: index.dimension, metric: index.metric, host: `${origin}/data/${encodeURIComponent(name)}`,
          spec: { serverless: { cloud: 'aws', region: 'us-east-1' } }, status: { ready: true, state: 'Ready' }, vector_type: 'dense', deletion_protection: 'disabled',
        });
      }
      const data = /^\/data\/([^/]+)(\/vectors\/upsert|\/query|\/vectors\/delete)$/.exec(url.pathname);
      const index = data ? indexes.get(decodeURIComponent(data[1] ?? '')) : undefined;
      if (!data || !index || method !== 'POST') return send(404, { error: { code: 'NOT_FOUND', message: `Not found: ${url.pathname}` }, status: 404 });
      const namespaceName = typeof body.namespace === 'string' ? body.namespace : '';
      const namespace = index.namespaces.get(namespaceName);
      if (data[2] === '/vectors/upsert') {
        const vectors = body.vectors as Record_[] | undefined;
        if (!Array.isArray(vectors) || vectors.length === 0) return dataError(400, 3, 'Invalid request: vectors must not be empty');
        if (vectors.length > 1000) return dataError(400, 3, 'Invalid request: at most 1000 vectors per upsert');
        for (const vector of vectors) {
          if (typeof vector.id !== 'string' || vector.id === '') return dataError(400, 3, 'Invalid request: every vector needs an id');
          if (!Array.isArray(vector.values) || vector.values.length !== index.dimension) {
            return dataError(400, 3, `Vector dimension ${Array.isArray(vector.values) ? vector.values.length : 0} does not match the dimension of the index ${index.dimension}`);
          }
          const nested = Object.entries(vector.metadata ?? {}).find(([, value]) => value !== null && typeof value === 'object' && !Array.isArray(value));
          if (nested) return dataError(400, 3, `Metadata value must be a string, number, boolean or list of strings, got '{...}' for field '${nested[0]}'`);
        }
        const target = namespace ?? new Map<string, Record_>();
        index.namespaces.set(namespaceName, target);
        for (const vector of vectors) target.set(vector.id, { id: vector.id, values: vector.values, metadata: vector.metadata ?? {} });
        return send(200, { upsertedCount: vectors.length });
      }
      if (data[2] === '/query') {
        const vector = body.vector as number[] | undefined;
        const topK = body.topK as number | undefined;
        if (typeof topK !== 'number' || topK < 1 || topK > 10000) return dataError(400, 3, 'Invalid request: topK must be between 1 and 10000');
        if (!Array.isArray(vector) || vector.length !== index.dimension) {
          return dataError(400, 3, `Vector dimension ${Array.isArray(vector) ? vector.length : 0} does not match the dimension of the index ${index.dimension}`);
        }
        let records: Record_[];
        try {
          records = [...(namespace?.values() ?? [])].filter((record) => passes(record.metadata, body.filter as Record<string, unknown> | undefined));
        } catch (error) {
          return dataError(400, 3, (error as Error).message);
        }
        const ascending = index.metric === 'euclidean';
        const matches = records.map((record) => ({ record, score: scoreOf(index.metric, vector, record.values) }))
          .sort((a, b) => (ascending ? a.score - b.score : b.score - a.score)).slice(0, topK)
          .map(({ record, score }) => ({ id: record.id, score, values: body.includeValues ? record.values : [], ...(body.includeMetadata ? { metadata: record.metadata } : {}) }));
        return send(200, { results: [], matches, namespace: namespaceName, usage: { readUnits: 1 } });
      }
      if (body.deleteAll === true) {
        if (!namespace) return dataError(404, 5, 'Namespace not found');
        index.namespaces.delete(namespaceName);
      } else if (Array.isArray(body.ids)) {
        for (const id of body.ids as string[]) namespace?.delete(id);
      } else {
        return dataError(400, 3, 'Invalid request: give ids, deleteAll or a filter');
      }
      return send(200, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    controllerUrl: origin,
    indexes,
    createIndex: (name, dimension, metric = 'cosine') => void indexes.set(name, { dimension, metric, namespaces: new Map() }),
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
