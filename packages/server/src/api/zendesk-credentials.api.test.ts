import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();

describe('Zendesk OAuth2 credential', () => {
  it('sends the user to the authorization URL built from the credential\'s subdomain, with read and write scopes', async () => {
    const created = await server.rest<{ data: { id: string } }>('POST', '/credentials', {
      name: 'Zendesk', type: 'zendeskOAuth2Api', data: { subdomain: 'acme', clientId: 'weft-zendesk', clientSecret: 'secret' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const auth = await server.rest<{ data: string }>('GET', `/oauth2-credential/auth?id=${created.body.data.id}`);
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    const url = new URL(auth.body.data);
    expect(`${url.origin}${url.pathname}`).toBe('https://acme.zendesk.com/oauth/authorizations/new');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: 'weft-zendesk', response_type: 'code', scope: 'read write' });
  });
});
