import { spawn } from 'node:child_process';
import type { CancelSignal, CommandHelperFunctions, CommandResult, INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { abortSignalOf } from '../runner/execution-stop.js';

export interface CommandHelperDeps {
  node: INode;
  /** Whether the instance lets workflows run shell commands (WEFT_EXECUTE_COMMAND_ENABLED). */
  enabled?: boolean;
  signal?: CancelSignal;
}

/** The refusal of an instance that does not allow shell commands, naming the switch that allows them. */
export function commandsDisabledError(node: INode): NodeOperationError {
  return new NodeOperationError(node, 'Running commands is disabled on this instance', {
    description: 'The Execute Command node runs commands on the server with the rights of Weft itself, the SSH node on the '
      + 'hosts its credentials reach. An administrator can allow both by starting Weft with WEFT_EXECUTE_COMMAND_ENABLED=true.',
  });
}

/**
 * Runs a command in `/bin/sh` and collects its output. The command gets a process group of its own, so
 * that the execution's stop ends everything it started (a pipeline, a script's children), not only the shell.
 */
function runInShell(command: string, abort: AbortSignal | undefined): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    if (abort?.aborted) {
      reject(new DOMException('The execution was stopped before the command ran', 'AbortError'));
      return;
    }
    const child = spawn(command, { shell: true, cwd: process.cwd(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const stop = () => {
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // The group has ended already.
        }
      }
    };
    abort?.addEventListener('abort', stop, { once: true });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => {
      abort?.removeEventListener('abort', stop);
      reject(error);
    });
    child.on('close', (code) => {
      abort?.removeEventListener('abort', stop);
      if (abort?.aborted) {
        reject(new DOMException('The command was ended because the execution was stopped', 'AbortError'));
        return;
      }
      resolve({
        // n8n trims both streams, and counts a command ended by a signal as exit code 0.
        exitCode: code ?? 0,
        stdout: Buffer.concat(stdout).toString('utf8').trim(),
        stderr: Buffer.concat(stderr).toString('utf8').trim(),
      });
    });
  });
}

/** The command helpers of an execute context: refused unless the instance allows commands. */
export function createCommandHelpers(deps: CommandHelperDeps): CommandHelperFunctions {
  const { node, enabled, signal } = deps;
  const assertCommandsAllowed = () => {
    if (enabled !== true) throw commandsDisabledError(node);
  };
  return {
    assertCommandsAllowed,
    async runShellCommand(command) {
      assertCommandsAllowed();
      return runInShell(command, abortSignalOf(signal));
    },
  };
}
