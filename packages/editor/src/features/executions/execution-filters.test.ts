import { describe, expect, it } from 'vitest';
import { currentFilter, DEFAULT_FILTER, isStatusFilter, pastFilter } from './execution-filters.js';

describe('pastFilter', () => {
  it('asks for everything by default', () => {
    expect(pastFilter(DEFAULT_FILTER)).toEqual({});
  });

  it('asks for waiting, successful and failed executions in n8n form', () => {
    expect(pastFilter({ status: 'waiting', workflowId: 'ALL' })).toEqual({ waitTill: true });
    expect(pastFilter({ status: 'success', workflowId: 'ALL' })).toEqual({ finished: true });
    expect(pastFilter({ status: 'error', workflowId: 'ALL' })).toEqual({ finished: false });
  });

  it('narrows to one workflow', () => {
    expect(pastFilter({ status: 'error', workflowId: '12' })).toEqual({ workflowId: '12', finished: false });
  });

  it('asks nothing of the past list when only running executions are wanted', () => {
    expect(pastFilter({ status: 'running', workflowId: '12' })).toBeNull();
  });
});

describe('currentFilter', () => {
  it('lists running executions for all statuses and for running', () => {
    expect(currentFilter(DEFAULT_FILTER)).toEqual({});
    expect(currentFilter({ status: 'running', workflowId: '12' })).toEqual({ workflowId: '12' });
  });

  it('leaves them out for the other statuses', () => {
    expect(currentFilter({ status: 'success', workflowId: 'ALL' })).toBeNull();
    expect(currentFilter({ status: 'waiting', workflowId: 'ALL' })).toBeNull();
    expect(currentFilter({ status: 'error', workflowId: 'ALL' })).toBeNull();
  });
});

describe('isStatusFilter', () => {
  it('accepts the five choices only', () => {
    expect(['ALL', 'error', 'running', 'success', 'waiting'].every(isStatusFilter)).toBe(true);
    expect(isStatusFilter('crashed')).toBe(false);
  });
});
