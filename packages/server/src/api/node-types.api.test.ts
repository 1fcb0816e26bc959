import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { INodeTypeDescription } from '@weft/workflow';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();

const list = async (query = '') =>
  (await server.rest<{ data: INodeTypeDescription[] }>('GET', `/node-types${query}`)).body.data;

describe('GET /rest/node-types', () => {
  it('lists the built-in node types with their n8n names and parameters', async () => {
    const types = await list();
    const names = types.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.set', 'n8n-nodes-base.noOp']));
    const manual = types.find((t) => t.name === 'n8n-nodes-base.manualTrigger');
    expect(manual?.group).toContain('trigger');
    for (const type of types) {
      expect(typeof type.displayName).toBe('string');
      expect(Array.isArray(type.properties)).toBe(true);
    }
  });

  it('lists every version group, or only the newest with onlyLatest', async () => {
    const all = (await list()).filter((t) => t.name === 'n8n-nodes-base.set');
    const latest = (await list('?onlyLatest=true')).filter((t) => t.name === 'n8n-nodes-base.set');
    expect(all.length).toBeGreaterThan(1);
    expect(latest).toHaveLength(1);
    const versions = (d: INodeTypeDescription) => (Array.isArray(d.version) ? d.version : [d.version]);
    expect(Math.max(...versions(latest[0]!))).toBe(Math.max(...all.flatMap(versions)));
  });

  it('answers a browser that has the list already with 304, and gzips it for one that accepts gzip', async () => {
    const first = await server.inject({ method: 'GET', url: '/rest/node-types' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await server.inject({ method: 'GET', url: '/rest/node-types', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const latest = await server.inject({ method: 'GET', url: '/rest/node-types?onlyLatest=true', headers: { 'if-none-match': etag } });
    expect(latest.statusCode).toBe(200);

    const zipped = await server.inject({ method: 'GET', url: '/rest/node-types', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(first.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(JSON.parse(first.body));
  });

  it('refuses an onlyLatest that is not true or false', async () => {
    const { status, body } = await server.rest<{ message: string }>('GET', '/node-types?onlyLatest=yes');
    expect(status).toBe(400);
    expect(body.message).toContain('onlyLatest');
  });
});

/** Issue 18's node library: each type with every version n8n saves, and its node-creator subcategory. */
const NODE_LIBRARY: Array<[type: string, versions: number[], subcategory: string]> = [
  ['splitOut', [1], 'Data Transformation'], ['aggregate', [1], 'Data Transformation'], ['limit', [1], 'Data Transformation'],
  ['removeDuplicates', [1, 1.1, 2], 'Data Transformation'], ['sort', [1], 'Data Transformation'],
  ['summarize', [1, 1.1], 'Data Transformation'], ['itemLists', [1, 2, 2.1, 2.2, 3, 3.1], 'Data Transformation'],
  ['switch', [1, 2, 3, 3.1, 3.2, 3.3, 3.4], 'Flow'], ['filter', [1, 2, 2.1, 2.2, 2.3], 'Flow'],
  ['renameKeys', [1], 'Data Transformation'], ['compareDatasets', [1, 2, 2.1, 2.2, 2.3], 'Flow'],
  ['dateTime', [1, 2], 'Data Transformation'], ['crypto', [1], 'Data Transformation'], ['xml', [1], 'Data Transformation'],
  ['html', [1, 1.1, 1.2], 'Data Transformation'], ['markdown', [1], 'Data Transformation'],
  ['convertToFile', [1, 1.1], 'Files'], ['extractFromFile', [1, 1.1], 'Files'], ['spreadsheetFile', [1, 2], 'Files'],
  ['readWriteFile', [1], 'Files'], ['cron', [1], 'Triggers'], ['interval', [1], 'Triggers'], ['formTrigger', [1, 2], 'Triggers'],
  ['form', [1], 'Flow'], ['emailSend', [1, 2, 2.1], 'Helpers'], ['rssFeedRead', [1, 1.1, 1.2], 'Helpers'],
  ['stopAndError', [1], 'Flow'], ['executionData', [1, 1.1], 'Helpers'], ['debugHelper', [1], 'Helpers'],
  ['httpRequest', [1, 2, 3, 4, 4.1, 4.2, 4.3], 'Helpers'],
  ['readBinaryFile', [1], 'Files'], ['readBinaryFiles', [1], 'Files'], ['writeBinaryFile', [1], 'Files'],
  ['moveBinaryData', [1, 1.1], 'Files'], ['compression', [1, 1.1], 'Files'], ['executeCommand', [1], 'Helpers'], ['graphql', [1, 1.1], 'Helpers'],
];

describe('GET /rest/node-types: the everyday node library', () => {
  it('lists each node of the library with every version and a node-creator category', async () => {
    const types = await list();
    for (const [short, versions, subcategory] of NODE_LIBRARY) {
      const name = `n8n-nodes-base.${short}`;
      const groups = types.filter((t) => t.name === name);
      expect(groups.length, name).toBeGreaterThan(0);
      expect(groups.flatMap((t) => [t.version].flat()), name).toEqual(expect.arrayContaining(versions));
      for (const group of groups) {
        expect(group.icon, name).toMatch(/^file:[\w-]+\.svg$/);
        expect(group.codex?.categories, name).toContain('Core Nodes');
        expect(Object.values(group.codex?.subcategories ?? {}).flat(), name).toContain(subcategory);
      }
    }
  });

  it('serves the icon of each node of the library', async () => {
    for (const [short] of NODE_LIBRARY) {
      const response = await server.inject({ method: 'GET', url: `/rest/node-icon/n8n-nodes-base.${short}` });
      expect(response.statusCode, short).toBe(200);
      expect(response.body, short).toContain('<svg');
    }
  });
});

describe('GET /rest/node-icon/:nodeType', () => {
  it('serves the icon file of a built-in node', async () => {
    const response = await server.inject({ method: 'GET', url: '/rest/node-icon/n8n-nodes-base.set' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });

  it('answers 404 for a node type without an icon', async () => {
    const { status, body } = await server.rest('GET', '/node-icon/n8n-nodes-base.nothingLikeThis');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: 'There is no icon for the node type "n8n-nodes-base.nothingLikeThis"' });
  });
});
