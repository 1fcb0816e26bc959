import type { IDataObject, IWebhookFunctions } from '@weft/workflow';

/** A refusal the Webhook node answers itself, with n8n's status codes and messages. */
export class WebhookAuthorizationError extends Error {
  constructor(readonly responseCode: number, message?: string) {
    super(message ?? (responseCode === 401 ? 'Authorization is required!' : responseCode === 403 ? 'Authorization data is wrong!' : 'Authorization problem!'));
    this.name = 'WebhookAuthorizationError';
  }
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** `Authorization: Basic <base64 user:password>`, or undefined when absent or malformed. */
function basicCredentials(value: string | undefined): { name: string; pass: string } | undefined {
  const match = /^\s*basic\s+([A-Za-z0-9+/=._~-]+)\s*$/i.exec(value ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { name: decoded.slice(0, colon), pass: decoded.slice(colon + 1) };
}

async function credentialsOrNone(context: IWebhookFunctions, type: string): Promise<IDataObject | undefined> {
  try {
    return await context.getCredentials<IDataObject>(type);
  } catch {
    return undefined;
  }
}

/** Checks the request against the node's authentication; throws WebhookAuthorizationError to refuse it. */
export async function validateWebhookAuth(context: IWebhookFunctions, authentication: string): Promise<void> {
  if (authentication === 'none') return;
  const headers = context.getHeaderData();
  if (authentication === 'basicAuth') {
    const expected = await credentialsOrNone(context, 'httpBasicAuth');
    if (!expected?.user || !expected.password) throw new WebhookAuthorizationError(500, 'No authentication data defined on node!');
    const provided = basicCredentials(header(headers, 'authorization'));
    if (!provided) throw new WebhookAuthorizationError(401);
    if (provided.name !== expected.user || provided.pass !== expected.password) throw new WebhookAuthorizationError(403);
    return;
  }
  if (authentication === 'bearerAuth') {
    const expected = await credentialsOrNone(context, 'httpBearerAuth');
    if (!expected?.token) throw new WebhookAuthorizationError(500, 'No authentication data defined on node!');
    const provided = /^\s*bearer\s+(\S+)\s*$/i.exec(header(headers, 'authorization') ?? '')?.[1];
    if (!provided) throw new WebhookAuthorizationError(401);
    if (provided !== String(expected.token)) throw new WebhookAuthorizationError(403);
    return;
  }
  if (authentication === 'headerAuth') {
    const expected = await credentialsOrNone(context, 'httpHeaderAuth');
    if (!expected?.name || !expected.value) throw new WebhookAuthorizationError(500, 'No authentication data defined on node!');
    if (header(headers, String(expected.name)) !== String(expected.value)) throw new WebhookAuthorizationError(403);
    return;
  }
  throw new WebhookAuthorizationError(500, `Authentication "${authentication}" is not supported by this version of Weft`);
}

const normalizeIp = (ip: string) => ip.trim().replace(/^::ffff:/, '');

/** n8n's whitelist: a comma-separated list of exact addresses; empty allows every client. */
export function isIpWhitelisted(whitelist: string | undefined, ip: string | undefined): boolean {
  // Nearly every webhook has none: answered without building the list.
  if (!whitelist) return true;
  const allowed = whitelist.split(',').map(normalizeIp).filter(Boolean);
  if (allowed.length === 0) return true;
  return ip !== undefined && allowed.includes(normalizeIp(ip));
}

const BOT_PATTERN = /bot\b|bot[/;-]|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|skypeuripreview|bingpreview|curl\/|wget\/|python-requests|headless/i;

/** Crawlers and link previewers, which `ignoreBots` refuses. */
export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT_PATTERN.test(userAgent);
}
