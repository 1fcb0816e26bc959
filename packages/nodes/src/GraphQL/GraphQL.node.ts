import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeApiError, NodeError, NodeOperationError } from '@weft/workflow';
import { graphqlDescription } from './graphql.description.js';
import { buildGraphqlRequest, sendGraphqlRequest } from './graphql.request.js';

/** A GraphQL answer's `errors`, also when the answer was kept as text. */
function graphqlErrors(response: unknown): IDataObject[] | undefined {
  let answer = response;
  if (typeof answer === 'string' && answer.startsWith('{"errors":')) {
    try {
      answer = JSON.parse(answer) as unknown;
    } catch {
      return undefined;
    }
  }
  if (typeof answer !== 'object' || answer === null || !('errors' in answer)) return undefined;
  const { errors } = answer as { errors: unknown };
  if (!errors) return undefined;
  return Array.isArray(errors) ? errors as IDataObject[] : [errors as IDataObject];
}

/** The output items of one answer: kept as text in one field, or read as JSON. */
function answerItems(context: IExecuteFunctions, response: unknown, itemIndex: number): INodeExecutionData[] {
  if (context.getNodeParameter('responseFormat', 0, 'json') === 'string') {
    const field = String(context.getNodeParameter('dataPropertyName', 0, 'data') || 'data');
    return [{ json: { [field]: response as IDataObject[keyof IDataObject] }, pairedItem: { item: itemIndex } }];
  }
  let answer = response;
  if (typeof answer === 'string') {
    try {
      answer = JSON.parse(answer) as unknown;
    } catch {
      throw new NodeOperationError(context.getNode(), 'Response body is not valid JSON. Change "Response Format" to "String"', { itemIndex });
    }
  }
  return context.helpers.constructExecutionMetaData(context.helpers.returnJsonArray(answer as IDataObject), { itemData: { item: itemIndex } });
}

/**
 * `n8n-nodes-base.graphql` 1 and 1.1: one request per item; the answer becomes the output (a JSON
 * array: one item per element). An answer with GraphQL `errors` fails the node with their messages.
 */
export class GraphQL implements INodeType {
  description: INodeTypeDescription = graphqlDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const output: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      try {
        const response = await sendGraphqlRequest(this, buildGraphqlRequest(this, itemIndex), itemIndex);
        // n8n outputs the answer first, so that with "continue on fail" both the data and the error are kept.
        output.push(...answerItems(this, response, itemIndex));
        const errors = graphqlErrors(response);
        if (errors) {
          const message = errors.map((error) => error.message).filter(Boolean).join(', ') || 'Unexpected error';
          throw new NodeApiError(this.getNode(), { errors } as IDataObject, { message, itemIndex });
        }
      } catch (error) {
        if (!this.continueOnFail()) {
          if (error instanceof NodeError) throw error;
          throw new NodeApiError(this.getNode(), error as Error, { itemIndex });
        }
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }
}
