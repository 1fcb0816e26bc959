import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A loopback stand-in of a Supabase project's PostgREST API (/rest/v1), from Supabase's public reference
 * and vector guide: the `apikey` header (and a matching Bearer token), inserts into a documents table
 * (`Prefer: return=representation`, upserts with `resolution=merge-duplicates`), and the
 * `match_documents(query_embedding, match_count, filter)` function of the guide (cosine similarity,
 * metadata containing the filter). Errors in PostgREST's `{ code, details, hint, message }` shape.
 */

interface Row { id: number; content: string; metadata: Record<string, unknown>; embedding: number[] }

export interface SupabaseStandIn {
  url: string;
  /** Documents tables by name, with their vector size. */
  tables: Map<string, { dimensions: number; rows: Row[] }>;
  createTable(name: string, dimensions: number): void;
  requests: Array<{ path: string; headers: http.IncomingHttpHeaders; body: unknown }>;
  close(): Promise<void>;
}

function contains(metadata: Record<string, unknown>, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, value]) => (value !== null && typeof value === 'object'
    ? metadata[key] !== null && typeof metadata[key] === 'object' && contains(metadata[key] as Record<string, unknown>, value as Record<string, unknown>)
    : metadata[key] === value));
}

export async function startSupabaseStandIn(options: { serviceRole: string }): Promise<SupabaseStandIn> {
  const tables = new Map<string, { dimensions: number; rows: Row[] }>();
  const requests: SupabaseStandIn['requests'] = [];
  let nextId = 1;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(value));
      };
      const fail = (status: number, code: string, message: string, hint: string | null = null) => send(status, { code, details: null, hint, message });
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.headers.apikey !== options.serviceRole) {
        return send(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      }
      if (request.headers.authorization !== `Bearer ${options.serviceRole}`) return fail(401, 'PGRST301', 'JWSError JWSInvalidSignature');
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return fail(400, 'PGRST102', 'Empty or invalid json');
      }
      requests.push({ path: `${url.pathname}${url.search}`, headers: request.headers, body });
      const rpc = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'POST' && rpc) {
        const { query_embedding: query, match_count: count, filter } = (body ?? {}) as { query_embedding?: number[]; match_count?: number; filter?: Record<string, unknown> };
        if (rpc[1] !== 'match_documents' || !Array.isArray(query) || typeof count !== 'number') {
          return fail(404, 'PGRST202', `Could not find the function public.${rpc[1] ?? ''}(${Object.keys(body as object ?? {}).join(', ')}) in the schema cache`,
            'Perhaps you meant to call the function public.match_documents');
        }
        const table = tables.get('documents');
        if (!table) return fail(404, 'PGRST205', "Could not find the table 'public.documents' in the schema cache");
        if (query.length !== table.dimensions) return fail(400, '22000', `different vector dimensions ${table.dimensions} and ${query.length}`);
        const norm = (vector: number[]) => Math.hypot(...vector) || 1;
        const rows = table.rows.filter((row) => contains(row.metadata, filter ?? {}))
          .map((row) => ({ id: row.id, content: row.content, metadata: row.metadata, similarity: row.embedding.reduce((sum, value, index) => sum + value * (query[index] ?? 0), 0) / (norm(row.embedding) * norm(query)) }))
          .sort((a, b) => b.similarity - a.similarity).slice(0, count);
        return send(200, rows);
      }
      const insert = /^\/rest\/v1\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'POST' && insert) {
        const name = decodeURIComponent(insert[1] ?? '');
        const table = tables.get(name);
        if (!table) return fail(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
        const rows = (Array.isArray(body) ? body : [body]) as Array<Partial<Row>>;
        for (const row of rows) {
          if (!Array.isArray(row.embedding) || row.embedding.length !== table.dimensions) {
            return fail(400, '22000', `expected ${table.dimensions} dimensions, not ${Array.isArray(row.embedding) ? row.embedding.length : 0}`);
          }
          const unknown = Object.keys(row).find((key) => !['id', 'content', 'metadata', 'embedding'].includes(key));
          if (unknown) return fail(400, 'PGRST204', `Could not find the '${unknown}' column of '${name}' in the schema cache`);
        }
        const merge = String(request.headers.prefer ?? '').includes('resolution=merge-duplicates');
        const duplicate = merge ? undefined : rows.find((row) => row.id !== undefined && table.rows.some((candidate) => candidate.id === Number(row.id)));
        if (duplicate) return fail(409, '23505', `duplicate key value violates unique constraint "${name}_pkey"`);
        const stored = rows.map((row) => {
          const id = row.id !== undefined ? Number(row.id) : nextId++;
          const existing = table.rows.findIndex((candidate) => candidate.id === id);
          const value: Row = { id, content: row.content ?? '', metadata: row.metadata ?? {}, embedding: row.embedding as number[] };
          if (existing >= 0) {
            table.rows[existing] = value;
          } else {
            table.rows.push(value);
          }
          return value;
        });
        return send(201, String(request.headers.prefer ?? '').includes('return=representation') ? stored : null);
      }
      return fail(404, 'PGRST125', `Invalid path specified in request URL`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tables,
    createTable: (name, dimensions) => void tables.set(name, { dimensions, rows: [] }),
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
