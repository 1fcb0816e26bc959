import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError, WAIT_INDEFINITELY } from '@weft/workflow';
import type { ItemContext, OperationResult } from './context.js';

/* Workflow (GitHub Actions): list, get, usage, enable/disable, dispatch, and dispatch then wait for the run to call back. */

function workflowPath(c: ItemContext): string {
  const id = String(c.node.getNodeParameter('workflowId', c.i, '', { extractValue: true }) ?? '').trim();
  if (id === '') throw new NodeOperationError(c.node.getNode(), 'Choose the workflow', { itemIndex: c.i });
  return `${c.repoPath()}/actions/workflows/${encodeURIComponent(id)}`;
}

function inputsOf(c: ItemContext): IDataObject {
  const raw = c.param<unknown>('inputs', '{}');
  let inputs: unknown = raw;
  if (typeof raw === 'string') {
    try {
      inputs = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      throw new NodeOperationError(c.node.getNode(), 'Inputs must be a valid JSON object', { itemIndex: c.i, description: 'e.g. {"environment": "staging"}' });
    }
  }
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) {
    throw new NodeOperationError(c.node.getNode(), 'Inputs must be a valid JSON object', { itemIndex: c.i, description: 'e.g. {"environment": "staging"}' });
  }
  return inputs as IDataObject;
}

async function dispatch(c: ItemContext, extra: IDataObject = {}): Promise<OperationResult> {
  const ref = String(c.node.getNodeParameter('ref', c.i, 'main', { extractValue: true }) ?? '').trim();
  if (ref === '') throw new NodeOperationError(c.node.getNode(), 'Choose the ref (branch or tag) to run the workflow on', { itemIndex: c.i });
  return c.request('POST', `${workflowPath(c)}/dispatches`, { ref, inputs: { ...inputsOf(c), ...extra } });
}

export const workflowOperations: Record<string, (c: ItemContext) => Promise<OperationResult>> = {
  list: async (c) => c.request('GET', `${c.repoPath()}/actions/workflows`),
  get: async (c) => c.request('GET', workflowPath(c)),
  getUsage: async (c) => c.request('GET', `${workflowPath(c)}/timing`),
  enable: async (c) => c.request('PUT', `${workflowPath(c)}/enable`),
  disable: async (c) => c.request('PUT', `${workflowPath(c)}/disable`),
  dispatch: async (c) => dispatch(c),
};

/**
 * Dispatch and Wait for Completion: each item's dispatch carries the execution's resume URL as the
 * input "resumeUrl"; then the execution waits until the GitHub workflow calls it.
 */
export async function dispatchAndWait(node: IExecuteFunctions, contexts: ItemContext[]): Promise<INodeExecutionData[][]> {
  const resumeUrl = (node.getWorkflowDataProxy(0).$execution as { resumeUrl?: string } | undefined)?.resumeUrl;
  if (!resumeUrl) {
    throw new NodeOperationError(node.getNode(), 'This execution has no resume URL to give the GitHub workflow', {
      description: 'Dispatch and Wait for Completion needs a run on the server, where the GitHub workflow can call back.',
    });
  }
  for (const c of contexts) await dispatch(c, { resumeUrl });
  await node.putExecutionToWait(WAIT_INDEFINITELY);
  return [node.getInputData()];
}
