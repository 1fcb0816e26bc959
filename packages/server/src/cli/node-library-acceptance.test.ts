import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCliEnvironment, weft } from './test/cli-harness.js';

/**
 * Issue 18's acceptance: Manual -> HTTP Request (a loopback server) -> Split Out -> Filter -> Sort ->
 * Aggregate -> Date & Time -> Edit Fields -> Convert to File, run by `weft execute --file`, prints the
 * output n8n documents for each node.
 */
const fixture = readFileSync(new URL('./test/node-library-acceptance.workflow.json', import.meta.url), 'utf8');

const ORDERS = {
  generatedAt: '2026-11-20T09:30:00Z',
  orders: [
    { id: 1, customer: 'ACME', total: 250, status: 'paid' },
    { id: 2, customer: 'Globex', total: 40, status: 'paid' },
    { id: 3, customer: 'Initech', total: 120, status: 'paid' },
    { id: 4, customer: 'Umbrella', total: 75, status: 'open' },
    { id: 5, customer: 'Hooli', total: 900, status: 'cancelled' },
  ],
};

interface PrintedItem { json: Record<string, unknown>; binary?: Record<string, { data?: string; id?: string; fileName?: string; mimeType?: string; fileExtension?: string }> }
type PrintedRun = { resultData: { runData: Record<string, Array<{ data: { main: PrintedItem[][] } }>> } };

describe('weft execute: the node library acceptance workflow', () => {
  const env = useCliEnvironment('weft-library-');
  let orders: Server;
  let url = '';
  const requests: string[] = [];

  beforeAll(async () => {
    orders = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ORDERS));
    });
    await new Promise<void>((resolve) => orders.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(orders.address() as { port: number }).port}/orders`;
  });
  afterAll(() => new Promise<void>((resolve) => orders.close(() => resolve())));

  it('fetches, splits, filters, sorts, aggregates, dates, shapes and writes the CSV report', async () => {
    const file = join(env.folder, 'report.workflow.json');
    await writeFile(file, fixture.replace('http://127.0.0.1:9/orders', url));
    const { code, out, err } = await weft('execute', '--file', file);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(requests).toEqual(['GET /orders']);

    const runData = (JSON.parse(out) as PrintedRun).resultData.runData;
    const json = (node: string) => runData[node]?.[0]?.data.main[0]?.map((item) => item.json);
    expect(json('Split Out')).toEqual(ORDERS.orders);
    expect(json('Big orders')?.map((order) => order.id)).toEqual([1, 3, 4]);
    expect(json('Sort')?.map((order) => order.total)).toEqual([250, 120, 75]);
    expect(json('Aggregate')).toEqual([{ customer: ['ACME', 'Initech', 'Umbrella'], total: [250, 120, 75] }]);
    // 09:30 UTC shown in the workflow's timezone (Europe/Berlin), as "Use Workflow Timezone" asks.
    expect(json('Date & Time')).toEqual([{ customer: ['ACME', 'Initech', 'Umbrella'], total: [250, 120, 75], reportDate: '2026-11-20 10:30' }]);
    expect(json('Edit Fields')).toEqual([{ reportDate: '2026-11-20 10:30', orderCount: 3, revenue: 445, topCustomer: 'ACME' }]);

    const report = runData['Convert to File']?.[0]?.data.main[0]?.[0];
    expect(report?.json).toEqual({});
    const binary = report?.binary?.data;
    expect(binary).toMatchObject({ fileName: 'order-report.csv', mimeType: 'text/csv', fileExtension: 'csv' });
    // The file itself is in the user folder's binary data store, under the id the output names.
    const stored = /^filesystem-v2:executions\/([^/]+)\/(.+)$/.exec(binary?.id ?? '');
    expect(stored, binary?.id).not.toBeNull();
    const content = await readFile(join(env.folder, 'binaryData', 'executions', stored?.[1] ?? '', stored?.[2] ?? ''), 'utf8');
    expect(content.trim()).toBe('reportDate,orderCount,revenue,topCustomer\n2026-11-20 10:30,3,445,ACME');
  });
});
