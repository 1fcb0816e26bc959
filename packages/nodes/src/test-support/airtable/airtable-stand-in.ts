import { startStandInServer } from '../stand-in-server.js';
import type { StandInReply, StandInRequest } from '../stand-in-server.js';
import { compileFormula, FormulaError } from './formula.js';
import type { FormulaRecord } from './formula.js';

/*
 * A loopback stand-in of the Airtable Web API (https://airtable.com/developers/web/api), from its public
 * reference: records list (pageSize/maxRecords/offset, fields[], sort[], view, filterByFormula), get,
 * create (one or up to 10), update (PATCH one or up to 10, performUpsert on fieldsToMergeOn), delete (one
 * or up to 10 by records[]); the meta API's bases list (offset paging), base schema and whoami. Bearer
 * tokens only: the legacy api_key is refused as Airtable refuses it since 2024. Field values are checked
 * against the field's type (typecast converts them), computed fields refuse values, errors come in
 * Airtable's shapes (`{ error: { type, message } }`, 429 with `errors`).
 */

export interface AirtableField { id: string; name: string; type: string; options?: { choices?: Array<{ id: string; name: string }> } }
export interface AirtableTable {
  id: string; name: string; primaryFieldId: string; fields: AirtableField[];
  views: Array<{ id: string; name: string; type: string; filter?: (record: FormulaRecord) => boolean }>;
  records: Map<string, FormulaRecord>;
}
export interface AirtableBase { id: string; name: string; permissionLevel: string; tables: AirtableTable[] }

export interface AirtableStandIn {
  origin: string;
  bases: Map<string, AirtableBase>;
  requests: Array<{ method: string; path: string; query: string; body: unknown }>;
  /** Adds a table; each field `[name, type]`, the first being the primary one. */
  addTable(baseId: string, baseName: string, table: { id: string; name: string; fields: Array<[string, string, string[]?]>; views?: AirtableTable['views'] }): AirtableTable;
  addRecord(baseId: string, tableId: string, fields: Record<string, unknown>): FormulaRecord;
  /** The stand-in's clock (record times); tests move it. */
  now: { time: number };
  /** The next `count` requests are refused with 429, as when the 5-per-second limit is hit. */
  throttleNext(count: number): void;
  /** Attachment contents served at `${origin}/files/<name>`. */
  files: Map<string, string>;
  /** Bases per page of GET /meta/bases (Airtable: 1000). */
  basePageSize: number;
  close(): Promise<void>;
}

const COMPUTED = ['formula', 'createdTime', 'lastModifiedTime', 'autoNumber', 'rollup', 'lookup', 'count', 'createdBy', 'lastModifiedBy', 'button', 'multipleLookupValues'];

class ApiError extends Error {
  constructor(readonly status: number, readonly type: string, message: string) { super(message); }
}

export async function startAirtableStandIn(options: { tokens: string[] }): Promise<AirtableStandIn> {
  const bases = new Map<string, AirtableBase>();
  const requests: AirtableStandIn['requests'] = [];
  const now = { time: Date.parse('2024-05-01T10:00:00.000Z') };
  let throttled = 0;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}${String(++counter).padStart(14, '0')}`;
  const standIn = {} as AirtableStandIn;

  const findTable = (baseId: string, table: string): { base: AirtableBase; table: AirtableTable } => {
    const base = bases.get(baseId);
    const found = base?.tables.find((candidate) => candidate.id === table || candidate.name === table);
    if (!base || !found) throw new ApiError(404, 'NOT_FOUND', 'Could not find what you are looking for');
    return { base, table: found };
  };

  const checkValue = (table: AirtableTable, name: string, value: unknown, typecast: boolean): unknown => {
    const field = table.fields.find((candidate) => candidate.name === name || candidate.id === name);
    if (!field) throw new ApiError(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${name}"`);
    if (COMPUTED.includes(field.type)) throw new ApiError(422, 'INVALID_VALUE_FOR_COLUMN', `Field "${field.name}" cannot accept a value because the field is computed`);
    if (value === null || value === undefined || value === '') return null;
    const refuse = () => new ApiError(422, 'INVALID_VALUE_FOR_COLUMN', `Field "${field.name}" cannot accept the provided value`);
    switch (field.type) {
      case 'number': case 'currency': case 'percent': case 'rating': case 'duration': {
        if (typeof value === 'number') return value;
        if (typecast && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
        throw refuse();
      }
      case 'checkbox': {
        if (typeof value === 'boolean') return value;
        if (typecast) return value === 'true' || value === 1 || value === '1' || value === 'checked';
        throw refuse();
      }
      case 'singleSelect': case 'multipleSelects': {
        const choices = (field.options ??= { choices: [] }).choices ??= [];
        const wanted = field.type === 'singleSelect' ? [value] : Array.isArray(value) ? value : typecast ? String(value).split(',').map((part) => part.trim()) : null;
        if (!wanted || wanted.some((entry) => typeof entry !== 'string')) throw refuse();
        for (const name_ of wanted as string[]) {
          if (choices.some((choice) => choice.name === name_)) continue;
          if (!typecast) throw new ApiError(422, 'INVALID_MULTIPLE_CHOICE_OPTIONS', `Insufficient permissions to create new select option ""${name_}""`);
          choices.push({ id: nextId('sel'), name: name_ });
        }
        return field.type === 'singleSelect' ? wanted[0] : wanted;
      }
      case 'date': case 'dateTime': {
        const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
        if (Number.isNaN(time)) throw refuse();
        return field.type === 'date' ? new Date(time).toISOString().slice(0, 10) : new Date(time).toISOString();
      }
      case 'multipleAttachments': {
        if (!Array.isArray(value) || value.some((entry) => typeof (entry as { url?: unknown })?.url !== 'string')) throw refuse();
        return (value as Array<{ url: string; filename?: string; type?: string }>).map((entry) => ({ id: nextId('att'), url: entry.url, filename: entry.filename ?? entry.url.split('/').pop(), type: entry.type ?? 'application/octet-stream' }));
      }
      default: {
        if (typeof value === 'string') return value;
        if (typecast && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
        throw refuse();
      }
    }
  };

  // Computed fields answer their value on every read.
  const present = (table: AirtableTable, record: FormulaRecord, only?: string[]): FormulaRecord => {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(record.fields)) {
      const blank = value === null || value === false || (Array.isArray(value) && value.length === 0);
      // Airtable leaves empty fields out of a record.
      if (!blank && (!only || only.includes(name))) fields[name] = value;
    }
    void table;
    return { id: record.id, createdTime: record.createdTime, fields };
  };

  const write = (table: AirtableTable, record: FormulaRecord, fields: unknown, typecast: boolean) => {
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
      throw new ApiError(422, 'INVALID_REQUEST_MISSING_FIELDS', 'Could not find field "fields" in the request body');
    }
    const checked = Object.entries(fields).map(([name, value]) => [table.fields.find((f) => f.name === name || f.id === name)?.name ?? name, checkValue(table, name, value, typecast)] as const);
    for (const [name, value] of checked) record.fields[name] = value;
    const stamp = new Date(now.time).toISOString();
    for (const field of table.fields) {
      if (field.type === 'lastModifiedTime') record.fields[field.name] = stamp;
    }
  };

  const create = (table: AirtableTable, fields: unknown, typecast: boolean): FormulaRecord => {
    const record: FormulaRecord = { id: nextId('rec'), createdTime: new Date(now.time).toISOString(), fields: {} };
    write(table, record, fields, typecast);
    for (const field of table.fields) {
      if (field.type === 'createdTime') record.fields[field.name] = record.createdTime;
      if (field.type === 'autoNumber') record.fields[field.name] = table.records.size + 1;
    }
    table.records.set(record.id, record);
    return record;
  };

  const recordList = (body: unknown): Array<Record<string, unknown>> => {
    const records = (body as { records?: unknown } | undefined)?.records;
    if (!Array.isArray(records) || records.length === 0 || records.length > 10 || records.some((entry) => typeof entry !== 'object' || entry === null)) {
      throw new ApiError(422, 'INVALID_RECORDS', 'You must provide an array of up to 10 record objects, each with an "id" string and a "fields" object');
    }
    return records as Array<Record<string, unknown>>;
  };

  const list = (request: StandInRequest, table: AirtableTable) => {
    const query = request.query;
    const listOf = (name: string) => [...query.entries()].filter(([key]) => key === name || key === `${name}[]` || new RegExp(`^${name}\\[\\d+\\]$`).test(key)).map(([, value]) => value);
    const pageSize = Number(query.get('pageSize') ?? 100);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw new ApiError(422, 'INVALID_PAGE_SIZE', 'The pageSize must be between 1 and 100');
    const maxRecords = query.has('maxRecords') ? Number(query.get('maxRecords')) : Infinity;
    let records = [...table.records.values()];
    const viewName = query.get('view');
    if (viewName) {
      const view = table.views.find((candidate) => candidate.id === viewName || candidate.name === viewName);
      if (!view) throw new ApiError(422, 'VIEW_NAME_NOT_FOUND', `View "${viewName}" not found`);
      if (view.filter) records = records.filter(view.filter);
    }
    const formula = query.get('filterByFormula');
    if (formula) {
      let test: (record: FormulaRecord) => boolean;
      try {
        test = compileFormula(formula, table.fields.map((field) => field.name));
      } catch (error) {
        if (error instanceof FormulaError) throw new ApiError(422, 'INVALID_FILTER_BY_FORMULA', `The formula for filtering records is invalid: ${error.message}`);
        throw error;
      }
      records = records.filter(test);
    }
    const sorts: Array<{ field: string; direction: string }> = [];
    for (let index = 0; query.has(`sort[${index}][field]`); index++) {
      sorts.push({ field: query.get(`sort[${index}][field]`) ?? '', direction: query.get(`sort[${index}][direction]`) ?? 'asc' });
    }
    for (const sort of sorts) {
      if (!table.fields.some((field) => field.name === sort.field)) throw new ApiError(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${sort.field}"`);
    }
    if (sorts.length > 0) {
      records.sort((a, b) => {
        for (const { field, direction } of sorts) {
          const left = a.fields[field] as string | number | undefined;
          const right = b.fields[field] as string | number | undefined;
          if (left === right) continue;
          const order = left === undefined || left === null ? -1 : right === undefined || right === null ? 1 : left < right ? -1 : 1;
          return direction === 'desc' ? -order : order;
        }
        return 0;
      });
    }
    const fields = listOf('fields');
    for (const name of fields) {
      if (!table.fields.some((field) => field.name === name)) throw new ApiError(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${name}"`);
    }
    records = records.slice(0, maxRecords);
    // The offset is the position of the next page, prefixed as Airtable's opaque offsets are ("itr.../rec...").
    const start = query.has('offset') ? Number(/^itr(\d+)\//.exec(query.get('offset') ?? '')?.[1] ?? Number.NaN) : 0;
    if (Number.isNaN(start)) throw new ApiError(422, 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE', 'The offset is not valid');
    const page = records.slice(start, start + pageSize).map((record) => present(table, record, fields.length > 0 ? fields : undefined));
    const more = start + pageSize < records.length;
    return { records: page, ...(more ? { offset: `itr${start + pageSize}/${page.at(-1)?.id ?? ''}` } : {}) };
  };

  const handle = (request: StandInRequest, reply: StandInReply): void => {
    const { method, path, body } = request;
    requests.push({ method, path, query: request.query.toString(), body });
    // Attachments are served from their own URLs, without the API's token (as airtableusercontent.com does).
    const file = /^\/files\/(.+)$/.exec(path);
    if (method === 'GET' && file) {
      const content = standIn.files.get(decodeURIComponent(file[1] ?? ''));
      return content === undefined ? reply.json(404, { error: 'NOT_FOUND' }) : reply.text(200, content, 'text/plain');
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !options.tokens.includes(token)) {
      return reply.json(401, { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } });
    }
    if (throttled > 0) {
      throttled--;
      return reply.json(429, { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] }, { 'retry-after': '30' });
    }
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'v0') return reply.json(404, { error: 'NOT_FOUND' });
    try {
      if (parts[1] === 'meta') {
        if (method === 'GET' && parts[2] === 'whoami' && parts.length === 3) return reply.json(200, { id: 'usrStandIn0000001', scopes: ['data.records:read', 'data.records:write', 'schema.bases:read'] });
        if (method === 'GET' && parts[2] === 'bases' && parts.length === 3) {
          const all = [...bases.values()];
          const start = Number(request.query.get('offset') ?? 0);
          const page = all.slice(start, start + standIn.basePageSize).map(({ id, name, permissionLevel }) => ({ id, name, permissionLevel }));
          const more = start + standIn.basePageSize < all.length;
          return reply.json(200, { bases: page, ...(more ? { offset: String(start + standIn.basePageSize) } : {}) });
        }
        if (method === 'GET' && parts[2] === 'bases' && parts[4] === 'tables' && parts.length === 5) {
          const base = bases.get(parts[3] ?? '');
          if (!base) throw new ApiError(404, 'NOT_FOUND', 'Could not find what you are looking for');
          return reply.json(200, {
            tables: base.tables.map((table) => ({
              id: table.id, name: table.name, primaryFieldId: table.primaryFieldId,
              fields: table.fields.map((field) => ({ ...field, ...(field.options ? { options: structuredClone(field.options) } : {}) })),
              views: table.views.map(({ id, name, type }) => ({ id, name, type })),
            })),
          });
        }
        return reply.json(404, { error: 'NOT_FOUND' });
      }
      if (parts.length < 3 || parts.length > 4) return reply.json(404, { error: 'NOT_FOUND' });
      const { table } = findTable(parts[1] ?? '', parts[2] ?? '');
      const recordId = parts[3];
      const typecast = (body as { typecast?: unknown } | undefined)?.typecast === true;
      const known = (id: unknown) => {
        const record = typeof id === 'string' ? table.records.get(id) : undefined;
        if (!record) throw new ApiError(404, 'MODEL_ID_NOT_FOUND', `Could not find a record with ID "${String(id)}"`);
        return record;
      };
      if (recordId !== undefined) {
        if (method === 'GET') return reply.json(200, present(table, known(recordId)));
        if (method === 'PATCH') {
          const record = known(recordId);
          write(table, record, (body as { fields?: unknown } | undefined)?.fields, typecast);
          return reply.json(200, present(table, record));
        }
        if (method === 'DELETE') {
          known(recordId);
          table.records.delete(recordId);
          return reply.json(200, { id: recordId, deleted: true });
        }
        return reply.json(404, { error: 'NOT_FOUND' });
      }
      if (method === 'GET') return reply.json(200, list(request, table));
      if (method === 'POST') {
        if (body && typeof body === 'object' && 'fields' in body && !('records' in body)) return reply.json(200, present(table, create(table, (body as { fields: unknown }).fields, typecast)));
        const created = recordList(body).map((entry) => create(table, entry.fields, typecast));
        return reply.json(200, { records: created.map((record) => present(table, record)) });
      }
      if (method === 'PATCH') {
        const entries = recordList(body);
        const upsert = (body as { performUpsert?: { fieldsToMergeOn?: unknown } }).performUpsert;
        if (upsert) {
          const mergeOn = upsert.fieldsToMergeOn;
          if (!Array.isArray(mergeOn) || mergeOn.length === 0 || mergeOn.length > 3) {
            throw new ApiError(422, 'INVALID_REQUEST_UNKNOWN', 'performUpsert.fieldsToMergeOn must name 1 to 3 fields');
          }
          const createdRecords: string[] = [];
          const updatedRecords: string[] = [];
          const answered = entries.map((entry) => {
            const fields = (entry.fields ?? {}) as Record<string, unknown>;
            const matches = [...table.records.values()].filter((record) => (mergeOn as string[]).every((name) => record.fields[name] === fields[name]));
            if (matches.length > 1) throw new ApiError(422, 'INVALID_VALUE_FOR_COLUMN', 'Cannot update more than one record with the same fieldsToMergeOn values');
            if (matches[0]) {
              write(table, matches[0], fields, typecast);
              updatedRecords.push(matches[0].id);
              return matches[0];
            }
            const record = create(table, fields, typecast);
            createdRecords.push(record.id);
            return record;
          });
          return reply.json(200, { records: answered.map((record) => present(table, record)), createdRecords, updatedRecords });
        }
        const records = entries.map((entry) => known(entry.id));
        entries.forEach((entry, index) => write(table, records[index] as FormulaRecord, entry.fields, typecast));
        return reply.json(200, { records: records.map((record) => present(table, record)) });
      }
      if (method === 'DELETE') {
        const ids = [...request.query.entries()].filter(([key]) => /^records(\[\d*\])?$/.test(key)).map(([, value]) => value);
        if (ids.length === 0 || ids.length > 10) throw new ApiError(422, 'INVALID_RECORDS', 'You must provide an array of up to 10 record IDs');
        ids.forEach(known);
        ids.forEach((id) => table.records.delete(id));
        return reply.json(200, { records: ids.map((id) => ({ id, deleted: true })) });
      }
      return reply.json(404, { error: 'NOT_FOUND' });
    } catch (error) {
      if (error instanceof ApiError) return reply.json(error.status, { error: { type: error.type, message: error.message } });
      throw error;
    }
  };

  const server = await startStandInServer(handle);
  Object.assign(standIn, {
    origin: server.origin,
    bases,
    requests,
    now,
    basePageSize: 1000,
    files: new Map(),
    throttleNext: (count: number) => { throttled = count; },
    addTable(baseId: string, baseName: string, spec: { id: string; name: string; fields: Array<[string, string, string[]?]>; views?: AirtableTable['views'] }) {
      const base = bases.get(baseId) ?? { id: baseId, name: baseName, permissionLevel: 'create', tables: [] };
      bases.set(baseId, base);
      const fields = spec.fields.map(([name, type, choices]) => ({
        id: nextId('fld'), name, type,
        ...(choices ? { options: { choices: choices.map((choice) => ({ id: nextId('sel'), name: choice })) } } : {}),
      }));
      const table: AirtableTable = {
        id: spec.id, name: spec.name, primaryFieldId: fields[0]?.id ?? '', fields,
        views: spec.views ?? [{ id: nextId('viw'), name: 'Grid view', type: 'grid' }], records: new Map(),
      };
      base.tables.push(table);
      return table;
    },
    addRecord(baseId: string, tableId: string, fields: Record<string, unknown>) {
      return create(findTable(baseId, tableId).table, fields, true);
    },
    close: server.close,
  } satisfies Partial<AirtableStandIn>);
  return standIn;
}
