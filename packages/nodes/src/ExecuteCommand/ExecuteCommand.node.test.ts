import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { outputOf, singleNodeWorkflow } from '../test-support/run-fixture.js';

const allowed = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), executeCommandEnabled: true });
const refusing = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent') });

async function run(parameters: IDataObject, input: Array<{ json: IDataObject }> = [{ json: {} }], { runner = allowed, continueOnFail = false } = {}) {
  const workflow = singleNodeWorkflow({ type: 'n8n-nodes-base.executeCommand', typeVersion: 1, parameters }, input);
  if (continueOnFail) (workflow.nodes[1] as { onError?: string }).onError = 'continueRegularOutput';
  const result = await runner.run({ workflow, mode: 'manual', executionId: 'fixture' });
  return { items: outputOf(result, 'Node'), error: result.data.resultData.error };
}

describe('Execute Command 1', () => {
  it('runs the command once by default and outputs exit code, stderr and stdout', async () => {
    const { items } = await run({ command: 'echo "Hello $((40+2))"; echo note >&2' }, [{ json: { a: 1 } }, { json: { a: 2 } }]);
    expect(items).toEqual([{ json: { exitCode: 0, stderr: 'note', stdout: 'Hello 42' }, pairedItem: { item: 0 } }]);
  });

  it('runs once per item when Execute Once is off, with each item\'s expressions', async () => {
    const { items } = await run({ executeOnce: false, command: '=echo {{ $json.name }}' }, [{ json: { name: 'ada' } }, { json: { name: 'grace' } }]);
    expect(items.map((item) => [item.json.stdout, item.pairedItem])).toEqual([['ada', { item: 0 }], ['grace', { item: 1 }]]);
  });

  it('fails with the command and its stderr on a non-zero exit code, or outputs the error when told to continue', async () => {
    const command = 'echo "no such table" >&2; exit 2';
    const { error } = await run({ command });
    expect(error?.message).toBe(`Command failed: ${command}\nno such table`);
    expect(error?.description).toBe('The command ended with exit code 2.');
    const carried = await run({ command }, [{ json: {} }], { continueOnFail: true });
    expect(carried.items).toEqual([{ json: { error: `Command failed: ${command}\nno such table` }, pairedItem: { item: 0 } }]);
  });

  it('is refused, saying how to allow it, when the instance does not allow commands', async () => {
    const { error, items } = await run({ command: 'echo should-not-run' }, [{ json: {} }], { runner: refusing });
    expect(error?.message).toBe('Running commands is disabled on this instance');
    expect(error?.description).toContain('WEFT_EXECUTE_COMMAND_ENABLED=true');
    expect(items).toEqual([]);
  });

  it('outputs nothing for no input items', async () => {
    expect((await run({ command: 'echo hi' }, [])).items).toEqual([]);
  });
});
