import { describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { ExecutionStop } from '../runner/execution-stop.js';
import { createCommandHelpers } from './command-helpers.js';

const node: INode = { id: 'n', name: 'Execute Command', type: 'n8n-nodes-base.executeCommand', typeVersion: 1, position: [0, 0], parameters: {} };

describe('command helpers', () => {
  it('refuse every command unless the instance allows them, saying how to allow them', async () => {
    for (const enabled of [undefined, false]) {
      const refused = createCommandHelpers({ node, enabled }).runShellCommand('echo hi');
      await expect(refused).rejects.toThrow('Running commands is disabled on this instance');
      await expect(refused).rejects.toMatchObject({ description: expect.stringContaining('WEFT_EXECUTE_COMMAND_ENABLED=true') });
    }
  });

  it('answer whether commands are allowed without running one, for nodes that run them elsewhere (SSH)', () => {
    expect(() => createCommandHelpers({ node }).assertCommandsAllowed()).toThrow('Running commands is disabled on this instance');
    expect(() => createCommandHelpers({ node, enabled: true }).assertCommandsAllowed()).not.toThrow();
  });

  it('run a shell command and answer its trimmed output and exit code', async () => {
    const helpers = createCommandHelpers({ node, enabled: true });
    expect(await helpers.runShellCommand('echo "  hello $((6*7))  "; echo oops >&2')).toEqual({ exitCode: 0, stdout: 'hello 42', stderr: 'oops' });
    expect(await helpers.runShellCommand('echo partial; echo broken >&2; exit 3')).toEqual({ exitCode: 3, stdout: 'partial', stderr: 'broken' });
  });

  it('end the command when the execution is stopped', async () => {
    const stop = new ExecutionStop();
    const helpers = createCommandHelpers({ node, enabled: true, signal: stop });
    // A script whose own child would outlive a stop that ended only the shell.
    const running = helpers.runShellCommand('sleep 30 | cat; echo finished');
    stop.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await expect(helpers.runShellCommand('echo too late')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
