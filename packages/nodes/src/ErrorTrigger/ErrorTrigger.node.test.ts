import { describe, expect, it } from 'vitest';
import { WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { loadFixture, runFixture } from '../test-support/run-fixture.js';
import { ERROR_TRIGGER_SAMPLE } from './ErrorTrigger.node.js';

describe('Error Trigger', () => {
  it('outputs example error data in a manual run', async () => {
    const run = await runFixture(loadFixture('./test/error-workflow.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(run.data.resultData.runData.Notify?.[0]?.data?.main?.[0]?.[0]?.json).toEqual(ERROR_TRIGGER_SAMPLE);
    expect(ERROR_TRIGGER_SAMPLE.execution.error).toEqual({ message: 'Example Error Message', stack: 'Stacktrace' });
  });

  it('outputs the failed execution it is started with (mode "error")', async () => {
    const errorData = {
      execution: {
        id: '512', url: 'http://localhost:5678/workflow/7/executions/512', retryOf: null,
        error: { message: 'The service could not find what was asked for', stack: 'NodeApiError: ...' },
        lastNodeExecuted: 'HTTP Request', mode: 'trigger',
      },
      workflow: { id: '7', name: 'Nightly import' },
    };
    const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent') });
    const run = await runner.run({
      workflow: loadFixture('./test/error-workflow.workflow.json', import.meta.url), mode: 'error', executionId: 'err-1',
      trigger: { nodeName: 'Error Trigger', data: [[{ json: errorData }]] },
    });
    expect(run.status).toBe('success');
    expect(run.data.resultData.runData.Notify?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([errorData]);
  });
});
