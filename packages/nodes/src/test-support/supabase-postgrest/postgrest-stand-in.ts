import type { StandInReply, StandInRequest } from '../stand-in-server.js';
import { startStandInServer } from '../stand-in-server.js';
import type { Row } from './postgrest-filter.js';
import { FilterError, parseFilters } from './postgrest-filter.js';

/*
 * A loopback stand-in of a Supabase project's PostgREST API (/rest/v1), from Supabase's and PostgREST's
 * public references: the gateway's `apikey` header plus a matching Bearer token; the OpenAPI root
 * (`GET /rest/v1/`) listing the tables and their columns; reads with filters, limit and offset; inserts,
 * updates and deletes answering the rows with `Prefer: return=representation`; schemas picked with
 * Accept-Profile (reads) and Content-Profile (writes). Errors in PostgREST's `{ code, details, hint, message }`.
 */

export interface Column { name: string; type: 'integer' | 'text' | 'boolean' | 'numeric'; required?: boolean; generated?: boolean }
export interface Table { columns: Column[]; rows: Row[]; nextId: number }

export interface RecordedRequest { method: string; path: string; query: URLSearchParams; headers: StandInRequest['headers']; body: unknown }

export interface PostgrestStandIn {
  origin: string;
  /** Tables by `schema.table`. */
  tables: Map<string, Table>;
  addTable(schema: string, name: string, columns: Column[], rows?: Row[]): Table;
  requests: RecordedRequest[];
  /** The next `count` requests are refused with 429 and this Retry-After (seconds). */
  rateLimit(count: number, retryAfter: number): void;
  close(): Promise<void>;
}

const SWAGGER_TYPES: Record<Column['type'], string> = { integer: 'integer', text: 'string', boolean: 'boolean', numeric: 'number' };

export async function startPostgrestStandIn(options: { serviceRole: string; schemas?: string[] }): Promise<PostgrestStandIn> {
  const tables = new Map<string, Table>();
  const requests: RecordedRequest[] = [];
  const schemas = options.schemas ?? ['public'];
  let limited = { count: 0, retryAfter: 0 };

  const fail = (reply: StandInReply, status: number, code: string, message: string, details: string | null = null, hint: string | null = null) =>
    reply.json(status, { code, details, hint, message });

  function openApi(schema: string) {
    const paths: Record<string, unknown> = { '/': { get: { produces: ['application/openapi+json'] } } };
    const definitions: Record<string, unknown> = {};
    for (const [key, table] of tables) {
      const [owner, name] = key.split('.') as [string, string];
      if (owner !== schema) continue;
      paths[`/${name}`] = { get: { tags: [name] }, post: { tags: [name] }, patch: { tags: [name] }, delete: { tags: [name] } };
      definitions[name] = {
        type: 'object',
        required: table.columns.filter((column) => column.required).map((column) => column.name),
        properties: Object.fromEntries(table.columns.map((column) => [column.name, { type: SWAGGER_TYPES[column.type], format: column.type }])),
      };
    }
    paths['/rpc/hello'] = { post: { tags: ['(rpc) hello'] } };
    return { swagger: '2.0', info: { title: 'standard public schema', version: '12.2.0' }, basePath: '/', schemes: ['https'], paths, definitions };
  }

  function handle(request: StandInRequest, reply: StandInReply): void {
    if (request.headers.apikey !== options.serviceRole) {
      return reply.json(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    }
    if (request.headers.authorization !== `Bearer ${options.serviceRole}`) return fail(reply, 401, 'PGRST301', 'JWSError JWSInvalidSignature');
    requests.push({ method: request.method, path: request.path, query: request.query, headers: request.headers, body: request.body });
    if (limited.count > 0) {
      limited.count -= 1;
      return reply.json(429, { message: 'Too many requests' }, { 'retry-after': String(limited.retryAfter) });
    }
    const read = request.method === 'GET' || request.method === 'HEAD';
    const profile = request.headers[read ? 'accept-profile' : 'content-profile'];
    const schema = typeof profile === 'string' ? profile : 'public';
    if (!schemas.includes(schema)) return fail(reply, 406, 'PGRST106', `The schema must be one of the following: ${schemas.join(', ')}`);
    if (!request.path.startsWith('/rest/v1/')) return reply.json(404, { message: 'no Route matched with those values' });
    const name = decodeURIComponent(request.path.slice('/rest/v1/'.length));
    if (name === '' && read) return reply.json(200, openApi(schema));
    const table = tables.get(`${schema}.${name}`);
    if (!table) return fail(reply, 404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);
    const columns = table.columns.map((column) => column.name);
    const represent = String(request.headers.prefer ?? '').includes('return=representation');
    try {
      const matches = parseFilters(request.query, `${name}`, columns);
      if (request.method === 'GET') {
        const offset = Number(request.query.get('offset') ?? 0);
        const limit = request.query.has('limit') ? Number(request.query.get('limit')) : Infinity;
        return reply.json(200, table.rows.filter(matches).slice(offset, offset + limit));
      }
      if (request.method === 'POST') {
        const given = (Array.isArray(request.body) ? request.body : [request.body]) as Row[];
        if (request.body === undefined || given.some((row) => typeof row !== 'object' || row === null)) return fail(reply, 400, 'PGRST102', 'Empty or invalid json');
        const created = given.map((row) => checkedRow(table, name, row, true));
        table.rows.push(...created);
        return represent ? reply.json(201, created) : reply.send(201);
      }
      if (request.method === 'PATCH') {
        if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) return fail(reply, 400, 'PGRST102', 'Empty or invalid json');
        const changes = checkedRow(table, name, request.body as Row, false);
        const updated = table.rows.filter(matches).map((row) => Object.assign(row, changes));
        return represent ? reply.json(200, updated) : reply.send(204);
      }
      if (request.method === 'DELETE') {
        const deleted = table.rows.filter(matches);
        table.rows = table.rows.filter((row) => !deleted.includes(row));
        return represent ? reply.json(200, deleted) : reply.send(204);
      }
      return fail(reply, 405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
    } catch (error) {
      if (!(error instanceof FilterError)) throw error;
      return fail(reply, error.status, error.code, error.message);
    }
  }

  /** A row as the table stores it: unknown columns refused (PGRST204), required ones checked on insert (23502). */
  function checkedRow(table: Table, name: string, row: Row, insert: boolean): Row {
    for (const key of Object.keys(row)) {
      if (!table.columns.some((column) => column.name === key)) throw new FilterError('PGRST204', `Could not find the '${key}' column of '${name}' in the schema cache`);
    }
    if (!insert) return { ...row };
    const full: Row = {};
    for (const column of table.columns) {
      if (column.generated && row[column.name] === undefined) full[column.name] = table.nextId++;
      else full[column.name] = row[column.name] ?? null;
      if (column.required && full[column.name] === null) {
        throw new FilterError('23502', `null value in column "${column.name}" of relation "${name}" violates not-null constraint`);
      }
    }
    return full;
  }

  const server = await startStandInServer(handle);
  return {
    origin: server.origin,
    tables,
    requests,
    addTable(schema, name, columns, rows = []) {
      const table: Table = { columns, rows: [], nextId: 1 };
      tables.set(`${schema}.${name}`, table);
      for (const row of rows) table.rows.push(checkedRow(table, name, row, true));
      return table;
    },
    rateLimit(count, retryAfter) { limited = { count, retryAfter }; },
    close: server.close,
  };
}
