import type { ICredentialDataDecryptedObject, ICredentialType, IHttpRequestOptions } from '@weft/workflow';

/** The Notion-Version a request without one is sent with (the version n8n's Notion node speaks). */
export const NOTION_DEFAULT_VERSION = '2022-02-22';

/** n8n's Notion credential: an internal integration secret, sent as a bearer token with a Notion-Version header. */
export const notionApi: ICredentialType = {
  name: 'notionApi',
  displayName: 'Notion API',
  documentationUrl: 'https://developers.notion.com/docs/authorization',
  properties: [
    { displayName: 'Internal Integration Secret', name: 'apiKey', type: 'string', default: '', typeOptions: { password: true } },
  ],
  async authenticate(credentials: ICredentialDataDecryptedObject, options: IHttpRequestOptions): Promise<IHttpRequestOptions> {
    const headers = { ...(options.headers ?? {}) } as Record<string, unknown>;
    headers.Authorization = `Bearer ${String(credentials.apiKey ?? '')}`;
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'notion-version')) headers['Notion-Version'] = NOTION_DEFAULT_VERSION;
    return { ...options, headers: headers as IHttpRequestOptions['headers'] };
  },
  test: { request: { baseURL: 'https://api.notion.com/v1', url: '/users/me' } },
};
