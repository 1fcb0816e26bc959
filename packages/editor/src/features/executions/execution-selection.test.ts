import { describe, expect, it } from 'vitest';
import type { ExecutionListItem } from '@weft/contracts';
import {
  allRowsSelected, deleteRequest, EMPTY_SELECTION, pruneSelection, selectAllMatching, selectedCount, toggleAllRows, toggleRow,
} from './execution-selection.js';

function row(id: number, startedAt: string, fields: Partial<ExecutionListItem> = {}): ExecutionListItem {
  return {
    id: String(id), workflowId: 'w1', workflowName: 'Invoices', mode: 'webhook', status: 'success', finished: true,
    startedAt, stoppedAt: startedAt, waitTill: null, retryOf: null, retrySuccessId: null, ...fields,
  };
}

const running = row(4, '2026-01-01T00:00:04.000Z', { status: 'running', finished: false, stoppedAt: null });
const past = [row(3, '2026-01-01T00:00:03.000Z'), row(2, '2026-01-01T00:00:02.000Z'), row(1, '2026-01-01T00:00:01.000Z')];
const shown = [running, ...past];

describe('ticking rows', () => {
  it('ticks and unticks one row', () => {
    const one = toggleRow(EMPTY_SELECTION, '2');
    expect([...one.ids]).toEqual(['2']);
    expect(toggleRow(one, '2').ids.size).toBe(0);
  });

  it('ticks every deletable row on the page, leaving running ones out', () => {
    const all = toggleAllRows(EMPTY_SELECTION, shown);
    expect([...all.ids].sort()).toEqual(['1', '2', '3']);
    expect(allRowsSelected(all, shown)).toBe(true);
    expect(toggleAllRows(all, shown).ids.size).toBe(0);
  });

  it('forgets rows that are no longer listed', () => {
    const all = toggleAllRows(EMPTY_SELECTION, shown);
    expect([...pruneSelection(all, past.slice(1)).ids].sort()).toEqual(['1', '2']);
  });
});

describe('counting and deleting', () => {
  it('counts ticked rows, or every match after "select all"', () => {
    expect(selectedCount(toggleRow(EMPTY_SELECTION, '2'))).toBe(1);
    expect(selectedCount(selectAllMatching(shown, past, 57))).toBe(57);
  });

  it('unticking one row after "select all" counts rows again', () => {
    const partly = toggleRow(selectAllMatching(shown, past, 57), '2');
    expect(partly.allMatching).toBeNull();
    expect(selectedCount(partly)).toBe(2);
  });

  it('deletes ticked rows by id', () => {
    const selection = toggleRow(toggleRow(EMPTY_SELECTION, '3'), '1');
    expect(deleteRequest(selection, {})).toEqual({ ids: ['3', '1'] });
  });

  it('deletes every match by time, up to the newest execution listed when they were selected, with the filter', () => {
    const selection = selectAllMatching(shown, past, 57);
    // A refresh brings a newer execution: it was not among those the user chose.
    const later = pruneSelection(selection, [row(5, '2026-01-01T00:00:05.000Z'), ...shown]);
    expect(deleteRequest(later, { finished: false, workflowId: 'w1' })).toEqual({
      deleteBefore: '2026-01-01T00:00:03.001Z',
      filters: { finished: false, workflowId: 'w1' },
    });
  });

  it('asks nothing when nothing is ticked', () => {
    expect(deleteRequest(EMPTY_SELECTION, {})).toBeNull();
    expect(deleteRequest(selectAllMatching([], [], 0), {})).toBeNull();
  });
});
