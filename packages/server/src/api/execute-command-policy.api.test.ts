import { describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server.js';
import { useTestServer } from '../test/test-server.js';
import { runManually, storedExecution } from '../test/execution-fixtures.js';
import { chain, manualTrigger } from '../test/webhook-fixtures.js';

const commandWorkflow = () => chain('Shell', [
  manualTrigger(),
  { id: 'e', name: 'Execute Command', type: 'n8n-nodes-base.executeCommand', typeVersion: 1, position: [220, 0], parameters: { command: 'echo "from the shell"' } },
]);

async function runCommand(server: TestServer) {
  const execution = await storedExecution(server, await runManually(server, commandWorkflow()));
  return { execution, items: execution.data.resultData.runData['Execute Command']?.[0]?.data?.main?.[0] ?? [] };
}

describe('Execute Command on an instance with the default settings', () => {
  const server = useTestServer();

  it('is refused: the run fails with a message saying how to allow commands', async () => {
    const { execution, items } = await runCommand(server);
    expect(execution.status).toBe('error');
    expect(execution.data.resultData.error?.message).toBe('Running commands is disabled on this instance');
    expect(execution.data.resultData.error?.description).toContain('WEFT_EXECUTE_COMMAND_ENABLED=true');
    expect(items).toEqual([]);
  });
});

describe('Execute Command with WEFT_EXECUTE_COMMAND_ENABLED=true', () => {
  const server = useTestServer({ env: { WEFT_EXECUTE_COMMAND_ENABLED: 'true' } });

  it('runs the command and stores its output', async () => {
    const { execution, items } = await runCommand(server);
    expect(execution.status).toBe('success');
    expect(items.map((item) => item.json)).toEqual([{ exitCode: 0, stderr: '', stdout: 'from the shell' }]);
  });
});
