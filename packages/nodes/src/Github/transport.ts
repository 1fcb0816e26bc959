import type {
  IDataObject, IExecuteFunctions, IHookFunctions, IHttpRequestMethods, IHttpRequestOptions, ILoadOptionsFunctions, IN8nHttpFullResponse,
} from '@weft/workflow';
import { NodeApiError, NodeOperationError, retryAfterSeconds, sleep } from '@weft/workflow';

/*
 * Requests to GitHub's REST API with the node's credential (a token or OAuth2), at the credential's
 * server (api.github.com, or a GitHub Enterprise Server's /api/v3). Lists follow the Link header's
 * rel="next"; a rate-limited answer is retried after GitHub's Retry-After; error answers become node
 * errors in GitHub's words.
 */

export type GithubContext = IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions;

export const GITHUB_API = 'https://api.github.com';
const RATE_LIMIT_RETRIES = 2;
const LONGEST_WAIT_S = 30;

export function credentialType(context: GithubContext): 'githubApi' | 'githubOAuth2Api' {
  const read = context.getNodeParameter as (name: string, index: number, fallback: unknown) => unknown;
  let authentication: unknown;
  try {
    authentication = read.call(context, 'authentication', 0, 'accessToken');
  } catch {
    authentication = 'accessToken';
  }
  return authentication === 'oAuth2' ? 'githubOAuth2Api' : 'githubApi';
}

async function serverOf(context: GithubContext): Promise<string> {
  const credentials = await context.getCredentials(credentialType(context));
  const server = typeof credentials.server === 'string' && credentials.server.trim() !== '' ? credentials.server.trim() : GITHUB_API;
  return server.replace(/\/+$/, '');
}

function header(response: IN8nHttpFullResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? String(value[0]) : value === undefined ? undefined : String(value);
}

/** The node error for a GitHub error answer: its message, the field errors of a 422, and what to do for 401/403/404. */
export function githubError(context: GithubContext, response: IN8nHttpFullResponse, itemIndex?: number): NodeApiError {
  const body = (typeof response.body === 'object' && response.body !== null ? response.body : { message: String(response.body ?? '') }) as IDataObject;
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : response.statusMessage ?? 'GitHub answered with an error';
  const details = Array.isArray(body.errors)
    ? (body.errors as unknown[]).map((error) => (typeof error === 'string' ? error : [
      (error as IDataObject).message ?? `${String((error as IDataObject).field ?? '')} ${String((error as IDataObject).code ?? '')}`.trim(),
    ].join(''))).join('; ')
    : '';
  const status = response.statusCode;
  const where = typeof body.documentation_url === 'string' ? ` See ${body.documentation_url}` : '';
  const known: Record<number, [string, string]> = {
    401: ['Authorization failed - please check your credentials', `GitHub answered "${message}": check the access token in the credential (it may have expired or been revoked).`],
    403: [`Forbidden - perhaps check your credentials? (${message})`, `The token may lack a scope this operation needs, or the account lacks access.${where}`],
    404: ['The resource you are requesting could not be found', `GitHub answered "${message}". Check the owner, repository and number or ID; private repositories are only found with a token that can see them.`],
  };
  const [text, description] = known[status] ?? [`${message}${details ? `: ${details}` : ''}`, `GitHub answered ${status}.${where}`];
  return new NodeApiError(context.getNode(), { ...body, message }, {
    httpCode: status, message: text, description, ...(itemIndex !== undefined ? { itemIndex } : {}),
  });
}

export interface GithubRequest {
  method: IHttpRequestMethods; endpoint: string; body?: IDataObject; qs?: IDataObject; itemIndex?: number;
  /** A full URL (the Link header's next page) instead of the endpoint. */
  url?: string;
}

/** One API call; answers the full response (body, headers, status). */
export async function githubFullRequest(context: GithubContext, request: GithubRequest): Promise<IN8nHttpFullResponse> {
  const send = context.helpers.httpRequestWithAuthentication;
  if (!send) throw new NodeOperationError(context.getNode(), 'This context cannot make HTTP requests');
  const options: IHttpRequestOptions = {
    method: request.method, url: request.url ?? `${await serverOf(context)}${request.endpoint}`, json: true, returnFullResponse: true, ignoreHttpStatusErrors: true,
    headers: { Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28', 'User-Agent': 'weft' },
    ...(request.body && Object.keys(request.body).length > 0 ? { body: request.body } : {}),
    ...(request.qs && Object.keys(request.qs).length > 0 ? { qs: request.qs } : {}),
  };
  for (let attempt = 0; ; attempt++) {
    const response = await send.call(context, credentialType(context), options) as IN8nHttpFullResponse;
    const limited = response.statusCode === 429 || (response.statusCode === 403 && header(response, 'x-ratelimit-remaining') === '0');
    if (limited) {
      const retryAfter = retryAfterSeconds(response.headers as IDataObject);
      const reset = Number(header(response, 'x-ratelimit-reset'));
      const wait = retryAfter !== undefined ? retryAfter : Number.isFinite(reset) ? Math.max(reset - Date.now() / 1000, 0) : 60;
      if (attempt < RATE_LIMIT_RETRIES && wait <= LONGEST_WAIT_S) {
        await sleep(wait * 1000);
        continue;
      }
      const error = githubError(context, response, request.itemIndex);
      error.message = 'GitHub is rate-limiting requests';
      error.description = `GitHub asked to wait ${Math.ceil(wait)} seconds. Send fewer requests, e.g. with Loop Over Items and a Wait node.`;
      throw error;
    }
    if (response.statusCode >= 400) throw githubError(context, response, request.itemIndex);
    return response;
  }
}

/** One API call; answers its body (`{ success: true }` for 204 No Content). */
export async function githubRequest(context: GithubContext, request: GithubRequest): Promise<unknown> {
  const response = await githubFullRequest(context, request);
  if (response.statusCode === 204 || response.body === '' || response.body === undefined) return { success: true };
  return response.body;
}

/** The rel="next" page of a Link header. */
function nextLink(response: IN8nHttpFullResponse): string | undefined {
  return /<([^>]+)>;\s*rel="next"/.exec(header(response, 'link') ?? '')?.[1];
}

/**
 * Every entry of a list (100 a page, following Link rel="next"), or the first `limit`. `property` names
 * where a wrapped list keeps its entries (search's `items`, Actions' `workflows`).
 */
export async function githubRequestAll(
  context: GithubContext, request: GithubRequest, limit = Infinity, property?: string,
): Promise<IDataObject[]> {
  const entries: IDataObject[] = [];
  let next: GithubRequest | undefined = { ...request, qs: { ...request.qs, per_page: limit < 100 ? limit : 100, page: 1 } };
  while (next && entries.length < limit) {
    const response = await githubFullRequest(context, next);
    const body = response.body as IDataObject | IDataObject[];
    const page = (property ? (body as IDataObject)[property] : body) as IDataObject[] | undefined;
    entries.push(...(page ?? []));
    const link = nextLink(response);
    next = link ? { ...request, url: link, qs: {} } : undefined;
  }
  return entries.slice(0, limit);
}
