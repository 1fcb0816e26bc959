import type { IDataObject } from '@weft/workflow';
import { getWebhookDescriptions, runWebhook, WebhookResponseRecorder } from '@weft/engine';
import { describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { loadFixture } from '../test-support/run-fixture.js';
import { submittedAt } from './form-webhook.handler.js';

const workflow = loadFixture('./test/form-trigger.workflow.json', import.meta.url);

async function call(method: 'GET' | 'POST', body?: IDataObject, mode: 'webhook' | 'manual' = 'webhook') {
  const response = new WebhookResponseRecorder();
  const result = await runWebhook({
    workflow, nodeTypes: builtinNodeTypes, nodeName: 'On form submission', webhookName: method === 'GET' ? 'setup' : 'default',
    mode, timezone: 'Europe/Berlin',
    request: { method, headers: {}, query: {}, params: {}, body },
  }, response);
  return { result, answer: response.result };
}

describe('Form Trigger', () => {
  it('registers GET and POST at the form path', () => {
    const hooks = getWebhookDescriptions(workflow, builtinNodeTypes);
    expect(hooks.map((hook) => `${hook.httpMethod} ${hook.path} ${String(hook.details.isForm)}`)).toEqual(['GET contact true', 'POST contact true']);
  });

  it('shows the form on GET and starts nothing', async () => {
    const { result, answer } = await call('GET');
    expect(result.workflowData).toBeUndefined();
    expect(answer?.statusCode).toBe(200);
    expect(String(answer?.body)).toContain('<h1>Contact us</h1>');
  });

  it('outputs the fields by label with submittedAt (workflow timezone) and formMode, and thanks at once', async () => {
    const { result, answer } = await call('POST', { 'field-0': 'Ada', 'field-1': 'Support' });
    expect(result.workflowData).toEqual([[{
      json: { Name: 'Ada', Topic: 'Support', submittedAt: expect.stringMatching(/\+0[12]:00$/), formMode: 'production' },
    }]]);
    expect(String(answer?.body)).toContain('Your response has been recorded');
    expect((await call('POST', { 'field-0': 'Ada' }, 'manual')).result.workflowData?.[0]?.[0]?.json.formMode).toBe('test');
  });

  it('shows the form again when a required field is missing or a choice is not offered', async () => {
    const { result, answer } = await call('POST', { 'field-1': 'Billing' });
    expect(result.workflowData).toBeUndefined();
    expect(answer?.statusCode).toBe(400);
    expect(String(answer?.body)).toContain('Please fill in: Name');
    expect(String(answer?.body)).toContain('&quot;Topic&quot; has a choice that is not offered');
  });

  it('formats submittedAt in UTC or in a timezone', () => {
    expect(submittedAt(Date.parse('2024-07-01T10:00:00Z'), undefined)).toBe('2024-07-01T10:00:00.000Z');
    expect(submittedAt(Date.parse('2024-07-01T10:00:00Z'), 'Europe/Berlin')).toBe('2024-07-01T12:00:00.000+02:00');
    expect(submittedAt(Date.parse('2024-01-01T10:00:00Z'), 'America/New_York')).toBe('2024-01-01T05:00:00.000-05:00');
  });
});
