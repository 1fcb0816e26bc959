import { createHmac } from 'node:crypto';
import type { StandInReply, StandInRequest, StandInServer } from '../stand-in-server.js';
import { startStandInServer } from '../stand-in-server.js';

/*
 * Typeform's Create API as the trigger uses it (developer.typeform.com/create/reference): the forms list
 * (page, page_size, page_count), each form's webhooks (list, PUT by tag, GET, DELETE), bearer auth by
 * personal token or OAuth access token, errors as `{ code, description }`, and the webhook deliveries
 * (form_response events) signed with the webhook's secret in Typeform-Signature.
 */

export interface TypeformField { id: string; title: string; type: string; ref: string }
export interface TypeformForm { id: string; title: string; fields: TypeformField[] }
export interface TypeformWebhook {
  id: string; form_id: string; tag: string; url: string; enabled: boolean; verify_ssl: boolean; secret?: string;
  event_types: Record<string, boolean>; created_at: string; updated_at: string;
}

export interface TypeformStandIn extends StandInServer {
  forms: TypeformForm[];
  webhooks: TypeformWebhook[];
  requests: StandInRequest[];
  throttle: { next: number };
  /** A form_response event for `form` with `answers`, and its raw body signed as Typeform would. */
  delivery(formId: string, answers: Array<Record<string, unknown>>): { body: Record<string, unknown>; raw: string; signature?: string };
}

const error = (reply: StandInReply, status: number, code: string, description: string) => reply.json(status, { code, description });

export const typeformSignature = (secret: string, raw: string) => `sha256=${createHmac('sha256', secret).update(raw).digest('base64')}`;

export async function startTypeformStandIn(options: { tokens: string[] }): Promise<TypeformStandIn> {
  const forms: TypeformForm[] = [];
  const webhooks: TypeformWebhook[] = [];
  const requests: StandInRequest[] = [];
  const throttle = { next: 0 };
  let hookCount = 0;
  const server = await startStandInServer((request, reply) => {
    requests.push(request);
    const token = /^bearer (.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!token || !options.tokens.includes(token)) return error(reply, 401, 'AUTHENTICATION_FAILED', 'Authentication credentials not found on the Request Headers');
    if (throttle.next > 0) {
      throttle.next -= 1;
      return reply.json(429, { code: 'RATE_LIMIT_EXCEEDED', description: 'Too many requests. Please retry after some time.' }, { 'retry-after': '1' });
    }
    if (request.path === '/forms' && request.method === 'GET') {
      const pageSize = Number(request.query.get('page_size') ?? 10);
      if (pageSize < 1 || pageSize > 200) return error(reply, 400, 'VALIDATION_ERROR', 'page_size must be between 1 and 200');
      const page = Number(request.query.get('page') ?? 1);
      const search = request.query.get('search')?.toLowerCase();
      const matching = forms.filter((form) => !search || form.title.toLowerCase().includes(search));
      return reply.json(200, {
        total_items: matching.length, page_count: Math.max(1, Math.ceil(matching.length / pageSize)),
        items: matching.slice((page - 1) * pageSize, page * pageSize).map((form) => ({
          id: form.id, title: form.title, last_updated_at: '2026-01-05T09:00:00Z', settings: { is_public: true },
          self: { href: `https://api.typeform.com/forms/${form.id}` }, _links: { display: `https://example.typeform.com/to/${form.id}` },
        })),
      });
    }
    const match = /^\/forms\/([^/]+)\/webhooks(?:\/([^/]+))?$/.exec(request.path);
    if (!match) return error(reply, 404, 'NOT_FOUND', 'Endpoint not found');
    const formId = decodeURIComponent(match[1] as string);
    if (!forms.some((form) => form.id === formId)) return error(reply, 404, 'FORM_NOT_FOUND', `Non existing form with uid ${formId}`);
    const tag = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
    const ofForm = webhooks.filter((hook) => hook.form_id === formId);
    if (tag === undefined) {
      if (request.method !== 'GET') return error(reply, 405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
      return reply.json(200, { items: ofForm.map(({ secret: _secret, ...hook }) => hook) });
    }
    const existing = ofForm.find((hook) => hook.tag === tag);
    if (request.method === 'PUT') {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) return error(reply, 400, 'VALIDATION_ERROR', 'url is required and must be a valid URL');
      if (typeof body.enabled !== 'boolean') return error(reply, 400, 'VALIDATION_ERROR', 'enabled is required');
      const now = new Date().toISOString();
      const hook: TypeformWebhook = existing ?? {
        id: `01HOOK${String(++hookCount).padStart(4, '0')}`, form_id: formId, tag, url: '', enabled: true, verify_ssl: true,
        event_types: { form_response: true }, created_at: now, updated_at: now,
      };
      Object.assign(hook, {
        url: body.url, enabled: body.enabled, verify_ssl: body.verify_ssl !== false, updated_at: now,
        ...(typeof body.secret === 'string' ? { secret: body.secret } : {}),
        ...(typeof body.event_types === 'object' && body.event_types !== null ? { event_types: body.event_types } : {}),
      });
      if (!existing) webhooks.push(hook);
      const { secret: _secret, ...shown } = hook;
      return reply.json(existing ? 200 : 201, shown);
    }
    if (!existing) return error(reply, 404, 'WEBHOOK_NOT_FOUND', `Webhook with tag ${tag} not found`);
    if (request.method === 'GET') return reply.json(200, existing);
    if (request.method === 'DELETE') {
      webhooks.splice(webhooks.indexOf(existing), 1);
      return reply.send(204);
    }
    return error(reply, 405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
  });
  return {
    ...server, forms, webhooks, requests, throttle,
    delivery(formId, answers) {
      const form = forms.find((candidate) => candidate.id === formId);
      if (!form) throw new Error(`no form ${formId}`);
      const body = {
        event_id: '01EVENT0001', event_type: 'form_response',
        form_response: {
          form_id: form.id, token: 'resp0001', landed_at: '2026-01-05T10:00:00Z', submitted_at: '2026-01-05T10:01:30Z',
          definition: { id: form.id, title: form.title, fields: form.fields.map((field) => ({ ...field, properties: {} })) },
          answers,
        },
      };
      const raw = JSON.stringify(body);
      const secret = webhooks.find((hook) => hook.form_id === formId)?.secret;
      return { body, raw, ...(secret ? { signature: typeformSignature(secret, raw) } : {}) };
    },
  };
}
