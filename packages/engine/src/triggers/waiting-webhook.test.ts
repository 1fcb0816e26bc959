import { describe, expect, it } from 'vitest';
import type { INodeType, IWorkflowBase } from '@weft/workflow';
import { NodeTypeRegistry } from '@weft/workflow';
import { getWaitingWebhook } from './webhook-descriptions.js';

/** A node that resumes by a mailed link (GET) and by the form it opens (POST), as Send and Wait does. */
const askAndWait: INodeType = {
  description: {
    displayName: 'Ask', name: 'test.ask', group: ['transform'], version: 1, description: '', defaults: { name: 'Ask' },
    inputs: ['main'], outputs: ['main'], properties: [],
    webhooks: [
      { name: 'default', httpMethod: 'GET', path: 'answer', restartWebhook: true, isFullPath: true },
      { name: 'default', httpMethod: 'POST', path: 'answer', restartWebhook: true, isFullPath: true },
      { name: 'setup', httpMethod: 'PUT', path: 'other', isFullPath: true },
    ],
  },
};

const workflow = { nodes: [{ id: 'a', name: 'Ask', type: 'test.ask', typeVersion: 1, position: [0, 0], parameters: {} }], connections: {} } as unknown as IWorkflowBase;

describe('getWaitingWebhook', () => {
  it('answers every method the node resumes by, and its path suffix', () => {
    expect(getWaitingWebhook(workflow, new NodeTypeRegistry([askAndWait]), 'Ask')).toEqual({ httpMethods: ['GET', 'POST'], suffix: 'answer' });
  });

  it('answers nothing for a node without resume webhooks', () => {
    expect(getWaitingWebhook(workflow, new NodeTypeRegistry([askAndWait]), 'Missing')).toBeUndefined();
  });
});
