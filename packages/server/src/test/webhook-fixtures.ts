import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { WorkflowCreateBody } from '@weft/contracts';
import type { TestServer } from './test-server.js';

type Node = NonNullable<WorkflowCreateBody['nodes']>[number];

export function webhookNode(parameters: Record<string, unknown>, overrides: Partial<Node> = {}): Node {
  return {
    id: randomUUID(), name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [0, 0],
    webhookId: randomUUID(), parameters: { httpMethod: 'POST', ...parameters }, ...overrides,
  };
}

/** Edit Fields (Set 3.4) setting one field; `value` may be an expression. */
export function setNode(name: string, field: string, value: string, overrides: Partial<Node> = {}): Node {
  return {
    id: randomUUID(), name, type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [220, 0],
    parameters: {
      assignments: { assignments: [{ id: randomUUID(), name: field, value, type: 'string' }] },
      includeOtherFields: false,
      options: {},
    },
    ...overrides,
  };
}

/** Respond to Webhook (1.1): `{ respondWith, responseBody?, options? }`. */
export function respondNode(parameters: Record<string, unknown>, overrides: Partial<Node> = {}): Node {
  return {
    id: randomUUID(), name: 'Respond to Webhook', type: 'n8n-nodes-base.respondToWebhook', typeVersion: 1.1, position: [440, 0],
    parameters: { options: {}, ...parameters }, ...overrides,
  };
}

/** The nodes in a row, each feeding the next. */
export function chain(name: string, nodes: Node[], settings: Record<string, unknown> = {}): WorkflowCreateBody {
  const connections: NonNullable<WorkflowCreateBody['connections']> = {};
  for (let i = 0; i + 1 < nodes.length; i++) {
    connections[(nodes[i] as Node).name] = { main: [[{ node: (nodes[i + 1] as Node).name, type: 'main', index: 0 }]] };
  }
  return { name, nodes, connections, settings: { executionOrder: 'v1', ...settings } };
}

/** A Wait node: `{ resume: 'timeInterval', amount, unit }` or `{ resume: 'webhook', httpMethod }`. */
export function waitNode(parameters: Record<string, unknown>, overrides: Partial<Node> = {}): Node {
  return {
    id: randomUUID(), name: 'Wait', type: 'n8n-nodes-base.wait', typeVersion: 1.1, position: [220, 0],
    webhookId: randomUUID(), parameters, ...overrides,
  };
}

export function manualTrigger(): Node {
  return {
    id: randomUUID(), name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1,
    position: [0, 0], parameters: {},
  };
}

export function codeNode(name: string, jsCode: string): Node {
  return {
    id: randomUUID(), name, type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0],
    parameters: { mode: 'runOnceForAllItems', jsCode },
  };
}

/** Creates the workflow and activates it (its webhooks registered); answers its id. */
export async function activate(server: TestServer, workflow: WorkflowCreateBody): Promise<string> {
  const created = await server.rest<{ data: { id: string } }>('POST', '/workflows', workflow);
  const activated = await server.rest('PATCH', `/workflows/${created.body.data.id}`, { active: true });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  return created.body.data.id;
}
