import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@weft/contracts';
import { parseConfig } from '../config.js';
import { createTestServer, type TestServer } from '../test/test-server.js';
import { VersionFeedStandIn, feedVersion } from '../test/version-feed-stand-in.js';

/** What the editor needs to ask a version feed (n8n's shape) and to show About's links. */

let server: TestServer | undefined;
const feed = new VersionFeedStandIn([
  feedVersion('99.0.0', { hasSecurityFix: true }),
  feedVersion('98.1.0', { hasBreakingChange: true }),
]);

beforeAll(() => feed.start());
afterAll(() => feed.stop());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const settingsOf = async (env: Record<string, string> = {}) => {
  server = await createTestServer({ env });
  return (await server.rest<{ data: Settings }>('GET', '/settings')).body.data;
};

describe('version notifications', () => {
  it('are off by default, with nothing to ask', async () => {
    expect((await settingsOf()).versionNotifications).toEqual({ enabled: false, endpoint: '', infoUrl: '' });
  });

  it('stay off when enabled without an endpoint: the instance never guesses where to phone', async () => {
    expect((await settingsOf({ WEFT_VERSION_NOTIFICATIONS_ENABLED: 'true' })).versionNotifications.enabled).toBe(false);
  });

  it('give the editor the feed to ask, and the feed answers the releases newer than this version', async () => {
    const settings = await settingsOf({
      WEFT_VERSION_NOTIFICATIONS_ENABLED: 'true',
      WEFT_VERSION_NOTIFICATIONS_ENDPOINT: feed.url,
      WEFT_VERSION_NOTIFICATIONS_INFO_URL: 'https://docs.example.com/updating',
    });
    expect(settings.versionNotifications).toEqual({ enabled: true, endpoint: feed.url, infoUrl: 'https://docs.example.com/updating' });

    // The editor's call: the endpoint followed by the version, the instance id as a header.
    const answer = await fetch(`${settings.versionNotifications.endpoint}${settings.versionCli}`, { headers: { 'n8n-instance-id': settings.instanceId } });
    const releases = await answer.json() as Array<{ name: string; hasSecurityFix: boolean }>;
    expect(releases.map((release) => release.name)).toEqual(['99.0.0', '98.1.0']);
    expect(feed.requests.at(-1)).toEqual({ version: settings.versionCli, instanceId: settings.instanceId });
  });

  it('let the editor reach the configured feed and no other outside address', async () => {
    server = await createTestServer({ env: { WEFT_VERSION_NOTIFICATIONS_ENABLED: 'true', WEFT_VERSION_NOTIFICATIONS_ENDPOINT: feed.url } });
    const page = await server.inject({ method: 'GET', url: '/licence' });
    expect(page.statusCode).toBe(200);
    const editor = await server.inject({ method: 'GET', url: '/signin' });
    const policy = String(editor.headers['content-security-policy'] ?? '');
    expect(policy).toContain(`connect-src 'self' https://registry.npmjs.org ${new URL(feed.url).origin};`);
  });

  it('let the editor reach a remote templates host too, which it calls directly', async () => {
    server = await createTestServer({ env: { WEFT_TEMPLATES_HOST: 'https://templates.example.com/api/' } });
    const editor = await server.inject({ method: 'GET', url: '/signin' });
    expect(String(editor.headers['content-security-policy'])).toContain("connect-src 'self' https://registry.npmjs.org https://templates.example.com;");
  });

  it('refuse an endpoint the version cannot simply be appended to', () => {
    expect(() => parseConfig({ WEFT_VERSION_NOTIFICATIONS_ENDPOINT: 'https://updates.example.com/versions' }))
      .toThrow(/WEFT_VERSION_NOTIFICATIONS_ENDPOINT must be an http:\/\/ or https:\/\/ address ending with "\/"/);
  });
});

describe('About', () => {
  it('links the licence this instance serves, and the source only when there is one to link', async () => {
    const settings = await settingsOf({ WEFT_PATH: 'weft' });
    // The root package.json has no repository field: no source address is made up.
    expect(settings.about).toEqual({ licenceUrl: '/weft/licence' });
    const licence = await server!.inject({ method: 'GET', url: '/weft/licence' });
    expect(licence.statusCode).toBe(200);
    expect(licence.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(licence.body).toMatch(/licen[cs]e/i);
  });

  it('links WEFT_SOURCE_URL as the source', async () => {
    expect((await settingsOf({ WEFT_SOURCE_URL: 'https://git.example.com/weft' })).about.sourceUrl).toBe('https://git.example.com/weft');
  });
});
