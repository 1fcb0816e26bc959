import { afterEach, describe, expect, it } from 'vitest';
import type { Settings, User } from '@weft/contracts';
import { createTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /rest/settings', () => {
  it('says community nodes are off when WEFT_COMMUNITY_PACKAGES_ENABLED=false', async () => {
    server = await createTestServer({ env: { WEFT_COMMUNITY_PACKAGES_ENABLED: 'false' } });
    const { body } = await server.rest<{ data: Settings }>('GET', '/settings');
    expect(body.data.communityNodesEnabled).toBe(false);
  });

  it('answers the settings of this instance', async () => {
    server = await createTestServer({
      env: { WEFT_PORT: '8080', GENERIC_TIMEZONE: 'Europe/Berlin', EXECUTIONS_TIMEOUT: '300', EXECUTIONS_TIMEOUT_MAX: '7200' },
    });
    const { status, body } = await server.rest<{ data: Settings }>('GET', '/settings');
    expect(status).toBe(200);
    const settings = body.data;
    expect(settings.versionCli).toMatch(/^\d+\.\d+\.\d+/);
    expect(settings).toMatchObject({
      userManagement: { enabled: true, showSetupOnFirstLoad: true, smtpSetup: false },
      publicApi: { enabled: true, latestVersion: 1, path: 'api', swaggerUi: { enabled: true } },
      templates: { enabled: true, host: 'http://localhost:8080/templates-host/' },
      communityNodesEnabled: true,
      executionMode: 'regular',
      timezone: 'Europe/Berlin',
      executionTimeout: 300,
      maxExecutionTimeout: 7200,
      saveDataErrorExecution: 'all',
      saveDataSuccessExecution: 'all',
      saveManualExecutions: false,
      urlBaseWebhook: 'http://localhost:8080/',
      endpointWebhook: 'webhook',
      endpointWebhookTest: 'webhook-test',
      endpointForm: 'form',
      endpointFormTest: 'form-test',
      oauthCallbackUrls: {
        oauth1: 'http://localhost:8080/rest/oauth1-credential/callback',
        oauth2: 'http://localhost:8080/rest/oauth2-credential/callback',
      },
      defaultLocale: 'en',
      basePath: '/',
      restEndpoint: '/rest',
    });
    expect(typeof settings.isNpmAvailable).toBe('boolean');
    expect(settings.instanceId).toMatch(/^[0-9a-f]{64}$/);
  });

  it('puts the base path into every URL it gives', async () => {
    server = await createTestServer({ env: { WEFT_PATH: 'weft', WEFT_HOST: '127.0.0.1' } });
    const { body } = await server.rest<{ data: Settings }>('GET', '/settings');
    expect(body.data).toMatchObject({
      basePath: '/weft/',
      restEndpoint: '/weft/rest',
      urlBaseWebhook: 'http://127.0.0.1:5678/weft/',
      oauthCallbackUrls: { oauth2: 'http://127.0.0.1:5678/weft/rest/oauth2-credential/callback' },
    });
  });

  it('keeps the same instance id across restarts', async () => {
    server = await createTestServer();
    const before = (await server.rest<{ data: Settings }>('GET', '/settings')).body.data.instanceId;
    await server.restart();
    const after = (await server.rest<{ data: Settings }>('GET', '/settings')).body.data.instanceId;
    expect(after).toBe(before);
    expect(await server.count('settings')).toBe(1);
  });
});

describe('GET /rest/login', () => {
  it('answers the default user while user management is not set up', async () => {
    server = await createTestServer();
    const { status, body } = await server.rest<{ data: User }>('GET', '/login');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      email: null,
      firstName: null,
      lastName: null,
      globalRole: { name: 'default' },
      isDefaultUser: true,
      isOwner: false,
      isPending: false,
      personalizationAnswers: null,
    });
    expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(body.data.createdAt))).toBe(false);
  });

  it('creates the default user once, not at every start', async () => {
    server = await createTestServer();
    const first = (await server.rest<{ data: User }>('GET', '/login')).body.data.id;
    await server.restart();
    expect((await server.rest<{ data: User }>('GET', '/login')).body.data.id).toBe(first);
    expect(await server.count('user')).toBe(1);
  });
});
