import { describe, expect, it } from 'vitest';
import type { INodeType, INodeTypeDescription } from '../model/index.js';
import { isTriggerNodeType, nodeKind, startKind } from './node-kind.js';

type Description = Pick<INodeTypeDescription, 'group'> & Partial<INodeTypeDescription>;
const run = (() => Promise.resolve(null)) as unknown as NonNullable<INodeType['execute']>;
const start = (() => Promise.resolve(undefined)) as unknown;

describe('nodeKind', () => {
  it('reads the kind from the description where the caller has nothing else (the editor)', () => {
    expect(nodeKind({ group: ['trigger', 'schedule'] })).toBe('trigger');
    expect(nodeKind({ group: ['trigger'], webhooks: [{ name: 'default', httpMethod: 'POST', path: 'x', responseMode: 'onReceived' }] })).toBe('webhook');
    expect(nodeKind({ group: ['trigger'], polling: true })).toBe('poll');
    expect(nodeKind({ group: ['transform'], outputs: ['main'] })).toBe('regular');
    expect(nodeKind({ group: ['transform'], outputs: ['ai_languageModel'] })).toBe('aiSubNode');
  });

  it('reads the start methods where the caller has the implementation (the engine, activation)', () => {
    expect(nodeKind({ group: ['transform'] }, { trigger: start as INodeType['trigger'] })).toBe('trigger');
    expect(nodeKind({ group: ['transform'] }, { poll: start as INodeType['poll'] })).toBe('poll');
    expect(nodeKind({ group: ['transform'] }, { webhook: start as INodeType['webhook'] })).toBe('webhook');
    // Wait executes and has a webhook (its resume URL): not a webhook node, not a trigger.
    const wait: Description = { group: ['organization'], webhooks: [{ name: 'default', httpMethod: 'POST', path: '', responseMode: 'onReceived' }] };
    expect(nodeKind(wait, { webhook: start as INodeType['webhook'], execute: run })).toBe('regular');
    expect(nodeKind(wait)).toBe('regular');
  });

  it('agrees between the editor and activation on a polling node without the trigger group', () => {
    // A community poll node whose description only says `polling: true`: activation counts it, so the editor does too.
    const description: Description = { group: ['input'], polling: true };
    expect(isTriggerNodeType(description)).toBe(true);
    expect(isTriggerNodeType(description, { poll: start as INodeType['poll'] })).toBe(true);
  });

  it('is no trigger without a description', () => {
    expect(isTriggerNodeType(undefined)).toBe(false);
  });
});

describe('startKind', () => {
  it('puts manual starts first, then triggers; an unknown type is its own kind', () => {
    expect(startKind('n8n-nodes-base.manualTrigger', { group: ['trigger'] })).toBe('manualStart');
    expect(startKind('n8n-nodes-base.start', { group: ['input'] })).toBe('manualStart');
    expect(startKind('n8n-nodes-base.scheduleTrigger', { group: ['trigger', 'schedule'] })).toBe('trigger');
    expect(startKind('n8n-nodes-base.set', { group: ['input'] })).toBe('regular');
    expect(startKind('community.gone', undefined)).toBe('unknown');
  });
});
