import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A loopback stand-in of Qdrant's REST API, from its public reference: the `api-key` header, collections
 * (list, get, create, delete), points upsert, query and delete, filters of `must`/`should`/`must_not`
 * match conditions, Cosine/Dot/Euclid distances. Answers carry Qdrant's `{ result, status, time }`
 * envelope; errors `{ status: { error } }`.
 */

interface Point { id: string | number; vector: number[]; payload: Record<string, unknown> }
interface Collection { size: number; distance: 'Cosine' | 'Dot' | 'Euclid' | 'Manhattan'; points: Map<string, Point> }
type Condition = { key?: string; match?: { value?: unknown; any?: unknown[] }; must?: Condition[]; should?: Condition[]; must_not?: Condition[] };

export interface QdrantStandIn {
  url: string;
  collections: Map<string, Collection>;
  /** Every request that passed the key check: method, path and body. */
  requests: Array<{ method: string; path: string; body: unknown }>;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function valueAt(payload: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), payload);
}

function matches(payload: Record<string, unknown>, filter: Condition | undefined): boolean {
  if (!filter) return true;
  if (filter.key !== undefined) {
    const value = valueAt(payload, filter.key);
    if (filter.match?.any) return filter.match.any.includes(value as never);
    return value === filter.match?.value;
  }
  if (filter.must && !filter.must.every((condition) => matches(payload, condition))) return false;
  if (filter.should && filter.should.length > 0 && !filter.should.some((condition) => matches(payload, condition))) return false;
  if (filter.must_not && filter.must_not.some((condition) => matches(payload, condition))) return false;
  return true;
}

function score(distance: Collection['distance'], a: number[], b: number[]): number {
  if (distance === 'Euclid') return Math.hypot(...a.map((value, index) => value - (b[index] ?? 0)));
  if (distance === 'Manhattan') return a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0);
  const dot = a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0);
  if (distance === 'Dot') return dot;
  return dot / ((Math.hypot(...a) || 1) * (Math.hypot(...b) || 1));
}

export async function startQdrantStandIn(options: { apiKey?: string } = {}): Promise<QdrantStandIn> {
  const collections = new Map<string, Collection>();
  const requests: QdrantStandIn['requests'] = [];
  const started = process.hrtime.bigint();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const time = Number(process.hrtime.bigint() - started) / 1e12;
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      const ok = (result: unknown) => send(200, { result, status: 'ok', time });
      const fail = (status: number, error: string) => send(status, { status: { error }, time });
      if (options.apiKey !== undefined && request.headers['api-key'] !== options.apiKey) {
        response.writeHead(401, { 'content-type': 'text/plain' });
        response.end('Must provide an API key or an Authorization bearer token');
        return;
      }
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      let body: Record<string, unknown> = {};
      if (chunks.length > 0) {
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        } catch (error) {
          return fail(400, `Json deserialize error: ${(error as Error).message}`);
        }
      }
      requests.push({ method, path: url.pathname, body });
      if (method === 'GET' && url.pathname === '/') return send(200, { title: 'qdrant - vector search engine', version: '1.17.0' });
      if (method === 'GET' && url.pathname === '/collections') return ok({ collections: [...collections.keys()].map((name) => ({ name })) });
      const match = /^\/collections\/([^/]+)(\/points(?:\/(query|search|delete))?)?$/.exec(url.pathname);
      if (!match) return fail(404, `Not found: ${url.pathname}`);
      const name = decodeURIComponent(match[1] ?? '');
      const collection = collections.get(name);
      if (!match[2]) {
        if (method === 'PUT') {
          if (collection) return fail(409, `Wrong input: Collection \`${name}\` already exists!`);
          const vectors = body.vectors as { size?: unknown; distance?: unknown } | undefined;
          if (!vectors || typeof vectors.size !== 'number' || vectors.size < 1) return fail(400, 'Wrong input: vectors.size must be a positive integer');
          if (!['Cosine', 'Dot', 'Euclid', 'Manhattan'].includes(String(vectors.distance))) return fail(400, `Json deserialize error: unknown variant \`${String(vectors.distance)}\``);
          collections.set(name, { size: vectors.size, distance: vectors.distance as Collection['distance'], points: new Map() });
          return ok(true);
        }
        if (method === 'DELETE') return ok(collections.delete(name));
        if (method === 'GET' && collection) return ok({ status: 'green', points_count: collection.points.size, config: { params: { vectors: { size: collection.size, distance: collection.distance } } } });
      }
      if (!collection) return fail(404, `Not found: Collection \`${name}\` doesn't exist!`);
      const operation = { operation_id: requests.length, status: 'completed' };
      if (method === 'PUT' && match[2] === '/points') {
        const points = body.points as Point[] | undefined;
        if (!Array.isArray(points)) return fail(400, 'Json deserialize error: missing field `points`');
        for (const point of points) {
          if (!(typeof point.id === 'number' && Number.isInteger(point.id) && point.id >= 0) && !(typeof point.id === 'string' && UUID.test(point.id))) {
            return fail(400, `Format error in JSON body: value ${String(point.id)} is not a valid point ID, valid values are either an unsigned integer or a UUID`);
          }
          if (!Array.isArray(point.vector) || point.vector.length !== collection.size) {
            return fail(400, `Wrong input: Vector dimension error: expected dim: ${collection.size}, got ${Array.isArray(point.vector) ? point.vector.length : 0}`);
          }
        }
        for (const point of points) collection.points.set(String(point.id), { id: point.id, vector: point.vector, payload: point.payload ?? {} });
        return ok(operation);
      }
      if (method === 'POST' && (match[3] === 'query' || match[3] === 'search')) {
        const vector = (match[3] === 'query' ? body.query : body.vector) as number[] | undefined;
        if (!Array.isArray(vector) || vector.length !== collection.size) {
          return fail(400, `Wrong input: Vector dimension error: expected dim: ${collection.size}, got ${Array.isArray(vector) ? vector.length : 0}`);
        }
        const limit = typeof body.limit === 'number' ? body.limit : 10;
        const ascending = collection.distance === 'Euclid' || collection.distance === 'Manhattan';
        const keys = Array.isArray(body.with_payload) ? body.with_payload as string[] : undefined;
        const found = [...collection.points.values()]
          .filter((point) => matches(point.payload, body.filter as Condition | undefined))
          .map((point) => ({ point, score: score(collection.distance, vector, point.vector) }))
          .sort((a, b) => (ascending ? a.score - b.score : b.score - a.score))
          .slice(0, limit)
          .map(({ point, score: value }) => ({
            id: point.id, version: 0, score: value,
            payload: keys ? Object.fromEntries(keys.filter((key) => key in point.payload).map((key) => [key, point.payload[key]])) : body.with_payload === false ? null : point.payload,
          }));
        return ok(match[3] === 'query' ? { points: found } : found);
      }
      if (method === 'POST' && match[3] === 'delete') {
        const ids = body.points as Array<string | number> | undefined;
        if (ids) ids.forEach((id) => collection.points.delete(String(id)));
        else for (const [id, point] of collection.points) if (matches(point.payload, body.filter as Condition)) collection.points.delete(id);
        return ok(operation);
      }
      return fail(404, `Not found: ${method} ${url.pathname}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    collections,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
