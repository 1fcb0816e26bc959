import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/test-server.js';
import { runManually, storedExecution } from '../test/execution-fixtures.js';

const server = useTestServer();

const HAS_ISSUES = 'The workflow has issues and cannot be executed for that reason. Please fix them first.';

function workflowWith(crypto: Record<string, unknown>) {
  return {
    name: 'Sign',
    nodes: [
      { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} },
      {
        id: 'c', name: 'Sign', type: 'n8n-nodes-base.crypto', typeVersion: 1, position: [200, 0] as [number, number],
        parameters: { action: 'hmac', type: 'SHA256', value: 'hello', dataPropertyName: 'sig', secret: '' }, ...crypto,
      },
    ],
    connections: { Manual: { main: [[{ node: 'Sign', type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1' as const },
  };
}

describe('POST /workflows/run refuses a workflow with issues before it starts, as n8n does', () => {
  it('ends the run with the error and the issues listed, no node run', async () => {
    const execution = await storedExecution(server, await runManually(server, workflowWith({})));
    expect(execution.status).toBe('error');
    expect(execution.data.resultData.error?.message).toBe(HAS_ISSUES);
    expect(execution.data.resultData.error?.description).toBe('Sign: Secret: This field is required');
    expect(execution.data.resultData.runData).toEqual({});
  });

  it('runs it once the secret is given, or when the node with the issue is disabled', async () => {
    const fixed = workflowWith({ parameters: { action: 'hmac', type: 'SHA256', value: 'hello', dataPropertyName: 'sig', secret: 'key' } });
    const ran = await storedExecution(server, await runManually(server, fixed));
    expect(ran.status).toBe('success');
    expect(ran.data.resultData.runData.Sign?.[0]?.data?.main?.[0]?.[0]?.json).toHaveProperty('sig');
    const disabled = await storedExecution(server, await runManually(server, workflowWith({ disabled: true })));
    expect(disabled.status).toBe('success');
  });
});
