import { describe, expect, it } from 'vitest';
import type { ExecutionListItem, ExecutionSummary } from '@weft/contracts';
import { appendPage, combineRows, mergeRefresh, oldestLoadedId } from './execution-pages.js';
import type { LoadedPast } from './execution-pages.js';

function row(id: number, fields: Partial<ExecutionListItem> = {}): ExecutionListItem {
  return {
    id: String(id), workflowId: 'w1', workflowName: 'Invoices', mode: 'webhook', status: 'success', finished: true,
    startedAt: '2026-01-01T00:00:00.000Z', stoppedAt: '2026-01-01T00:00:01.000Z', waitTill: null,
    retryOf: null, retrySuccessId: null, ...fields,
  };
}

/** Rows with ids from `from` down to `to`, newest first. */
function rows(from: number, to: number): ExecutionListItem[] {
  const list: ExecutionListItem[] = [];
  for (let id = from; id >= to; id--) list.push(row(id));
  return list;
}

const ids = (loaded: LoadedPast) => loaded.rows.map((r) => Number(r.id));

describe('appendPage', () => {
  it('adds older rows below and takes the new count', () => {
    const loaded = { rows: rows(30, 21), count: 30, estimated: false };
    const next = appendPage(loaded, { results: rows(20, 11), count: 31, estimated: false });
    expect(ids(next)).toEqual([...ids(loaded), ...ids({ rows: rows(20, 11), count: 0, estimated: false })]);
    expect(next.count).toBe(31);
    expect(oldestLoadedId(next)).toBe('11');
  });

  it('does not repeat a row the list already shows', () => {
    const next = appendPage({ rows: rows(30, 21), count: 30, estimated: false }, { results: rows(21, 12), count: 30, estimated: false });
    expect(new Set(ids(next)).size).toBe(next.rows.length);
    expect(next.rows).toHaveLength(19);
  });
});

describe('mergeRefresh', () => {
  it('puts new executions on top without growing the list downwards', () => {
    const loaded = { rows: rows(40, 31), count: 40, estimated: false };
    const merged = mergeRefresh(loaded, { results: rows(42, 13), count: 42, estimated: false }, 30, 10);
    expect(ids(merged)).toEqual([42, 41, ...ids(loaded)]);
    expect(merged.count).toBe(42);
  });

  it('keeps rows loaded with "Load more" that lie below the refreshed range', () => {
    const loaded = { rows: rows(40, 1), count: 40, estimated: false };
    const merged = mergeRefresh(loaded, { results: rows(41, 12), count: 41, estimated: false }, 30, 10);
    expect(ids(merged)).toEqual([41, ...ids(loaded)]);
  });

  it('takes the new state of a row that changed', () => {
    const loaded = { rows: [row(3, { status: 'waiting', finished: false, stoppedAt: null, waitTill: '2026-01-01T01:00:00.000Z' }), row(2)], count: 2, estimated: false };
    const merged = mergeRefresh(loaded, { results: [row(3), row(2)], count: 2, estimated: false }, 30, 10);
    expect(merged.rows[0]).toMatchObject({ id: '3', finished: true, waitTill: null });
  });

  it('drops a loaded row inside the refreshed range that is gone', () => {
    const loaded = { rows: rows(40, 1), count: 40, estimated: false };
    const fresh = rows(40, 10).filter((r) => r.id !== '35');
    const merged = mergeRefresh(loaded, { results: fresh, count: 39, estimated: false }, 30, 10);
    expect(ids(merged)).not.toContain(35);
    expect(ids(merged)).toContain(1);
    expect(merged.rows).toHaveLength(39);
  });

  it('drops every loaded row missing from a short answer, which is the whole list', () => {
    const loaded = { rows: rows(5, 1), count: 5, estimated: false };
    const merged = mergeRefresh(loaded, { results: [row(5), row(3)], count: 2, estimated: false }, 30, 10);
    expect(ids(merged)).toEqual([5, 3]);
  });

  it('makes up a first page that lost rows from the ones below it', () => {
    const loaded = { rows: rows(40, 31).filter((r) => !['39', '35', '33'].includes(r.id)), count: 37, estimated: false };
    const fresh = rows(40, 8).filter((r) => !['39', '35', '33'].includes(r.id));
    const merged = mergeRefresh(loaded, { results: fresh, count: 37, estimated: false }, 30, 10);
    expect(ids(merged)).toEqual([40, 38, 37, 36, 34, 32, 31, 30, 29, 28]);
  });

  it('shows what arrived when nothing was loaded before', () => {
    const merged = mergeRefresh(undefined, { results: rows(3, 1), count: 3, estimated: false }, 30, 10);
    expect(ids(merged)).toEqual([3, 2, 1]);
  });
});

describe('combineRows', () => {
  const current = (id: number, fields: Partial<ExecutionSummary> = {}): ExecutionSummary => {
    const { retrySuccessId: _unused, ...summary } = row(id, { status: 'running', finished: false, stoppedAt: null, ...fields });
    return summary;
  };
  const waiting = current(8, { status: 'waiting', waitTill: '2026-01-01T01:00:00.000Z' });

  it('shows running executions on top of the past ones, newest first', () => {
    const shown = combineRows('ALL', [current(11), current(12), waiting], [waiting as ExecutionListItem, row(9)]);
    expect(shown.map((r) => r.id)).toEqual(['12', '11', '8', '9']);
    expect(shown[0]?.retrySuccessId).toBeNull();
  });

  it('shows a run that ended between the two requests once, as the past list has it', () => {
    const shown = combineRows('ALL', [current(12)], [row(12), row(9)]);
    expect(shown.map((r) => [r.id, r.finished])).toEqual([['12', true], ['9', true]]);
  });

  it('shows only running executions for the running filter, and none for the others', () => {
    expect(combineRows('running', [current(12), waiting], []).map((r) => r.id)).toEqual(['12']);
    expect(combineRows('success', [current(12)], [row(9)]).map((r) => r.id)).toEqual(['9']);
  });
});
