import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INodeParameters, IWorkflowBase } from '@weft/workflow';
import { httpTestRunner } from '../test/http-legacy-harness.js';
import { startHttpTestServer } from '../test/http-test-server.js';

let server: Awaited<ReturnType<typeof startHttpTestServer>>;
beforeAll(async () => {
  server = await startHttpTestServer();
});
afterAll(() => server.close());

const { runner } = httpTestRunner();

/** A manual trigger and an HTTP Request 4.2 node with the given parameters (`path` on the test server) and pagination. */
function workflow(path: string, pagination: IDataObject, parameters: INodeParameters = {}, options: IDataObject = {}): IWorkflowBase {
  return {
    name: 'Pagination', active: false, settings: { executionOrder: 'v1' }, connections: { Start: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] } },
    nodes: [
      { id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        id: 'b', name: 'HTTP Request', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [200, 0],
        parameters: { url: `${server.url}${path}`, ...parameters, options: { ...options, pagination: { pagination } } as INodeParameters },
      },
    ],
  };
}

async function run(flow: IWorkflowBase) {
  const result = await runner.run({ workflow: flow, mode: 'manual', executionId: 'paging-test' });
  const task = result.data.resultData.runData['HTTP Request']?.[0];
  return { items: (task?.data?.main?.[0] ?? []).map((item) => item.json), error: task?.error };
}

const pageParameter = (value: string, type = 'qs', name = 'page') => ({
  paginationMode: 'updateAParameterInEachRequest', parameters: { parameters: [{ type, name, value }] },
});
const record = (id: number) => ({ id, name: `Record ${id}` });
const ALL = [1, 2, 3, 4, 5].map(record);

describe('HTTP Request pagination', () => {
  it('updates a query parameter from $pageCount until a page is empty, and outputs every page in order', async () => {
    const { items, error } = await run(workflow('/paged/items', pageParameter('={{ $pageCount + 1 }}')));
    expect(error).toBeUndefined();
    expect(items).toEqual(ALL);
  });

  it('builds the next offset from $request and $response', async () => {
    const { items } = await run(workflow('/paged/items', {
      ...pageParameter('={{ $pageCount === 0 ? 0 : $request.qs.offset + $response.body.length }}', 'qs', 'offset'),
      requestInterval: 1,
    }));
    expect(items).toEqual(ALL);
  });

  it('follows the next URL in the body until the complete expression holds: one item per object page', async () => {
    const { items } = await run(workflow('/paged/cursor', {
      paginationMode: 'responseContainsNextURL', nextURL: '={{ $response.body.next }}',
      paginationCompleteWhen: 'other', completeExpression: '={{ $response.body.next === null }}',
    }));
    expect(items.map((item) => item.items)).toEqual([[record(1), record(2)], [record(3), record(4)], [record(5)]]);
    expect(items[2]?.next).toBeNull();
  });

  it('follows a Link header and stops when the header is gone', async () => {
    const { items } = await run(workflow('/paged/link', {
      paginationMode: 'responseContainsNextURL',
      nextURL: '={{ $response.headers.link.match(/<([^>]+)>; rel="next"/)[1] }}',
      paginationCompleteWhen: 'other', completeExpression: '={{ !$response.headers.link }}',
    }));
    expect(items).toEqual(ALL);
  });

  it('stops at a listed status code and, as n8n, outputs that last answer too', async () => {
    const { items, error } = await run(workflow('/paged/gone', {
      ...pageParameter('={{ $pageCount + 1 }}'), paginationCompleteWhen: 'receiveSpecificStatusCodes', statusCodesWhenComplete: '410, 404',
    }));
    expect(error).toBeUndefined();
    expect(items).toEqual([...ALL, { message: 'Page not found' }]);
    const invalid = await run(workflow('/paged/gone', {
      ...pageParameter('={{ $pageCount + 1 }}'), paginationCompleteWhen: 'receiveSpecificStatusCodes', statusCodesWhenComplete: '404, gone',
    }));
    expect(invalid.error?.message).toBe('Invalid status codes for pagination: "404, gone"');
  });

  it('fetches at most Max Pages, and with Full Response outputs one item per page', async () => {
    const limited = await run(workflow('/paged/items', { ...pageParameter('={{ $pageCount + 1 }}'), limitPagesFetched: true, maxRequests: 2 }));
    expect(limited.items).toEqual(ALL.slice(0, 4));
    const full = await run(workflow('/paged/items', { ...pageParameter('={{ $pageCount + 1 }}'), limitPagesFetched: true, maxRequests: 2 }, {}, {
      response: { response: { fullResponse: true } },
    }));
    expect(full.items.map(({ body, statusCode }) => ({ body, statusCode }))).toEqual([
      { body: [record(1), record(2)], statusCode: 200 }, { body: [record(3), record(4)], statusCode: 200 },
    ]);
  });

  it('pages a POST by a nested body parameter, keeping the rest of the body', async () => {
    const { items } = await run(workflow('/paged/search', pageParameter('={{ $pageCount + 1 }}', 'body', 'paging.page'), {
      method: 'POST', sendBody: true, bodyParameters: { parameters: [{ name: 'filter', value: 'active' }] },
    }));
    expect(items).toEqual(ALL.map((entry) => ({ ...entry, filter: 'active' })));
  });

  it('pages by a header parameter', async () => {
    const { items } = await run(workflow('/paged/header', pageParameter('={{ $pageCount + 1 }}', 'headers', 'x-page')));
    expect(items).toEqual(ALL);
  });

  it('stops with n8n\'s error when the same answer keeps coming back', async () => {
    const { error } = await run(workflow('/paged/same', {
      ...pageParameter('={{ $pageCount + 1 }}'), paginationCompleteWhen: 'other', completeExpression: '={{ false }}',
    }));
    expect(error?.message).toBe('The returned response was identical 5x, so requests got stopped');
    expect(error?.description).toBe('Check if "Pagination Completed When" has been configured correctly.');
  });

  it('fails on an error status before the last page, unless Never Error is on', async () => {
    const failed = await run(workflow('/paged/broken', pageParameter('={{ $pageCount + 1 }}')));
    expect(failed.error?.message).toBe('The service had an internal error');
    const kept = await run(workflow('/paged/broken', { ...pageParameter('={{ $pageCount + 1 }}'), limitPagesFetched: true, maxRequests: 3 }, {}, {
      response: { response: { neverError: true } },
    }));
    expect(kept.items).toEqual([record(1), record(2), { error: { message: 'Database is down' } }, { error: { message: 'Database is down' } }]);
  });

  it('says so when the next URL is not a URL', async () => {
    const { error } = await run(workflow('/paged/cursor', {
      paginationMode: 'responseContainsNextURL', nextURL: '={{ $response.body.missing }}',
      paginationCompleteWhen: 'other', completeExpression: '={{ false }}',
    }));
    expect(error?.message).toBe("'undefined' is not a valid URL.");
  });
});
