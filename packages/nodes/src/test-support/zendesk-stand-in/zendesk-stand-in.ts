import type { StandInReply, StandInRequest } from '../stand-in-server.js';
import { startStandInServer } from '../stand-in-server.js';
import type { Json } from './zendesk-state.js';
import { ZendeskError, ZendeskState, notFound } from './zendesk-state.js';

/*
 * A loopback stand-in of Zendesk's Support API (/api/v2), from its public reference: Basic
 * authentication with `<email>/token:<api token>` or an OAuth Bearer token; tickets, suspended tickets,
 * ticket fields, users, organizations and the lists the node offers; offset pagination (`page`,
 * `per_page` up to 100, `next_page` as a full URL on the account's own address); the search API;
 * errors as `{ error, description, details }`; 429 with Retry-After.
 */

export interface ZendeskStandIn {
  origin: string;
  state: ZendeskState;
  requests: Array<{ method: string; path: string; query: URLSearchParams; body: unknown; authorization?: string }>;
  rateLimit(count: number, retryAfter: number): void;
  close(): Promise<void>;
}

export interface ZendeskStandInOptions {
  /** The account's public address (next_page links point there), e.g. https://acme.zendesk.com. */
  publicOrigin: string;
  /** Agents' API tokens by email. */
  tokens: Record<string, string>;
  /** OAuth access tokens, each acting as the agent with that email. */
  bearer?: Record<string, string>;
}

function page(state: ZendeskState, request: StandInRequest, name: string, all: Json[], path: string) {
  const perPage = Math.min(Number(request.query.get('per_page') ?? 100) || 100, 100);
  const number = Math.max(Number(request.query.get('page') ?? 1) || 1, 1);
  const slice = all.slice((number - 1) * perPage, number * perPage);
  const link = (at: number) => {
    const query = new URLSearchParams(request.query);
    query.set('page', String(at));
    query.set('per_page', String(perPage));
    return `${state.origin}/api/v2/${path}.json?${query.toString()}`;
  };
  return { [name]: slice, next_page: number * perPage < all.length ? link(number + 1) : null, previous_page: number > 1 ? link(number - 1) : null, count: all.length };
}

function sorted(records: Json[], request: StandInRequest): Json[] {
  const by = request.query.get('sort_by');
  if (!by) return records;
  const key = by === 'ticket_type' ? 'type' : by;
  const direction = request.query.get('sort_order') === 'desc' ? -1 : 1;
  return [...records].sort((a, b) => String(a[key] ?? '').localeCompare(String(b[key] ?? '')) * direction);
}

/** Zendesk's search syntax, the part the stand-in reads: `type:`, `status:`, `group:`, `tags:` and free words. */
function search(state: ZendeskState, query: string): Json[] {
  const terms = query.split(/\s+/).filter(Boolean);
  const type = terms.find((term) => term.startsWith('type:'))?.slice(5);
  let found: Json[] = type === 'user' ? [...state.users.values()] : type === 'organization' ? [...state.organizations.values()] : [...state.tickets.values()];
  for (const term of terms) {
    const [key, value] = term.includes(':') ? term.split(/:(.*)/, 2) as [string, string] : [undefined, term];
    if (key === 'type') continue;
    if (key === 'status') found = found.filter((record) => record.status === value);
    else if (key === 'group') found = found.filter((record) => String(record.group_id) === value);
    else if (key === 'tags') found = found.filter((record) => (record.tags as string[]).includes(value));
    else if (key === undefined) found = found.filter((record) => `${String(record.subject ?? record.name)} ${String(record.description ?? '')}`.toLowerCase().includes(value.toLowerCase()));
  }
  return found.map((record) => ({ ...record, result_type: type ?? 'ticket' }));
}

export async function startZendeskStandIn(options: ZendeskStandInOptions): Promise<ZendeskStandIn> {
  const state = new ZendeskState(options.publicOrigin);
  const requests: ZendeskStandIn['requests'] = [];
  let limited = { count: 0, retryAfter: 0 };

  /** The agent the request authenticates as, or undefined. */
  function caller(request: StandInRequest): string | undefined {
    const header = request.headers.authorization ?? '';
    if (header.startsWith('Bearer ')) return options.bearer?.[header.slice(7)];
    if (!header.startsWith('Basic ')) return undefined;
    const [login, token] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(/:(.*)/, 2) as [string, string | undefined];
    const email = login.endsWith('/token') ? login.slice(0, -6) : undefined;
    return email !== undefined && options.tokens[email] !== undefined && options.tokens[email] === token ? email : undefined;
  }

  function body(request: StandInRequest, key: string): Json {
    const value = (request.body as Json | undefined)?.[key];
    if (typeof value !== 'object' || value === null) throw new ZendeskError(400, { error: 'InvalidEndpoint', description: `Missing "${key}" in the request body` });
    return value as Json;
  }

  function find<T>(map: Map<number, T>, id: string | undefined): T {
    const found = map.get(Number(id));
    if (!found) throw notFound();
    return found;
  }

  function route(request: StandInRequest, reply: StandInReply, agent: Json): void {
    const path = request.path.replace(/^\/api\/v2\//, '').replace(/\.json$/, '');
    const [kind, id, sub] = path.split('/');
    const { method } = request;
    const ok = (value: Json, status = 200) => reply.json(status, value);
    switch (`${method} ${kind}${id !== undefined ? '/:id' : ''}${sub !== undefined ? `/${sub}` : ''}`) {
      case 'GET tickets/:id': return ok({ ticket: find(state.tickets, id) });
      case 'POST tickets': {
        const ticket = state.addTicket(body(request, 'ticket'), Number(agent.id));
        return ok({ ticket, audit: { id: state.nextId++, ticket_id: ticket.id } }, 201);
      }
      case 'PUT tickets/:id': return ok({ ticket: state.updateTicket(find(state.tickets, id), body(request, 'ticket')) });
      case 'DELETE tickets/:id': find(state.tickets, id); state.tickets.delete(Number(id)); return reply.send(204);
      case 'GET suspended_tickets': return ok(page(state, request, 'suspended_tickets', sorted([...state.suspended.values()], request), 'suspended_tickets'));
      case 'GET suspended_tickets/:id': return ok({ suspended_ticket: find(state.suspended, id) });
      case 'DELETE suspended_tickets/:id': find(state.suspended, id); state.suspended.delete(Number(id)); return reply.send(204);
      case 'PUT suspended_tickets/:id/recover': {
        const held = find(state.suspended, id);
        state.suspended.delete(Number(id));
        const author = [...state.users.values()].find((user) => user.email === (held.author as Json).email) ?? state.addUser({ name: String((held.author as Json).name), email: (held.author as Json).email });
        return ok({ ticket: state.addTicket({ subject: held.subject, comment: { body: held.content } }, Number(author.id)) });
      }
      case 'GET search': {
        const query = request.query.get('query');
        if (!query) throw new ZendeskError(400, { error: 'invalid', description: 'Search query must be provided' });
        return ok(page(state, request, 'results', sorted(search(state, query), request), 'search'));
      }
      case 'GET ticket_fields': return ok(page(state, request, 'ticket_fields', state.ticketFields, 'ticket_fields'));
      case 'GET ticket_fields/:id': {
        const field = state.ticketFields.find((candidate) => candidate.id === Number(id));
        if (!field) throw notFound();
        return ok({ ticket_field: field });
      }
      case 'GET users': {
        const roles = [...request.query.getAll('role[]'), ...request.query.getAll('role')];
        return ok(page(state, request, 'users', [...state.users.values()].filter((user) => roles.length === 0 || roles.includes(String(user.role))), 'users'));
      }
      case 'GET users/:id':
        if (id === 'search') {
          const external = request.query.get('external_id');
          const query = request.query.get('query');
          if (!external && !query) throw new ZendeskError(400, { error: 'InvalidEndpoint', description: 'Give query or external_id' });
          const users = [...state.users.values()].filter((user) => (external ? user.external_id === external : `${String(user.name)} ${String(user.email)}`.toLowerCase().includes(String(query).toLowerCase())));
          return ok(page(state, request, 'users', users, 'users/search'));
        }
        return ok({ user: find(state.users, id) });
      case 'POST users': return ok({ user: state.addUser(body(request, 'user')) }, 201);
      case 'PUT users/:id': return ok({ user: state.updateUser(find(state.users, id), body(request, 'user')) });
      case 'DELETE users/:id': {
        const user = find(state.users, id);
        state.users.delete(Number(id));
        return ok({ user: { ...user, active: false } });
      }
      case 'GET users/:id/organizations': {
        const user = find(state.users, id);
        const organizations = [...state.organizations.values()].filter((organization) => organization.id === user.organization_id);
        return ok(page(state, request, 'organizations', organizations, `users/${String(id)}/organizations`));
      }
      case 'GET users/:id/related': {
        const user = find(state.users, id);
        const tickets = [...state.tickets.values()];
        return ok({ user_related: {
          assigned_tickets: tickets.filter((ticket) => ticket.assignee_id === user.id).length, requested_tickets: tickets.filter((ticket) => ticket.requester_id === user.id).length,
          ccd_tickets: 0, organization_subscriptions: 0, topic_comments: 0, topics: 0, votes: 0, subscriptions: 0, entry_subscriptions: 0, forum_subscriptions: 0,
        } });
      }
      case 'GET organizations/:id':
        if (id === 'count') return ok({ count: { value: state.organizations.size, refreshed_at: state.now } });
        return ok({ organization: find(state.organizations, id) });
      case 'GET organizations': return ok(page(state, request, 'organizations', [...state.organizations.values()], 'organizations'));
      case 'POST organizations': return ok({ organization: state.addOrganization(body(request, 'organization')) }, 201);
      case 'PUT organizations/:id': {
        const organization = find(state.organizations, id);
        const { organization_fields: fields, ...rest } = body(request, 'organization');
        Object.assign(organization, rest, { updated_at: state.now });
        if (fields) organization.organization_fields = { ...(organization.organization_fields as Json), ...(fields as Json) };
        return ok({ organization });
      }
      case 'DELETE organizations/:id': find(state.organizations, id); state.organizations.delete(Number(id)); return reply.send(204);
      case 'GET organizations/:id/related': {
        const organization = find(state.organizations, id);
        const users = [...state.users.values()].filter((user) => user.organization_id === organization.id);
        return ok({ organization_related: { users_count: users.length, tickets_count: [...state.tickets.values()].filter((ticket) => users.some((user) => user.id === ticket.requester_id)).length } });
      }
      case 'GET groups': return ok(page(state, request, 'groups', state.groups, 'groups'));
      case 'GET tags': return ok(page(state, request, 'tags', state.tags, 'tags'));
      case 'GET locales': return ok({ locales: state.locales });
      case 'GET user_fields': return ok(page(state, request, 'user_fields', state.userFields, 'user_fields'));
      case 'GET organization_fields': return ok(page(state, request, 'organization_fields', state.organizationFields, 'organization_fields'));
      default: return reply.json(404, { error: 'InvalidEndpoint', description: 'Not found' });
    }
  }

  const server = await startStandInServer((request, reply) => {
    requests.push({ method: request.method, path: request.path, query: request.query, body: request.body, authorization: request.headers.authorization });
    const email = caller(request);
    const agent = email === undefined ? undefined : [...state.users.values()].find((user) => user.email === email);
    if (!agent) return reply.json(401, { error: "Couldn't authenticate you" });
    if (limited.count > 0) {
      limited.count -= 1;
      return reply.json(429, { error: 'TooManyRequests', description: 'You have made too many requests. Retry after the time in Retry-After.' }, { 'retry-after': String(limited.retryAfter) });
    }
    try {
      route(request, reply, agent);
    } catch (error) {
      if (!(error instanceof ZendeskError)) throw error;
      reply.json(error.status, error.body);
    }
  });
  return { origin: server.origin, state, requests, rateLimit(count, retryAfter) { limited = { count, retryAfter }; }, close: server.close };
}

