import { readFile } from 'node:fs/promises';
import type { IExecuteFunctions, IExecuteWorkflowInfo, IWorkflowBase } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** What reading a workflow source needs (the Execute Workflow node and the workflow tool share it). */
type SourceReader = Pick<IExecuteFunctions, 'getNodeParameter' | 'getNode' | 'helpers'>;

function parseWorkflow(context: SourceReader, value: unknown, where: string, itemIndex: number): IWorkflowBase {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch (error) {
      throw new NodeOperationError(context.getNode(), `The workflow JSON from ${where} is not valid JSON`, {
        itemIndex, description: (error as Error).message,
      });
    }
  }
  const workflow = parsed as Partial<IWorkflowBase> | null;
  if (!workflow || typeof workflow !== 'object' || !Array.isArray(workflow.nodes)) {
    throw new NodeOperationError(context.getNode(), `The JSON from ${where} is not a workflow`, {
      itemIndex, description: 'A workflow has "nodes" and "connections", as n8n exports it.',
    });
  }
  return { name: 'Sub-workflow', active: false, connections: {}, ...workflow } as IWorkflowBase;
}

/** Which workflow the node calls for this item: by id, as JSON, from a file or from a URL. */
export async function workflowInfoFor(context: SourceReader, itemIndex: number): Promise<IExecuteWorkflowInfo> {
  const source = context.getNodeParameter('source', itemIndex, 'database') as string;
  switch (source) {
    case 'database': {
      const id = context.getNodeParameter('workflowId', itemIndex, '', { extractValue: true }) as unknown;
      const text = typeof id === 'object' && id !== null ? String((id as { value?: unknown }).value ?? '') : String(id ?? '');
      if (text === '') {
        throw new NodeOperationError(context.getNode(), 'No workflow is selected', { itemIndex, description: 'Choose the workflow to call.' });
      }
      return { id: text };
    }
    case 'parameter':
      return { code: parseWorkflow(context, context.getNodeParameter('workflowJson', itemIndex, ''), 'the parameter', itemIndex) };
    case 'localFile': {
      const path = String(context.getNodeParameter('workflowPath', itemIndex, ''));
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        throw new NodeOperationError(context.getNode(), `The workflow file "${path}" could not be read`, {
          itemIndex, description: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'There is no file at that path on the server.' : (error as Error).message,
        });
      }
      return { code: parseWorkflow(context, text, `the file "${path}"`, itemIndex) };
    }
    case 'url': {
      const url = String(context.getNodeParameter('workflowUrl', itemIndex, ''));
      const body = await context.helpers.httpRequest({ url, encoding: 'text' }) as string;
      return { code: parseWorkflow(context, body, `"${url}"`, itemIndex) };
    }
    default:
      throw new NodeOperationError(context.getNode(), `Unknown workflow source "${source}"`, { itemIndex });
  }
}
