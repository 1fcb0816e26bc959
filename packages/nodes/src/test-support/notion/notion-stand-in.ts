import { startStandInServer } from '../stand-in-server.js';
import type { StandInReply, StandInRequest } from '../stand-in-server.js';
import { FilterError, pageMatches, sortPages } from './notion-filter.js';
import type { StoredPage } from './notion-filter.js';
import { ApiError, BOT, dashed, textRuns, uuidPattern, VERSIONS } from './notion-values.js';
import type { Json } from './notion-values.js';

/*
 * A loopback stand-in of the Notion API (developers.notion.com/reference), with state: users (list, get,
 * me), search (pages and databases by title, object filter, last-edited sort), databases (retrieve,
 * query with filter, sorts and start_cursor paging), pages (create in a database or under a page,
 * retrieve, update properties/icon, archive), block children (list with paging, append). Every request
 * needs a bearer token the integration was given and a Notion-Version header; the 2021 versions read
 * and answer block text under `text`, later ones under `rich_text`. Errors are Notion's
 * `{ object: 'error', status, code, message }`; times are whole minutes, as Notion keeps them.
 */



export interface NotionDatabase { id: string; title: string; parentPageId: string; properties: Record<string, Json>; created_time: string; last_edited_time: string }
export interface NotionPage extends StoredPage {
  parent: Json; archived: boolean; icon: Json | null; url: string; created_by: Json; last_edited_by: Json;
}
export interface NotionBlock { id: string; parentId: string; type: string; body: Json; has_children: boolean; created_time: string; last_edited_time: string; archived: boolean }

export interface NotionStandIn {
  origin: string;
  users: Json[];
  databases: Map<string, NotionDatabase>;
  pages: Map<string, NotionPage>;
  blocks: NotionBlock[];
  requests: Array<{ method: string; path: string; query: string; body: unknown; version: string | undefined }>;
  /** The stand-in's clock; page and block times are this, cut to the minute. */
  now: { time: number };
  addDatabase(title: string, properties: Record<string, string | [string, string[]]>): NotionDatabase;
  /** Adds a page to a database; values in Notion's request shape (`{ title: [{ text: { content } }] }` ...). */
  addPage(databaseId: string, properties: Record<string, Json>): NotionPage;
  /** A top-level page (workspace parent) to put pages and databases under. */
  addRootPage(title: string): NotionPage;
  throttleNext(count: number): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startNotionStandIn(options: { tokens: string[] }): Promise<NotionStandIn> {
  const standIn = {} as NotionStandIn;
  const requests: NotionStandIn['requests'] = [];
  const now = { time: Date.parse('2024-05-01T10:00:00.000Z') };
  let counter = 0;
  let throttled = 0;
  const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
  const minute = () => new Date(Math.floor(now.time / 60_000) * 60_000).toISOString();
  const users: Json[] = [
    BOT,
    { object: 'user', id: 'd40e767c-d7af-4b18-a86d-55c61f1e39a4', name: 'Ada Lovelace', avatar_url: null, type: 'person', person: { email: 'ada@example.com' } },
    { object: 'user', id: 'e1b2c3d4-0000-4000-8000-000000000042', name: 'Alan Turing', avatar_url: null, type: 'person', person: { email: 'alan@example.com' } },
  ];
  const databases = new Map<string, NotionDatabase>();
  const pages = new Map<string, NotionPage>();
  const blocks: NotionBlock[] = [];

  const pageUrl = (title: string, id: string) => `https://www.notion.so/${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}${title ? '-' : ''}${id.replace(/-/g, '')}`;
  const titleOf = (properties: Record<string, Json>) => {
    const title = Object.values(properties).find((property) => property.type === 'title');
    return Array.isArray(title?.title) ? (title.title as Json[]).map((run) => String(run.plain_text ?? '')).join('') : '';
  };

  /** A property value of a request checked against the database's schema and stored as Notion answers it. */
  const propertyValue = (database: NotionDatabase | undefined, name: string, raw: Json): Json => {
    const schema = database ? database.properties[name] : { id: 'title', name: 'title', type: 'title' };
    if (!schema) throw new ApiError(400, 'validation_error', `${name} is not a property that exists.`);
    const type = String(schema.type);
    // A page under a page may give its title as the rich text array itself (Notion's documented example).
    const value = Array.isArray(raw) ? raw : raw[type] ?? (type === 'rich_text' ? raw.text : undefined);
    const id = String(schema.id);
    const bad = () => new ApiError(400, 'validation_error', `body failed validation. Fix one: body.properties.${name}.${type} should be defined, instead was \`undefined\`.`);
    switch (type) {
      case 'title': case 'rich_text': return { id, type, [type]: textRuns(value) };
      case 'number': if (typeof value !== 'number' && value !== null) throw bad(); return { id, type, number: value };
      case 'checkbox': if (typeof value !== 'boolean') throw bad(); return { id, type, checkbox: value };
      case 'url': case 'email': case 'phone_number': if (typeof value !== 'string' && value !== null) throw bad(); return { id, type, [type]: value || null };
      case 'select': case 'status': {
        if (value === null) return { id, type, [type]: null };
        if (typeof value !== 'object' || value === undefined) throw bad();
        const choices = ((schema[type] as Json).options as Json[]);
        const wanted = value as Json;
        let option = choices.find((choice) => choice.name === wanted.name || choice.id === wanted.id);
        if (!option && type === 'status') throw new ApiError(400, 'validation_error', `Invalid status option. Status option "${String(wanted.name)}" does not exist".`);
        if (!option) {
          if (typeof wanted.name !== 'string') throw new ApiError(400, 'validation_error', `Invalid select option id "${String(wanted.id)}"`);
          option = { id: nextId(), name: wanted.name, color: 'default' };
          choices.push(option);
        }
        return { id, type, [type]: option };
      }
      case 'multi_select': {
        if (!Array.isArray(value)) throw bad();
        const choices = ((schema.multi_select as Json).options as Json[]);
        return {
          id, type, multi_select: (value as Json[]).map((wanted) => {
            const found = choices.find((choice) => choice.name === wanted.name || choice.id === wanted.id);
            if (found) return found;
            const option = { id: nextId(), name: String(wanted.name), color: 'default' };
            choices.push(option);
            return option;
          }),
        };
      }
      case 'date': {
        if (value === null) return { id, type, date: null };
        const date = value as Json;
        if (typeof date?.start !== 'string' || Number.isNaN(Date.parse(date.start))) throw new ApiError(400, 'validation_error', `body failed validation: body.properties.${name}.date.start should be a valid ISO 8601 date string`);
        return { id, type, date: { start: date.start, end: date.end ?? null, time_zone: null } };
      }
      case 'people': {
        if (!Array.isArray(value)) throw bad();
        return {
          id, type, people: (value as Json[]).map((person) => {
            const user = users.find((candidate) => candidate.id === person.id);
            if (!user) throw new ApiError(400, 'validation_error', `Could not find user with ID: ${String(person.id)}.`);
            return user;
          }),
        };
      }
      case 'relation': if (!Array.isArray(value)) throw bad(); return { id, type, relation: (value as Json[]).map((entry) => ({ id: dashed(String(entry.id)) })) };
      case 'files': if (!Array.isArray(value)) throw bad(); return { id, type, files: value };
      default: throw new ApiError(400, 'validation_error', `Cannot update property "${name}" of type ${type}: it is computed by Notion.`);
    }
  };

  const findPage = (id: string): NotionPage => {
    const page = uuidPattern.test(id) ? pages.get(dashed(id)) : undefined;
    if (!page) throw new ApiError(404, 'object_not_found', `Could not find page with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`);
    return page;
  };
  const findDatabase = (id: string): NotionDatabase => {
    const database = uuidPattern.test(id) ? databases.get(dashed(id)) : undefined;
    if (!database) throw new ApiError(404, 'object_not_found', `Could not find database with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`);
    return database;
  };

  const pageObject = (page: NotionPage): Json => ({
    object: 'page', id: page.id, created_time: page.created_time, last_edited_time: page.last_edited_time, created_by: page.created_by, last_edited_by: page.last_edited_by,
    cover: null, icon: page.icon, parent: page.parent, archived: page.archived, properties: page.properties, url: page.url,
  });
  const databaseObject = (database: NotionDatabase): Json => ({
    object: 'database', id: database.id, created_time: database.created_time, last_edited_time: database.last_edited_time,
    title: textRuns([{ text: { content: database.title } }]), description: [], icon: null, cover: null,
    properties: database.properties, parent: { type: 'page_id', page_id: database.parentPageId },
    url: `https://www.notion.so/${database.id.replace(/-/g, '')}`, archived: false, is_inline: false,
  });
  const blockObject = (block: NotionBlock, version: string): Json => {
    const body = { ...block.body };
    const old = version < '2022-02-22';
    const runs = body.rich_text ?? body.text;
    if (runs !== undefined) {
      delete body.rich_text;
      delete body.text;
      body[old ? 'text' : 'rich_text'] = runs;
    }
    return {
      object: 'block', id: block.id, parent: { type: pages.has(block.parentId) ? 'page_id' : 'block_id', [pages.has(block.parentId) ? 'page_id' : 'block_id']: block.parentId },
      created_time: block.created_time, last_edited_time: block.last_edited_time, created_by: { object: 'user', id: BOT.id }, last_edited_by: { object: 'user', id: BOT.id },
      has_children: block.has_children, archived: block.archived, type: block.type, [block.type]: body,
    };
  };

  const appendBlocks = (parentId: string, children: unknown): NotionBlock[] => {
    if (!Array.isArray(children)) throw new ApiError(400, 'validation_error', 'body failed validation: body.children should be an array');
    if (children.length > 100) throw new ApiError(400, 'validation_error', 'body failed validation: body.children.length should be ≤ 100');
    return (children as Json[]).map((child) => {
      const type = String(child.type ?? Object.keys(child).find((key) => key !== 'object' && key !== 'type'));
      const given = (child[type] ?? {}) as Json;
      const body: Json = { ...given };
      if (type === 'image') {
        if (typeof (given.external as Json | undefined)?.url !== 'string') throw new ApiError(400, 'validation_error', 'body failed validation: image.external.url should be defined');
      } else if (type === 'child_page') {
        body.title = String(given.title ?? '');
      } else {
        const runs = given.rich_text ?? given.text;
        if (runs === undefined) throw new ApiError(400, 'validation_error', `body failed validation: body.children[0].${type}.rich_text should be defined`);
        delete body.text;
        body.rich_text = textRuns(runs);
        body.color = given.color ?? 'default';
      }
      const block: NotionBlock = { id: nextId(), parentId, type, body, has_children: false, created_time: minute(), last_edited_time: minute(), archived: false };
      blocks.push(block);
      const parentBlock = blocks.find((candidate) => candidate.id === parentId);
      if (parentBlock) parentBlock.has_children = true;
      return block;
    });
  };

  const createPage = (body: Json): NotionPage => {
    const parent = (body.parent ?? {}) as Json;
    const properties = (body.properties ?? {}) as Record<string, Json>;
    let database: NotionDatabase | undefined;
    let parentObject: Json;
    if (typeof parent.database_id === 'string') {
      database = findDatabase(parent.database_id);
      parentObject = { type: 'database_id', database_id: database.id };
    } else if (typeof parent.page_id === 'string') {
      parentObject = { type: 'page_id', page_id: findPage(parent.page_id).id };
      if (Object.keys(properties).some((key) => key !== 'title')) throw new ApiError(400, 'validation_error', 'body failed validation: a page under a page only has a title property');
    } else {
      throw new ApiError(400, 'validation_error', 'body failed validation. Fix one: body.parent.page_id should be defined, body.parent.database_id should be defined.');
    }
    const stored: Record<string, Json> = {};
    if (database) {
      for (const [name, schema] of Object.entries(database.properties)) {
        const type = String(schema.type);
        const empty: Record<string, unknown> = { title: [], rich_text: [], multi_select: [], people: [], relation: [], files: [], checkbox: false };
        if (type === 'created_time' || type === 'last_edited_time') stored[name] = { id: schema.id, type, [type]: minute() };
        else stored[name] = { id: schema.id, type, [type]: type in empty ? empty[type] : null };
      }
    }
    for (const [name, value] of Object.entries(properties)) stored[database ? name : 'title'] = propertyValue(database, name, value);
    const id = nextId();
    const page: NotionPage = {
      id, created_time: minute(), last_edited_time: minute(), properties: stored, parent: parentObject, archived: false,
      icon: (body.icon as Json | undefined) ?? null, url: pageUrl(titleOf(stored), id),
      created_by: { object: 'user', id: BOT.id }, last_edited_by: { object: 'user', id: BOT.id },
    };
    pages.set(id, page);
    if (body.children !== undefined) appendBlocks(id, body.children);
    return page;
  };

  const listAnswer = (all: Json[], cursor: unknown, size: unknown, type: string) => {
    const pageSize = size === undefined ? 100 : Number(size);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw new ApiError(400, 'validation_error', 'body failed validation: page_size should be ≤ 100');
    let start = 0;
    if (cursor !== undefined && cursor !== null && cursor !== '') {
      start = all.findIndex((entry) => entry.id === cursor);
      if (start < 0) throw new ApiError(400, 'validation_error', `The start_cursor provided is invalid: ${String(cursor)}`);
    }
    const results = all.slice(start, start + pageSize);
    const next = all[start + pageSize];
    return { object: 'list', results, next_cursor: next ? next.id : null, has_more: Boolean(next), type, [type]: {} };
  };

  const touch = (page: NotionPage) => {
    page.last_edited_time = minute();
  };

  const handle = (request: StandInRequest, reply: StandInReply): void => {
    const version = request.headers['notion-version'] as string | undefined;
    requests.push({ method: request.method, path: request.path, query: request.query.toString(), body: request.body, version });
    const fail = (error: ApiError, headers = {}) => reply.json(error.status, { object: 'error', status: error.status, code: error.code, message: error.message }, headers);
    // Files of file properties are served from their own URLs, without the API's token.
    const file = /^\/files\/(.+)$/.exec(request.path);
    if (request.method === 'GET' && file) return reply.text(200, `file ${decodeURIComponent(file[1] ?? '')}`, 'text/plain');
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !options.tokens.includes(token)) return fail(new ApiError(401, 'unauthorized', 'API token is invalid.'));
    if (!version) return fail(new ApiError(400, 'missing_version', 'Notion-Version header failed validation: Notion-Version header should be defined, instead was `undefined`.'));
    if (!VERSIONS.includes(version)) return fail(new ApiError(400, 'validation_error', `Notion-Version header failed validation: Notion-Version header should be one of ${VERSIONS.join(', ')}, instead was \`${version}\`.`));
    if (throttled > 0) {
      throttled--;
      return fail(new ApiError(429, 'rate_limited', 'You have been rated limited. Please try again in a few minutes.'), { 'retry-after': '1' });
    }
    const body = (request.body ?? {}) as Json;
    const parts = request.path.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'v1') return fail(new ApiError(400, 'invalid_request_url', 'Invalid request URL.'));
    const [, resource, id, sub] = parts;
    const { method } = request;
    try {
      if (resource === 'users' && method === 'GET') {
        if (id === 'me') return reply.json(200, BOT);
        if (id) {
          const user = users.find((candidate) => candidate.id === id);
          if (!user) throw new ApiError(404, 'object_not_found', `Could not find user with ID: ${id}.`);
          return reply.json(200, user);
        }
        return reply.json(200, listAnswer(users, request.query.get('start_cursor') ?? undefined, request.query.get('page_size') ?? undefined, 'user'));
      }
      if (resource === 'search' && method === 'POST' && !id) {
        const query = String(body.query ?? '').toLowerCase();
        const filter = body.filter as Json | undefined;
        if (filter && (filter.property !== 'object' || !['page', 'database'].includes(String(filter.value)))) {
          throw new ApiError(400, 'validation_error', 'body failed validation: body.filter.value should be `"page"` or `"database"`');
        }
        let found: Json[] = [
          ...(filter?.value === 'page' ? [] : [...databases.values()].filter((database) => database.title.toLowerCase().includes(query)).map(databaseObject)),
          ...(filter?.value === 'database' ? [] : [...pages.values()].filter((page) => !page.archived && titleOf(page.properties).toLowerCase().includes(query)).map(pageObject)),
        ];
        const sort = body.sort as Json | undefined;
        const direction = sort?.direction === 'ascending' ? 1 : -1;
        found = found.sort((a, b) => (String(a.last_edited_time) === String(b.last_edited_time) ? 0 : (String(a.last_edited_time) < String(b.last_edited_time) ? -direction : direction)));
        return reply.json(200, listAnswer(found, body.start_cursor, body.page_size, 'page_or_database'));
      }
      if (resource === 'databases' && id) {
        const database = findDatabase(id);
        if (method === 'GET' && !sub) return reply.json(200, databaseObject(database));
        if (method === 'POST' && sub === 'query') {
          const rows = [...pages.values()].filter((page) => !page.archived && page.parent.database_id === database.id);
          const matching = sortPages(rows.filter((page) => pageMatches(page, body.filter as Json | undefined, now.time)), body.sorts as Json[] | undefined) as NotionPage[];
          return reply.json(200, listAnswer(matching.map(pageObject), body.start_cursor, body.page_size, 'page'));
        }
      }
      if (resource === 'pages') {
        if (method === 'POST' && !id) return reply.json(200, pageObject(createPage(body)));
        if (id && !sub && method === 'GET') return reply.json(200, pageObject(findPage(id)));
        if (id && !sub && method === 'PATCH') {
          const page = findPage(id);
          if (page.archived && body.archived !== false) throw new ApiError(400, 'validation_error', "Can't edit block that is archived. You must unarchive the block before editing.");
          const database = page.parent.database_id ? databases.get(String(page.parent.database_id)) : undefined;
          const updates = Object.entries((body.properties ?? {}) as Record<string, Json>).map(([name, value]) => [database ? name : 'title', propertyValue(database, name, value)] as const);
          for (const [name, value] of updates) page.properties[name] = value;
          if (body.icon !== undefined) page.icon = body.icon as Json;
          if (typeof body.archived === 'boolean') page.archived = body.archived;
          touch(page);
          return reply.json(200, pageObject(page));
        }
      }
      if (resource === 'blocks' && id && sub === 'children') {
        const parentId = dashed(id);
        if (!uuidPattern.test(id) || (!pages.has(parentId) && !blocks.some((block) => block.id === parentId))) {
          throw new ApiError(404, 'object_not_found', `Could not find block with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`);
        }
        if (method === 'GET') {
          const children = blocks.filter((block) => block.parentId === parentId && !block.archived).map((block) => blockObject(block, version));
          return reply.json(200, listAnswer(children, request.query.get('start_cursor') ?? undefined, request.query.get('page_size') ?? undefined, 'block'));
        }
        if (method === 'PATCH') {
          const added = appendBlocks(parentId, body.children);
          const page = pages.get(parentId);
          if (page) touch(page);
          return reply.json(200, { object: 'list', results: added.map((block) => blockObject(block, version)), next_cursor: null, has_more: false, type: 'block', block: {} });
        }
      }
      throw new ApiError(400, 'invalid_request_url', 'Invalid request URL.');
    } catch (error) {
      if (error instanceof ApiError) return fail(error);
      if (error instanceof FilterError) return fail(new ApiError(400, 'validation_error', error.message));
      throw error;
    }
  };

  const server = await startStandInServer(handle);
  let root: NotionPage | undefined;
  const ensureRoot = () => {
    root ??= standIn.addRootPage('Workspace Home');
    return root;
  };
  Object.assign(standIn, {
    origin: server.origin, users, databases, pages, blocks, requests, now,
    throttleNext: (count: number) => { throttled = count; },
    addRootPage(title: string) {
      const id = nextId();
      const properties = { title: { id: 'title', type: 'title', title: textRuns([{ text: { content: title } }]) } };
      const page: NotionPage = {
        id, created_time: minute(), last_edited_time: minute(), properties, parent: { type: 'workspace', workspace: true }, archived: false, icon: null,
        url: pageUrl(title, id), created_by: { object: 'user', id: BOT.id }, last_edited_by: { object: 'user', id: BOT.id },
      };
      pages.set(id, page);
      return page;
    },
    addDatabase(title: string, properties: Record<string, string | [string, string[]]>) {
      const schema: Record<string, Json> = {};
      for (const [name, spec] of Object.entries(properties)) {
        const [type, choices] = typeof spec === 'string' ? [spec, undefined] : spec;
        const options = (choices ?? []).map((choice) => ({ id: nextId(), name: choice, color: 'default' }));
        schema[name] = { id: type === 'title' ? 'title' : nextId().slice(-4), name, type, [type]: ['select', 'multi_select', 'status'].includes(type) ? { options } : {} };
      }
      const database: NotionDatabase = { id: nextId(), title, parentPageId: ensureRoot().id, properties: schema, created_time: minute(), last_edited_time: minute() };
      databases.set(database.id, database);
      return database;
    },
    addPage(databaseId: string, properties: Record<string, Json>) {
      return createPage({ parent: { database_id: databaseId }, properties });
    },
    reset() {
      databases.clear();
      pages.clear();
      blocks.length = 0;
      requests.length = 0;
      root = undefined;
      throttled = 0;
      now.time = Date.parse('2024-05-01T10:00:00.000Z');
    },
    close: server.close,
  } satisfies Partial<NotionStandIn>);
  return standIn;
}
