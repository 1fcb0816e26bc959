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

  it('refuses an onlyLatest that is not true or false', async () => {
    const { status, body } = await server.rest<{ message: string }>('GET', '/node-types?onlyLatest=yes');
    expect(status).toBe(400);
    expect(body.message).toContain('onlyLatest');
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
