import { describe, expect, it } from 'vitest';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { testWebhookUrl } from './test-webhook-url';

const node = (type: string, parameters: Record<string, unknown>): INode => ({
  id: 'n', name: 'N', type, typeVersion: 2.2, position: [0, 0], webhookId: 'abc-123', parameters: parameters as INode['parameters'],
});

const formTrigger = {
  name: 'n8n-nodes-base.formTrigger', displayName: 'Form', description: '', group: ['trigger'], version: 2.2,
  defaults: { name: 'Form' }, inputs: [], outputs: ['main'],
  properties: [{ displayName: 'Options', name: 'options', type: 'collection', default: {}, options: [{ displayName: 'Path', name: 'path', type: 'string', default: '' }] }],
  webhooks: [
    { name: 'setup', httpMethod: 'GET', isFullPath: true, path: '={{$parameter["options"]["path"]}}', isForm: true },
    { name: 'default', httpMethod: 'POST', isFullPath: true, path: '={{$parameter["options"]["path"]}}', isForm: true },
  ],
} as unknown as INodeTypeDescription;

describe('testWebhookUrl', () => {
  it('gives a form\'s test URL under form-test, with the path from the options', () => {
    expect(testWebhookUrl(node(formTrigger.name, { options: { path: 'contact' } }), formTrigger, 'http://localhost:5678/', 'webhook-test'))
      .toEqual({ httpMethod: 'GET', url: 'http://localhost:5678/form-test/contact' });
    expect(testWebhookUrl(node(formTrigger.name, { options: {} }), formTrigger, 'http://localhost:5678', 'webhook-test')?.url)
      .toBe('http://localhost:5678/form-test/abc-123');
  });

  it('keeps webhooks under the webhook test endpoint', () => {
    const properties = [
      { displayName: 'Method', name: 'httpMethod', type: 'string', default: 'GET' },
      { displayName: 'Path', name: 'path', type: 'string', default: '' },
    ];
    const webhook = { ...formTrigger, properties, webhooks: [{ name: 'default', httpMethod: '={{$parameter["httpMethod"] || "GET"}}', path: '={{$parameter["path"]}}', isFullPath: true }] } as unknown as INodeTypeDescription;
    expect(testWebhookUrl(node('n8n-nodes-base.webhook', { path: 'orders', httpMethod: 'POST' }), webhook, 'http://h/', 'webhook-test'))
      .toEqual({ httpMethod: 'POST', url: 'http://h/webhook-test/orders' });
  });
});
