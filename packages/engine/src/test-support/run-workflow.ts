import type { INode, IWorkflowBase } from '@weft/workflow';
import { createConsoleLogger } from '../context/console-logger.js';
import type { RunOptions } from '../runner/run.types.js';
import { WorkflowRunner } from '../runner/workflow-runner.js';
import { fixtureNodeTypes } from './fixture-node-types.js';

const runner = new WorkflowRunner(fixtureNodeTypes, { logger: createConsoleLogger('silent') });

/** Runs a fixture workflow manually with the test node types, recording the order nodes started in. */
export async function runWorkflow(workflow: IWorkflowBase, options: Partial<RunOptions> = {}) {
  const order: string[] = [];
  const result = await runner.run({
    workflow, mode: 'manual', executionId: 'e1',
    hooks: { nodeExecuteBefore: (name) => void order.push(name) },
    ...options,
  });
  return { ...result, order, runData: result.data.resultData.runData };
}

export function nodeNamed(workflow: IWorkflowBase, name: string): INode {
  const found = workflow.nodes.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`fixture has no node ${name}`);
  return found;
}
