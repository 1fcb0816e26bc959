import { describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { sampleDescriptions } from './test-node-types';
import { initialTab } from './use-creator-view';

const node = (type: string): INode => ({ id: type, name: type, type, typeVersion: 1, position: [0, 0], parameters: {} });

describe('the tab the node creator opens on', () => {
  it('is Trigger while the workflow has no trigger, as in n8n', () => {
    expect(initialTab([], sampleDescriptions, false)).toBe('trigger');
    expect(initialTab([node('n8n-nodes-base.noOp')], sampleDescriptions, false)).toBe('trigger');
  });

  it('is All once there is a trigger, and Regular when the node is added after another one', () => {
    expect(initialTab([node('n8n-nodes-base.webhook')], sampleDescriptions, false)).toBe('all');
    expect(initialTab([], sampleDescriptions, true)).toBe('regular');
  });
});
