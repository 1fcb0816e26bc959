import type { IDataObject, IHttpRequestOptions, IHttpRequestMethods, IRequestOptions } from '@weft/workflow';

function mapAuth(auth: IRequestOptions['auth']): Pick<IHttpRequestOptions, 'auth' | 'headers'> {
  if (!auth) return {};
  if (auth.bearer) return { headers: { authorization: `Bearer ${auth.bearer}` } };
  return {
    auth: {
      username: auth.user ?? auth.username ?? '', password: auth.pass ?? auth.password ?? '',
      ...(auth.sendImmediately === false ? { sendImmediately: false } : {}),
    },
  };
}

/**
 * Maps the legacy request-promise options (`uri`, `form`, `formData`, `json`, `encoding: null`,
 * `simple`, `resolveWithFullResponse`) onto `httpRequest` options.
 */
export function fromLegacyRequest(uriOrObject: string | IRequestOptions, extra?: IRequestOptions): IHttpRequestOptions {
  const legacy: IRequestOptions = typeof uriOrObject === 'string' ? { ...extra, uri: uriOrObject } : { ...uriOrObject };
  const authPart = mapAuth(legacy.auth);
  const headers: IDataObject = { ...(authPart.headers ?? {}), ...(legacy.headers ?? {}) };
  const hasHeader = (name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name);
  let body: unknown = legacy.body;
  if (legacy.form !== undefined) {
    body = legacy.form;
    if (!hasHeader('content-type')) headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (legacy.formData !== undefined) {
    body = legacy.formData;
    for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-type') delete headers[key];
    headers['content-type'] = 'multipart/form-data';
  } else if (legacy.json !== true && typeof body === 'object' && body !== null && !(body instanceof Uint8Array)
    && !hasHeader('content-type') && !(body instanceof URLSearchParams) && !(body instanceof FormData)) {
    // request sent objects as JSON only with `json: true`; n8n nodes rely on objects being JSON anyway.
    headers['content-type'] = 'application/json';
  }
  const method = (legacy.method ?? 'GET').toUpperCase() as IHttpRequestMethods;
  const followsRedirect = legacy.followRedirect !== false
    && (legacy.followAllRedirects === true || method === 'GET' || method === 'HEAD');
  const arrayFormat = legacy.useQuerystring ? 'repeat' : legacy.qsStringifyOptions?.arrayFormat ?? 'indices';
  return {
    url: String(legacy.uri ?? legacy.url ?? ''),
    ...(legacy.baseURL ? { baseURL: legacy.baseURL } : {}),
    method,
    headers,
    qs: legacy.qs,
    body,
    json: legacy.json === true,
    encoding: legacy.encoding === null ? 'arraybuffer' : legacy.json === true ? 'json' : 'text',
    returnFullResponse: legacy.resolveWithFullResponse === true,
    ignoreHttpStatusErrors: legacy.simple === false,
    timeout: legacy.timeout,
    skipSslCertificateValidation: legacy.rejectUnauthorized === false,
    disableFollowRedirect: !followsRedirect,
    arrayFormat,
    ...(authPart.auth ? { auth: authPart.auth } : {}),
  };
}
