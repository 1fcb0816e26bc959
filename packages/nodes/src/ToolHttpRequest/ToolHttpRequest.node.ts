import type {
  IDataObject, IHttpRequestMethods, IHttpRequestOptions, INodeParameters, INodeType, INodeTypeDescription, ISupplyDataFunctions,
  SupplyData, ToolCallFunctions,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { sendRequest } from '../HttpRequest/v3/send-request.js';
import { callContextOf, fromAISchemaOf, nodeTool, requireToolDescription, toolNameOf } from '../ai/node-tool.js';
import type { ToolArgumentsSchema } from '../ai/node-tool.js';
import { responseText } from './optimize-response.js';
import type { ResponseOptimization } from './optimize-response.js';
import type { KeyPair, Part } from './placeholders.js';
import { collectPlaceholders, fillJsonTemplate, fillUrl, PARTS, placeholderSchema, WHOLE_PART_ARGUMENT } from './placeholders.js';
import { toolHttpRequestDescription } from './tool-http-request.description.js';

function fail(context: ToolCallFunctions, message: string, itemIndex: number, description?: string): NodeOperationError {
  return new NodeOperationError(context.getNode(), message, { itemIndex, ...(description ? { description } : {}) });
}

function parseObject(context: ToolCallFunctions, value: unknown, what: string, itemIndex: number): IDataObject {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch (error) {
      throw fail(context, `The ${what} is not valid JSON`, itemIndex, (error as Error).message);
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw fail(context, `The ${what} must be a JSON object`, itemIndex);
  return parsed as IDataObject;
}

/** One part of the request (query, headers or body) for the model's arguments; undefined when not sent. */
function partValues(context: ToolCallFunctions, part: Part, args: IDataObject, itemIndex: number): IDataObject | undefined {
  if (context.getNodeParameter(`send${part}`, itemIndex, false) !== true) return undefined;
  const specify = context.getNodeParameter(`specify${part}`, itemIndex, 'keypair');
  const what = part === 'Body' ? 'body' : part === 'Query' ? 'query' : 'headers';
  if (specify === 'model') return parseObject(context, args[WHOLE_PART_ARGUMENT[part]] ?? {}, `${what} the model gave`, itemIndex);
  if (specify === 'json') {
    const template = String(context.getNodeParameter(`json${part}`, itemIndex, '') ?? '');
    return template.trim() === '' ? {} : parseObject(context, fillJsonTemplate(template, args), `JSON ${what}`, itemIndex);
  }
  const values: IDataObject = {};
  for (const pair of (context.getNodeParameter(`parameters${part}.values`, itemIndex, []) as KeyPair[])) {
    if (!pair.name) continue;
    if ((pair.valueProvider ?? 'modelRequired') === 'fieldValue') {
      values[pair.name] = String(pair.value ?? '').replace(/\{([a-zA-Z0-9_-]+)\}/g, (whole, name: string) => {
        const value = args[name];
        return value === undefined ? whole : typeof value === 'string' ? value : JSON.stringify(value);
      });
    } else if (args[pair.name] !== undefined) values[pair.name] = args[pair.name];
  }
  return values;
}

function optimization(context: ToolCallFunctions, itemIndex: number): ResponseOptimization | undefined {
  if (context.getNodeParameter('optimizeResponse', itemIndex, false) !== true) return undefined;
  const read = (name: string, fallback: unknown) => context.getNodeParameter(name, itemIndex, fallback);
  return {
    responseType: read('responseType', 'json') as ResponseOptimization['responseType'],
    dataField: String(read('dataField', '')),
    fieldsToInclude: read('fieldsToInclude', 'all') as ResponseOptimization['fieldsToInclude'],
    fields: String(read('fields', '')),
    cssSelector: String(read('cssSelector', 'body')),
    onlyContent: read('onlyContent', false) === true,
    elementsToOmit: String(read('elementsToOmit', '')),
    truncateResponse: read('truncateResponse', false) === true,
    maxLength: Number(read('maxLength', 1000)),
  };
}

async function callApi(context: ToolCallFunctions, args: IDataObject, itemIndex: number): Promise<string> {
  const url = fillUrl(String(context.getNodeParameter('url', itemIndex, '')), args);
  if (!/^https?:\/\/[^/]/i.test(url)) throw fail(context, `The URL "${url}" is not valid`, itemIndex, 'A URL starts with http:// or https://.');
  const request: IHttpRequestOptions = {
    url,
    method: String(context.getNodeParameter('method', itemIndex, 'GET')) as IHttpRequestMethods,
    returnFullResponse: true,
    ignoreHttpStatusErrors: true,
    encoding: 'text',
  };
  const [qs, headers, body] = PARTS.map((part) => partValues(context, part, args, itemIndex));
  if (qs) request.qs = qs;
  if (headers) request.headers = headers;
  if (body) {
    request.body = body;
    request.json = true;
  }
  const response = await sendRequest(context, request, itemIndex);
  const text = typeof response.body === 'string' ? response.body : Buffer.isBuffer(response.body) ? response.body.toString('utf8') : JSON.stringify(response.body);
  if (response.statusCode >= 400) throw fail(context, `The request failed with status ${response.statusCode}: ${text}`, itemIndex);
  return responseText(text, String(response.headers['content-type'] ?? ''), optimization(context, itemIndex));
}

/** The tool's arguments: its placeholders, and any `$fromAI()` of its parameters. */
function argumentsSchema(context: ISupplyDataFunctions): ToolArgumentsSchema {
  const node = context.getNode();
  const schema = placeholderSchema(collectPlaceholders(node.parameters as INodeParameters));
  const fromAI = fromAISchemaOf(node);
  if (!fromAI) return schema;
  return {
    type: 'object',
    properties: { ...fromAI.properties, ...schema.properties },
    required: [...new Set([...(fromAI.required ?? []), ...(schema.required ?? [])])],
  };
}

/** HTTP Request Tool: the agent calls an HTTP API; `{placeholders}` are the values the model gives. */
export class ToolHttpRequest implements INodeType {
  description: INodeTypeDescription = toolHttpRequestDescription;

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const node = this.getNode();
    const tool = nodeTool({
      name: toolNameOf(node.name),
      description: requireToolDescription(this, 'toolDescription', itemIndex),
      schema: argumentsSchema(this),
      context: this,
      run: (args) => callApi(callContextOf(this, args, itemIndex), args, itemIndex),
    });
    return { response: tool };
  }
}
