import { describe, expect, it } from 'vitest';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import { hasActivatableTrigger } from './activation.js';

function description(name: string, group: string[], extra: Partial<INodeTypeDescription> = {}): INodeTypeDescription {
  return {
    name, displayName: name, group, version: 1, description: '', defaults: { name }, inputs: [], outputs: ['main'], properties: [], ...extra,
  } as INodeTypeDescription;
}

const lookup = createNodeTypeLookup([
  description('n8n-nodes-base.manualTrigger', ['trigger']),
  description('n8n-nodes-base.scheduleTrigger', ['trigger', 'schedule']),
  description('n8n-nodes-base.webhook', ['trigger'], { webhooks: [{ name: 'default', httpMethod: 'GET', path: '', responseMode: 'onReceived' }] } as Partial<INodeTypeDescription>),
  description('n8n-nodes-base.set', ['input']),
]);

function node(type: string, disabled = false): INode {
  return { id: type, name: type, type, typeVersion: 1, position: [0, 0], parameters: {}, disabled };
}

describe('hasActivatableTrigger', () => {
  it('is false for a workflow started only by hand', () => {
    expect(hasActivatableTrigger([node('n8n-nodes-base.manualTrigger'), node('n8n-nodes-base.set')], lookup)).toBe(false);
  });

  it('is true with a schedule or a webhook', () => {
    expect(hasActivatableTrigger([node('n8n-nodes-base.scheduleTrigger')], lookup)).toBe(true);
    expect(hasActivatableTrigger([node('n8n-nodes-base.webhook')], lookup)).toBe(true);
  });

  it('ignores disabled triggers and unknown types', () => {
    expect(hasActivatableTrigger([node('n8n-nodes-base.webhook', true), node('acme.unknown')], lookup)).toBe(false);
  });
});
