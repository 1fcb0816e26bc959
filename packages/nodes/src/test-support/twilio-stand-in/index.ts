import { startStandInServer } from '../stand-in-server.js';
import type { StandInRequest } from '../stand-in-server.js';

/*
 * A loopback stand-in of Twilio's REST API (https://www.twilio.com/docs/usage/api), base
 * https://api.twilio.com/2010-04-01: HTTP basic auth with the Account SID and auth token, or an API key
 * SID and secret of that account; form-encoded POST bodies; the Message and Call resources created
 * under /Accounts/{AccountSid}/ and read back; errors as `{ code, message, more_info, status }`.
 */

export interface TwilioAccount { sid: string; authToken: string; apiKeys: Record<string, string> }
export type TwilioResource = Record<string, unknown>;

export interface TwilioStandIn {
  origin: string;
  /** Every authenticated API request: method, path, the form fields. */
  requests: Array<{ method: string; path: string; form: Record<string, string>; contentType: string }>;
  messages: TwilioResource[];
  calls: TwilioResource[];
  /** The next `count` requests answer 429 (error 20429) with Retry-After. */
  throttleNext(count: number): void;
  close(): Promise<void>;
}

const E164 = /^(whatsapp:)?\+[1-9]\d{6,14}$/;
const errorBody = (status: number, code: number, message: string) => ({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

function basicAuth(request: StandInRequest): { user: string; password: string } | undefined {
  const header = String(request.headers.authorization ?? '');
  if (!header.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  return at < 0 ? undefined : { user: decoded.slice(0, at), password: decoded.slice(at + 1) };
}

function authorized(account: TwilioAccount, request: StandInRequest): boolean {
  const auth = basicAuth(request);
  if (!auth) return false;
  if (auth.user === account.sid) return auth.password === account.authToken;
  return account.apiKeys[auth.user] !== undefined && account.apiKeys[auth.user] === auth.password;
}

let serial = 0;
const sidOf = (prefix: string) => `${prefix}${(++serial).toString(16).padStart(32, '0')}`;

export async function startTwilioStandIn(account: TwilioAccount): Promise<TwilioStandIn> {
  const requests: TwilioStandIn['requests'] = [];
  const messages: TwilioResource[] = [];
  const calls: TwilioResource[] = [];
  let throttled = 0;
  const base = `/2010-04-01/Accounts/${account.sid}`;

  const server = await startStandInServer((request, reply) => {
    const fail = (status: number, code: number, message: string) => reply.json(status, errorBody(status, code, message));
    const accountPath = /^\/2010-04-01\/Accounts\/([^/.]+)(\.json|\/.*)?$/.exec(request.path);
    if (!accountPath) return fail(404, 20404, `The requested resource ${request.path} was not found`);
    if (!authorized(account, request) || accountPath[1] !== account.sid) return fail(401, 20003, 'Authenticate');
    const contentType = String(request.headers['content-type'] ?? '');
    const form = contentType.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(request.rawBody)) : {};
    requests.push({ method: request.method, path: request.path, form, contentType });
    if (throttled > 0) {
      throttled--;
      return reply.json(429, errorBody(429, 20429, 'Too Many Requests'), { 'retry-after': '1' });
    }
    const rest = accountPath[2] ?? '';
    const now = new Date().toUTCString();
    if (request.method === 'GET' && (rest === '.json' || rest === '')) {
      return reply.json(200, { sid: account.sid, friendly_name: 'Weft test account', status: 'active', type: 'Full', date_created: now, uri: `${base}.json` });
    }
    if (request.method === 'POST' && request.bytes.length > 0 && !contentType.startsWith('application/x-www-form-urlencoded')) {
      return fail(400, 20001, 'Twilio takes form-encoded parameters (application/x-www-form-urlencoded)');
    }
    if (request.method === 'POST' && rest === '/Messages.json') {
      if (!form.To) return fail(400, 21604, 'A \'To\' phone number is required.');
      if (!E164.test(form.To)) return fail(400, 21211, `Invalid 'To' Phone Number: ${form.To}`);
      if (!form.From && !form.MessagingServiceSid) return fail(400, 21603, 'A \'From\' phone number is required.');
      if (form.From && !E164.test(form.From)) return fail(400, 21212, `Invalid 'From' Phone Number: ${form.From}`);
      if (form.To.startsWith('whatsapp:') !== (form.From ?? '').startsWith('whatsapp:')) {
        return fail(400, 63007, 'Twilio could not find a Channel with the specified From address');
      }
      if (!form.Body && !form.MediaUrl) return fail(400, 21602, 'Message body is required.');
      const sid = sidOf('SM');
      const message = {
        account_sid: account.sid, api_version: '2010-04-01', body: form.Body ?? '', date_created: now, date_sent: null, date_updated: now,
        direction: 'outbound-api', error_code: null, error_message: null, from: form.From, messaging_service_sid: form.MessagingServiceSid ?? null,
        num_media: form.MediaUrl ? '1' : '0', num_segments: '1', price: null, price_unit: 'USD', sid, status: 'queued',
        subresource_uris: { media: `${base}/Messages/${sid}/Media.json` }, to: form.To, uri: `${base}/Messages/${sid}.json`,
        ...(form.StatusCallback ? { status_callback: form.StatusCallback } : {}),
      };
      messages.push(message);
      return reply.json(201, message);
    }
    if (request.method === 'POST' && rest === '/Calls.json') {
      if (!form.To) return fail(400, 21201, 'No \'To\' number is specified');
      if (!E164.test(form.To)) return fail(400, 21211, `Invalid 'To' Phone Number: ${form.To}`);
      if (!form.From) return fail(400, 21213, 'No \'From\' number is specified');
      if (!form.Url && !form.Twiml && !form.ApplicationSid) return fail(400, 21205, 'Url parameter is required.');
      if (form.Twiml && !/^\s*<Response>[\s\S]*<\/Response>\s*$/.test(form.Twiml)) return fail(400, 21205, 'Invalid TwiML: the document must be a <Response> element');
      const sid = sidOf('CA');
      const call = {
        account_sid: account.sid, annotation: null, answered_by: null, api_version: '2010-04-01', caller_name: null, date_created: now,
        date_updated: now, direction: 'outbound-api', duration: null, end_time: null, forwarded_from: null, from: form.From, from_formatted: form.From,
        parent_call_sid: null, phone_number_sid: null, price: null, price_unit: 'USD', sid, start_time: null, status: 'queued',
        subresource_uris: { recordings: `${base}/Calls/${sid}/Recordings.json` }, to: form.To, to_formatted: form.To, uri: `${base}/Calls/${sid}.json`,
      };
      calls.push({ ...call, twiml: form.Twiml });
      return reply.json(201, call);
    }
    return fail(404, 20404, `The requested resource ${request.path} was not found`);
  });

  return {
    origin: server.origin, requests, messages, calls,
    throttleNext(count) { throttled = count; },
    close: () => server.close(),
  };
}
