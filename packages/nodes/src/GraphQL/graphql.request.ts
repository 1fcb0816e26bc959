import type { IDataObject, IExecuteFunctions, IRequestOptions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { GRAPHQL_CREDENTIAL_TYPES } from './graphql.description.js';

/** The item's variables: a JSON object given as text or as an object. */
function variablesOf(context: IExecuteFunctions, itemIndex: number): IDataObject {
  const variables = context.getNodeParameter('variables', itemIndex, {}) as unknown;
  if (typeof variables === 'string') {
    try {
      const parsed = JSON.parse(variables || '{}') as unknown;
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as IDataObject;
    } catch (error) {
      throw new NodeOperationError(context.getNode(), `Using variables failed:\n${variables}\n\nWith error message:\n${String(error)}`, { itemIndex });
    }
  } else if (typeof variables === 'object' && variables !== null && !Array.isArray(variables)) {
    return variables as IDataObject;
  }
  throw new NodeOperationError(context.getNode(), `Using variables failed:\n${String(variables)}\n\nGraphQL variables should be either an object or a string.`, {
    itemIndex, description: 'Give the variables as a JSON object, e.g. {"id": 1}.',
  });
}

function headersOf(context: IExecuteFunctions, itemIndex: number): IDataObject {
  const { parameter } = context.getNodeParameter('headerParametersUi', itemIndex, {}) as { parameter?: Array<{ name?: string; value?: unknown }> };
  return Object.fromEntries((parameter ?? []).filter(({ name }) => name).map(({ name, value }) => [name, value]));
}

/** One item's request, in the legacy options the request helpers take. */
export function buildGraphqlRequest(context: IExecuteFunctions, itemIndex: number): IRequestOptions {
  const method = context.getNodeParameter('requestMethod', itemIndex, 'POST') as string;
  const endpoint = String(context.getNodeParameter('endpoint', itemIndex, '') ?? '').trim();
  if (!endpoint) throw new NodeOperationError(context.getNode(), 'No endpoint was given', { itemIndex, description: 'Fill in "Endpoint" with the URL of the GraphQL API.' });
  const query = String(context.getNodeParameter('query', itemIndex, '') ?? '');
  const request: IRequestOptions = {
    method,
    uri: endpoint,
    headers: headersOf(context, itemIndex),
    // GraphQL servers answer errors with 4xx and a JSON body naming them: the body is read either way.
    simple: false,
    rejectUnauthorized: !(context.getNodeParameter('allowUnauthorizedCerts', itemIndex, false) as boolean),
  };
  if (method === 'GET') return { ...request, qs: { query } };
  const format = context.getNodeParameter('requestFormat', itemIndex, 'json') as string;
  const headers = { 'content-type': `application/${format}`, ...request.headers };
  if (format !== 'json') return { ...request, headers, body: query };
  const operationName = String(context.getNodeParameter('operationName', itemIndex, '') ?? '');
  return {
    ...request, headers, json: true,
    body: { query, variables: variablesOf(context, itemIndex), operationName: operationName === '' ? null : operationName },
  };
}

/** Sends the request with the credential the node's authentication names (none: as it is). */
export async function sendGraphqlRequest(context: IExecuteFunctions, request: IRequestOptions, itemIndex: number): Promise<unknown> {
  const authentication = context.getNodeParameter('authentication', 0, 'none') as string;
  const type = GRAPHQL_CREDENTIAL_TYPES[authentication];
  if (type === undefined) return context.helpers.request(request);
  return context.helpers.requestWithAuthentication(type, request, undefined, itemIndex);
}
