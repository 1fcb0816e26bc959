import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/test-server.js';
import { fullySetNode, sampleWorkflow } from '../test/fixtures.js';

const server = useTestServer();

interface ErrorBody {
  code: number;
  message: string;
  hint?: string;
}

async function nothingWritten() {
  expect(await server.count('workflow_entity')).toBe(0);
  expect(await server.count('workflow_history')).toBe(0);
  expect(await server.count('workflows_tags')).toBe(0);
}

describe('bad input', () => {
  it('refuses a name that is not text, naming the field, and writes nothing', async () => {
    const { status, body } = await server.rest<ErrorBody>('POST', '/workflows', { name: 5 });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.message).toContain('name');
    expect(body.message).toContain('expected string');
    await nothingWritten();
  });

  it('refuses an empty name with the spec wording', async () => {
    const { status, body } = await server.rest<ErrorBody>('POST', '/workflows', { name: '   ' });
    expect(status).toBe(400);
    expect(body.message).toContain('name: Please enter a name.');
    await nothingWritten();
  });

  it('names the exact node setting that is out of range', async () => {
    const { status, body } = await server.rest<ErrorBody>('POST', '/workflows', {
      name: 'Retry too often', nodes: [{ ...fullySetNode, maxTries: 9 }],
    });
    expect(status).toBe(400);
    expect(body.message).toContain('nodes.0.maxTries');
    await nothingWritten();
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/rest/workflows',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Broken",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: 'The request body is not valid JSON' });
    await nothingWritten();
  });

  it('takes an empty JSON body as no body', async () => {
    const created = (await server.rest<{ data: { id: string } }>('POST', '/workflows', { name: 'Soon gone' })).body.data;
    const deleted = await server.inject({
      method: 'DELETE', url: `/rest/workflows/${created.id}`, headers: { 'content-type': 'application/json' }, payload: '',
    });
    expect(deleted.statusCode).toBe(200);
    const posted = await server.inject({
      method: 'POST', url: '/rest/workflows', headers: { 'content-type': 'application/json' }, payload: '',
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.json<ErrorBody>().message).toBe('The request body is missing: send a JSON object');
    await nothingWritten();
  });

  it('refuses a body that tries to set __proto__', async () => {
    const response = await server.inject({
      method: 'POST', url: '/rest/workflows', headers: { 'content-type': 'application/json' },
      payload: '{"name":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    await nothingWritten();
  });

  it('refuses a body that is not JSON at all', async () => {
    const response = await server.inject({
      method: 'POST', url: '/rest/workflows', headers: { 'content-type': 'text/plain' }, payload: 'name=x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message).toBe('The request body is not valid. expected object, received string');
    await nothingWritten();
  });

  it('refuses a PATCH with invalid fields and leaves the workflow as it was', async () => {
    const created = (await server.rest<{ data: { id: string; versionId: string } }>('POST', '/workflows', sampleWorkflow())).body.data;
    const { status, body } = await server.rest<ErrorBody>('PATCH', `/workflows/${created.id}`, { name: 'Ok', connections: 'none' });
    expect(status).toBe(400);
    expect(body.message).toContain('connections');
    const stored = (await server.rest<{ data: { name: string; versionId: string } }>('GET', `/workflows/${created.id}`)).body.data;
    expect(stored).toMatchObject({ name: 'Greeting', versionId: created.versionId });
    expect(await server.count('workflow_history')).toBe(1);
  });

  it('refuses a list filter that is not JSON, or of the wrong shape', async () => {
    const notJson = await server.rest<ErrorBody>('GET', '/workflows?filter=%7Bname');
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toContain('filter');
    const wrongShape = await server.rest<ErrorBody>('GET', `/workflows?filter=${encodeURIComponent('{"tags":"ops"}')}`);
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.message).toContain('filter.tags');
  });

  it('refuses a run request without workflow data', async () => {
    const { status, body } = await server.rest<ErrorBody>('POST', '/workflows/run', { runData: {} });
    expect(status).toBe(400);
    expect(body.message).toContain('workflowData');
    expect(await server.count('execution_entity')).toBe(0);
  });
});

describe('not found', () => {
  it.each(['999', 'abc', '99999999999', '1.5'])('answers 404 for workflow id %s', async (id) => {
    for (const [method, body] of [['GET', undefined], ['PATCH', { name: 'x' }], ['DELETE', undefined]] as const) {
      const { status, body: answer } = await server.rest(method, `/workflows/${id}`, body);
      expect(status).toBe(404);
      expect(answer).toEqual({ code: 404, message: 'Could not find workflow' });
    }
  });

  it('answers 404 for an unknown execution', async () => {
    for (const id of ['4242', 'nope']) {
      const { status, body } = await server.rest('GET', `/executions/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, message: 'Could not find execution' });
    }
  });

  it('answers JSON 404 for an unknown REST route', async () => {
    const { status, body } = await server.rest<ErrorBody>('GET', '/no-such-thing');
    expect(status).toBe(404);
    expect(body.code).toBe(404);
    expect(body.message).toContain('/no-such-thing');
    const post = await server.rest<ErrorBody>('POST', '/workflows/1/no-such-action', {});
    expect(post.status).toBe(404);
    expect(post.body.code).toBe(404);
  });
});
