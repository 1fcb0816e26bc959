import { describe, expect, it } from 'vitest';
import type { IWebhookDescription } from '../model/index.js';
import { DEFAULT_WEBHOOK_ENDPOINTS, nodeWebhookUrls, resolveWebhookField, webhookPath } from './webhook-url.js';

const endpoints = { ...DEFAULT_WEBHOOK_ENDPOINTS, urlBaseWebhook: 'https://flows.example.com/weft/' };
const node = { name: 'Webhook', webhookId: '5f1c-42' };

const webhookNode: IWebhookDescription[] = [{
  name: 'default', httpMethod: '={{$parameter["httpMethod"] || "GET"}}', isFullPath: true, path: '={{$parameter["path"]}}',
}];
const formTrigger: IWebhookDescription[] = [
  { name: 'setup', httpMethod: 'GET', isFullPath: true, path: '={{$parameter["options"]["path"]}}', ndvHideUrl: true, isForm: true },
  { name: 'default', httpMethod: 'POST', isFullPath: true, path: '={{$parameter["options"]["path"]}}', ndvHideMethod: true, isForm: true },
];

describe('nodeWebhookUrls', () => {
  it('gives a webhook node its production and test URL under the instance base and WEFT_PATH', () => {
    expect(nodeWebhookUrls(node, webhookNode, { httpMethod: 'POST', path: 'orders/new' }, endpoints)).toEqual([{
      webhookName: 'default', httpMethod: 'POST', showMethod: true, isForm: false, path: 'orders/new',
      production: 'https://flows.example.com/weft/webhook/orders/new',
      test: 'https://flows.example.com/weft/webhook-test/orders/new',
    }]);
  });

  it('uses the webhookId when the path is empty, and prefixes a path with parameters by it', () => {
    expect(nodeWebhookUrls(node, webhookNode, { httpMethod: 'GET', path: '' }, endpoints)[0]?.production)
      .toBe('https://flows.example.com/weft/webhook/5f1c-42');
    expect(nodeWebhookUrls(node, webhookNode, { httpMethod: 'GET', path: '/users/:id/' }, endpoints)[0]?.test)
      .toBe('https://flows.example.com/weft/webhook-test/5f1c-42/users/:id');
  });

  it('falls back to the method the description gives, and lists one URL per accepted method', () => {
    expect(nodeWebhookUrls(node, webhookNode, { path: 'x' }, endpoints).map((url) => url.httpMethod)).toEqual(['GET']);
    expect(nodeWebhookUrls(node, webhookNode, { httpMethod: ['get', 'post'], path: 'x' }, endpoints).map((url) => url.httpMethod))
      .toEqual(['GET', 'POST']);
  });

  it('puts forms under form/ and form-test/, without the hidden GET setup webhook and without a method', () => {
    const urls = nodeWebhookUrls({ name: 'Form', webhookId: 'f-1' }, formTrigger, { options: { path: 'contact' } }, endpoints);
    expect(urls).toEqual([expect.objectContaining({
      httpMethod: 'POST', showMethod: false, isForm: true,
      production: 'https://flows.example.com/weft/form/contact', test: 'https://flows.example.com/weft/form-test/contact',
    })]);
  });

  it('adds the slash a base without one lacks', () => {
    expect(nodeWebhookUrls(node, webhookNode, { path: 'a' }, { ...endpoints, urlBaseWebhook: 'http://localhost:5678' })[0]?.production)
      .toBe('http://localhost:5678/webhook/a');
  });

  it('leaves out resume webhooks (a Wait node) and fields it cannot read', () => {
    const wait: IWebhookDescription[] = [{ name: 'default', httpMethod: 'POST', path: '', restartWebhook: true }];
    expect(nodeWebhookUrls(node, wait, {}, endpoints)).toEqual([]);
    const odd: IWebhookDescription[] = [{ name: 'default', httpMethod: '={{ $json.method }}', path: 'p' }];
    expect(nodeWebhookUrls(node, odd, {}, endpoints)).toEqual([]);
  });
});

describe('webhookPath', () => {
  it('places a node without webhookId under its workflow and name', () => {
    expect(webhookPath('wf1', { name: 'My Hook' }, 'p', true)).toBe('wf1/my%20hook/p');
  });
  it('puts a path that is not full under the webhookId', () => {
    expect(webhookPath('wf1', node, 'p', false)).toBe('5f1c-42/p');
  });
});

describe('resolveWebhookField', () => {
  it('reads nested parameters and literal fallbacks, and refuses other expressions', () => {
    expect(resolveWebhookField('={{$parameter["options"]["path"]}}', { options: { path: 'a' } })).toBe('a');
    expect(resolveWebhookField('={{$parameter["options"]["path"] || "b"}}', { options: {} })).toBe('b');
    expect(resolveWebhookField('POST', {})).toBe('POST');
    expect(() => resolveWebhookField('={{ 1 + 1 }}', {})).toThrow('Cannot read the webhook setting');
    expect(resolveWebhookField('={{$parameter["path"]}}/sse', { path: 'tools' })).toBe('tools/sse');
  });

  it('puts MCP Server Trigger webhooks under mcp/ and mcp-test/', () => {
    const mcp = [{ name: 'setup', httpMethod: 'GET', path: '={{$parameter["path"]}}/sse', isFullPath: true, nodeType: 'mcp' }];
    const urls = nodeWebhookUrls({ name: 'MCP', webhookId: 'm-1' }, mcp, { path: 'tools' }, endpoints);
    expect(urls).toEqual([expect.objectContaining({
      production: 'https://flows.example.com/weft/mcp/tools/sse', test: 'https://flows.example.com/weft/mcp-test/tools/sse',
    })]);
  });
  it('reads optional chaining and a negated parameter (the chat trigger\'s fields)', () => {
    const responseMode = '={{$parameter.options?.["responseMode"] || "lastNode" }}';
    expect(resolveWebhookField(responseMode, { options: { responseMode: 'streaming' } })).toBe('streaming');
    expect(resolveWebhookField(responseMode, {})).toBe('lastNode');
    expect(resolveWebhookField('={{ !$parameter.public }}', { public: true })).toBe(false);
    expect(resolveWebhookField('={{ !$parameter.public }}', {})).toBe(true);
  });
});
