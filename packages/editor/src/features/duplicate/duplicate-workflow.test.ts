import { describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { duplicateWorkflowBody } from './duplicate-workflow.js';

const webhook: INode = {
  id: 'n1', name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 1, position: [0, 0],
  parameters: { path: 'hook' }, webhookId: 'w1',
};
const set: INode = { id: 'n2', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [200, 0], parameters: {} };
const source = {
  name: 'Orders', nodes: [webhook, set],
  connections: { Webhook: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
  settings: { executionOrder: 'v1' as const },
};

function counter() {
  let n = 0;
  return () => `new-${++n}`;
}

describe('duplicateWorkflowBody', () => {
  it('keeps nodes, connections and settings, with the chosen name and tags, inactive', () => {
    const body = duplicateWorkflowBody(source, { name: '  Orders copy ', tags: ['t1'], resetWebhookUrls: false, resetNodeIds: false }, counter());
    expect(body).toMatchObject({ name: 'Orders copy', tags: ['t1'], active: false, connections: source.connections, settings: source.settings });
    expect(body.nodes).toEqual([webhook, set]);
  });

  it('gives webhook nodes new webhook ids when asked', () => {
    const body = duplicateWorkflowBody(source, { name: 'x', tags: [], resetWebhookUrls: true, resetNodeIds: false }, counter());
    expect(body.nodes?.map((n) => [n.id, n.webhookId])).toEqual([['n1', 'new-1'], ['n2', undefined]]);
  });

  it('gives every node a new id when asked, without touching the original', () => {
    const body = duplicateWorkflowBody(source, { name: 'x', tags: [], resetWebhookUrls: false, resetNodeIds: true }, counter());
    expect(body.nodes?.map((n) => n.id)).toEqual(['new-1', 'new-2']);
    expect(webhook.id).toBe('n1');
  });
});
