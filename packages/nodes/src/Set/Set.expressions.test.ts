import { describe, expect, it } from 'vitest';
import { jsonOf, loadFixture, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

describe('Set 3.4 with expressions', () => {
  it('resolves each assignment per item: typed values, $(\'Node\').item and mixed text', async () => {
    const run = await runFixture(loadFixture('./test/set-v3.4-expressions.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Sum')).toEqual([
      { a: 1, b: 2, id: 'order-1', sum: 3 },
      { a: 10, b: 20, id: 'order-10', sum: 30 },
    ]);
    expect(jsonOf(run, 'Label')).toEqual([{ label: 'Order order-1 totals 3' }, { label: 'Order order-10 totals 30' }]);
  });

  it('builds raw JSON output from a template with several segments', async () => {
    const run = await runFixture(loadFixture('./test/set-v3.4-expressions.workflow.json', import.meta.url));
    expect(jsonOf(run, 'Raw')).toEqual([
      { total: 3, trigger: { a: 1, b: 2 } },
      { total: 30, trigger: { a: 10, b: 20 } },
    ]);
  });

  it('writes a date from an expression to a text field as its ISO text, without quotes', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4, name: 'Dates',
      parameters: {
        assignments: {
          assignments: [
            { id: 'a', name: 'luxon', type: 'string', value: "={{ DateTime.fromISO('2026-03-29T01:30:00Z').setZone('Europe/Berlin') }}" },
            { id: 'b', name: 'date', type: 'string', value: "={{ new Date('2026-03-29T01:30:00Z') }}" },
            { id: 'c', name: 'object', type: 'string', value: '={{ { a: 1 } }}' },
          ],
        },
        options: {},
      },
    }));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Dates')).toEqual([{ luxon: '2026-03-29T03:30:00.000+02:00', date: '2026-03-29T01:30:00.000Z', object: '{"a":1}' }]);
  });

  it('writes fields of a type the editor does not offer (a hand-edited "null") unconverted', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4, name: 'Null',
      parameters: {
        assignments: {
          assignments: [
            { id: 'a', name: 'nothing', type: 'null', value: null },
            { id: 'b', name: 'when', type: 'dateTime', value: '2026-03-29' },
          ],
        },
        options: {},
      },
    }));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Null')).toEqual([{ nothing: null, when: '2026-03-29' }]);
  });
});
