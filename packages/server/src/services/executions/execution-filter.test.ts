import { describe, expect, it } from 'vitest';
import { statusesOfFilter } from './execution-filter.js';

describe('statusesOfFilter', () => {
  it('lets every status through without a filter', () => {
    expect(statusesOfFilter({})).toBeUndefined();
    expect(statusesOfFilter({ workflowId: '3' })).toBeUndefined();
  });

  it("reads n8n's keys: waitTill for waiting, finished for success or failure", () => {
    expect(statusesOfFilter({ waitTill: true })).toEqual(['waiting']);
    expect(statusesOfFilter({ finished: true })).toEqual(['success']);
    expect(statusesOfFilter({ finished: false })).toEqual(['error', 'crashed', 'canceled']);
  });

  it('reads the status shorthand, running including runs that wait for their test webhook', () => {
    expect(statusesOfFilter({ status: 'running' })).toEqual(['running', 'new']);
    expect(statusesOfFilter({ status: 'error' })).toEqual(['error', 'crashed', 'canceled']);
  });

  it('keeps only what every key allows, nothing when they contradict each other', () => {
    expect(statusesOfFilter({ finished: false, status: 'error' })).toEqual(['error', 'crashed', 'canceled']);
    expect(statusesOfFilter({ finished: true, status: 'error' })).toEqual([]);
    expect(statusesOfFilter({ waitTill: true, finished: true })).toEqual([]);
  });
});
