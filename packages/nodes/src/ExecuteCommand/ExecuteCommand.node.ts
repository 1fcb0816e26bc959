import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/**
 * `n8n-nodes-base.executeCommand` 1: runs a shell command on the server, once or once per item. The
 * instance must allow it (WEFT_EXECUTE_COMMAND_ENABLED); the engine's helper refuses it otherwise.
 */
export class ExecuteCommand implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Execute Command',
    name: 'n8n-nodes-base.executeCommand',
    icon: 'file:execute-command.svg',
    group: ['transform'],
    version: 1,
    subtitle: '={{$parameter["command"]}}',
    description: 'Runs a shell command on the server (when the instance allows it)',
    defaults: { name: 'Execute Command' },
    inputs: ['main'],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['Shell', 'Command', 'Terminal', 'Run', 'Bash', 'Script'] },
    properties: [
      {
        displayName: 'Execute Once', name: 'executeOnce', type: 'boolean', default: true,
        description: 'Whether the command runs once (with the first item) instead of once per item',
      },
      {
        displayName: 'Command', name: 'command', typeOptions: { rows: 5 }, type: 'string', default: '', required: true, placeholder: 'echo "test"',
        description: 'The command to run in the server\'s shell (/bin/sh), with the rights of the Weft server. Runs only where the administrator set WEFT_EXECUTE_COMMAND_ENABLED=true',
      },
    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const executeOnce = this.getNodeParameter('executeOnce', 0, true) as boolean;
    const count = executeOnce ? Math.min(items.length, 1) : items.length;
    const output: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < count; itemIndex++) {
      try {
        const command = String(this.getNodeParameter('command', itemIndex, '') ?? '');
        if (!command.trim()) throw new NodeOperationError(this.getNode(), 'No command was given', { itemIndex, description: 'Fill in "Command".' });
        const { exitCode, stdout, stderr } = await this.helpers.runShellCommand(command);
        if (exitCode !== 0) {
          // n8n fails with the shell's own message: "Command failed: <command>" and what the command printed to stderr.
          throw new NodeOperationError(this.getNode(), `Command failed: ${command}\n${stderr}`, {
            itemIndex, description: `The command ended with exit code ${exitCode}.`,
          });
        }
        output.push({ json: { exitCode, stderr, stdout }, pairedItem: { item: itemIndex } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }
}
