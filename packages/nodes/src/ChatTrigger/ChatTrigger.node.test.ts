import type { IDataObject, INodeParameters, IWorkflowBase } from '@weft/workflow';
import { getWebhookDescriptions, runWebhook, WebhookResponseRecorder } from '@weft/engine';
import { describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { loadFixture } from '../test-support/run-fixture.js';
import { allowedOrigin, CHAT_USER_HEADER } from './chat-webhook.handler.js';

const base = loadFixture('./test/chat-trigger.workflow.json', import.meta.url);

function withParameters(parameters: INodeParameters): IWorkflowBase {
  const node = base.nodes[0]!;
  return { ...base, nodes: [{ ...node, parameters: { ...node.parameters, ...parameters } }] };
}

async function call(
  method: 'GET' | 'POST', options: { body?: IDataObject; workflow?: IWorkflowBase; headers?: Record<string, string>; mode?: 'webhook' | 'manual' } = {},
) {
  const response = new WebhookResponseRecorder();
  const result = await runWebhook({
    workflow: options.workflow ?? base, nodeTypes: builtinNodeTypes, nodeName: 'When chat message received',
    webhookName: method === 'GET' ? 'setup' : 'default', mode: options.mode ?? 'webhook',
    request: { method, headers: options.headers ?? {}, query: {}, params: {}, body: options.body },
  }, response);
  return { result, answer: response.result };
}

describe('Chat Trigger', () => {
  it('registers GET and POST under <webhookId>/chat, the POST in the options\' response mode', () => {
    const hooks = getWebhookDescriptions(base, builtinNodeTypes);
    expect(hooks.map((hook) => `${hook.httpMethod} ${hook.path} ${hook.responseMode}`)).toEqual([
      'GET 4b3e1c2a-chat/chat onReceived', 'POST 4b3e1c2a-chat/chat streaming',
    ]);
    const plain = getWebhookDescriptions(withParameters({ options: {} }), builtinNodeTypes);
    expect(plain[1]?.responseMode).toBe('lastNode');
  });

  it('serves the hosted page with its title, messages and settings, escaped', async () => {
    const { result, answer } = await call('GET');
    expect(result.workflowData).toBeUndefined();
    expect(answer?.statusCode).toBe(200);
    expect(answer?.headers['content-type']).toContain('text/html');
    const html = String(answer?.body);
    expect(html).toContain('<h1>Support</h1>');
    expect(html).toContain('We answer fast');
    expect(html).toContain('"initialMessages":["Hello \\u003cthere>!","Ask me anything."]');
    expect(html).toContain('"streaming":true');
    expect(html).toContain('"loadPreviousSession":true');
    expect(html).not.toContain('<script src=');
  });

  it('offers an attach button for the allowed file types only when file uploads are on', async () => {
    const options = (base.nodes[0]!.parameters.options ?? {}) as IDataObject;
    const withFiles = withParameters({ options: { ...options, allowFileUploads: true, allowedFilesMimeTypes: 'text/*, application/pdf' } });
    const html = String((await call('GET', { workflow: withFiles })).answer?.body);
    expect(html).toContain('<input type="file" id="chat-files" class="sr-only" multiple tabindex="-1" aria-hidden="true" accept="text/*,application/pdf">');
    expect(html).toContain('aria-label="Attach files"');
    expect(String((await call('GET')).answer?.body)).not.toContain('aria-label="Attach files"');
  });

  it('starts the workflow with { sessionId, action, chatInput } on sendMessage', async () => {
    const { result } = await call('POST', { body: { action: 'sendMessage', sessionId: 's1', chatInput: 'Hi' } });
    expect(result.workflowData).toEqual([[{ json: { action: 'sendMessage', sessionId: 's1', chatInput: 'Hi' } }]]);
  });

  it('refuses a call without a session, an unknown action and a message that is not text, with 400', async () => {
    expect((await call('POST', { body: { action: 'sendMessage', chatInput: 'Hi' } })).answer?.statusCode).toBe(400);
    const unknown = await call('POST', { body: { action: 'dance', sessionId: 's1' } });
    expect(unknown.answer?.statusCode).toBe(400);
    expect(JSON.stringify(unknown.answer?.body)).toContain('Unknown action');
    expect((await call('POST', { body: { action: 'sendMessage', sessionId: 's1', chatInput: 3 } })).answer?.statusCode).toBe(400);
  });

  it('answers loadPreviousSession from memory without a run (empty for a new session)', async () => {
    const { result, answer } = await call('POST', { body: { action: 'loadPreviousSession', sessionId: 'never-seen' } });
    expect(result.workflowData).toBeUndefined();
    expect(result.webhookResponse).toEqual({ data: [] });
    expect(answer).toBeUndefined();
    const manually = await call('POST', {
      workflow: withParameters({ options: { loadPreviousSession: 'manually' } }), body: { action: 'loadPreviousSession', sessionId: 's1' },
    });
    expect(manually.result.workflowData?.[0]?.[0]?.json).toEqual({ action: 'loadPreviousSession', sessionId: 's1' });
  });

  it('allows only the listed origins', async () => {
    const refused = await call('POST', { headers: { origin: 'https://evil.example' }, body: { sessionId: 's', chatInput: 'x' } });
    expect(refused.answer?.statusCode).toBe(403);
    expect(allowedOrigin('*', 'https://a')).toBe('*');
    expect(allowedOrigin('https://a, https://b', 'https://b')).toBe('https://b');
    expect(allowedOrigin('https://a', undefined)).toBe('*');
  });

  it('is not reachable in production while not public, but is in a test run', async () => {
    const hidden = withParameters({ public: false });
    expect((await call('POST', { workflow: hidden, body: { sessionId: 's', chatInput: 'x' } })).answer?.statusCode).toBe(404);
    const test = await call('POST', { workflow: hidden, mode: 'manual', body: { sessionId: 's', chatInput: 'x' } });
    expect(test.result.workflowData?.[0]?.[0]?.json.chatInput).toBe('x');
  });

  it('asks for the instance\'s sign-in with n8n User Auth, and an embedded chat has no page', async () => {
    const userAuth = withParameters({ authentication: 'n8nUserAuth' });
    expect((await call('GET', { workflow: userAuth })).answer?.statusCode).toBe(401);
    expect((await call('GET', { workflow: userAuth, headers: { [CHAT_USER_HEADER]: 'u1' } })).answer?.statusCode).toBe(200);
    expect((await call('GET', { workflow: withParameters({ mode: 'webhook' }) })).answer?.statusCode).toBe(404);
  });
});
