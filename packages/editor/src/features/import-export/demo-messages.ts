import type { WorkflowData } from './workflow-data';
import { toWorkflowData, WorkflowDataError } from './workflow-data';

/** What a parent window's message asks the demo canvas to do. */
export type DemoMessage =
  | { kind: 'open'; workflow: WorkflowData }
  | { kind: 'invalid' }
  | { kind: 'ignored' };

/**
 * Reads a message from the parent window. Messages come as JSON text (as n8n's embedding pages send
 * them) or as objects; only `openWorkflow` is understood, and its workflow needs a nodes array.
 */
export function readDemoMessage(data: unknown): DemoMessage {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return { kind: 'ignored' };
    }
  }
  if (typeof message !== 'object' || message === null) return { kind: 'ignored' };
  const { command, workflow } = message as { command?: unknown; workflow?: unknown };
  if (command !== 'openWorkflow') return { kind: 'ignored' };
  try {
    return { kind: 'open', workflow: toWorkflowData(workflow) };
  } catch (error) {
    if (error instanceof WorkflowDataError) return { kind: 'invalid' };
    throw error;
  }
}

/** The message the demo canvas sends its parent once it can take a workflow. */
export function readyMessage(version: string): string {
  return JSON.stringify({ command: 'n8nReady', version });
}

/** The message the demo canvas sends its parent when it cannot show what it was sent. */
export function errorMessage(): string {
  return JSON.stringify({ command: 'error' });
}
