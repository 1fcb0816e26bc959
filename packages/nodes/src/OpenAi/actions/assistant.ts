import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { locatorValue } from '../helpers.js';
import { openAiRequest } from '../transport.js';

type Tool = { type: string } & IDataObject;

const assistantsRequest = (context: IExecuteFunctions, method: 'GET' | 'POST' | 'DELETE', path: string, body?: IDataObject, qs?: IDataObject) =>
  openAiRequest(context, { method, path, assistants: true, ...(body ? { body } : {}), ...(qs ? { qs } : {}) });

/** Every assistant of the account, following the list's cursors. */
export async function allAssistants(context: IExecuteFunctions): Promise<IDataObject[]> {
  const all: IDataObject[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await assistantsRequest(context, 'GET', '/assistants', undefined, { limit: 100, ...(after ? { after } : {}) }) as { data: IDataObject[]; has_more: boolean; last_id: string | null };
    all.push(...page.data);
    if (!page.has_more || !page.last_id) return all;
    after = page.last_id;
  }
}

/** The tools and files the Code Interpreter / Knowledge Retrieval switches ask for (retrieval is file search in the v2 API). */
function toolsAndResources(codeInterpreter: boolean, knowledgeRetrieval: boolean, fileIds: string[]): { tools: Tool[]; tool_resources: IDataObject } {
  const tools: Tool[] = [];
  const resources: IDataObject = {};
  if (codeInterpreter) {
    tools.push({ type: 'code_interpreter' });
    resources.code_interpreter = { file_ids: fileIds };
  }
  if (knowledgeRetrieval) {
    tools.push({ type: 'file_search' });
    if (fileIds.length > 0) resources.file_search = { vector_stores: [{ file_ids: fileIds }] };
  }
  return { tools, tool_resources: resources };
}

export async function createAssistant(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const name = this.getNodeParameter('name', itemIndex) as string;
  const options = this.getNodeParameter('options', itemIndex, {}) as { temperature?: number; topP?: number; failIfExists?: boolean };
  if (options.failIfExists && (await allAssistants(this)).some((assistant) => assistant.name === name)) {
    throw new NodeOperationError(this.getNode(), `An assistant with the same name '${name}' already exists`, { itemIndex });
  }
  const codeInterpreter = this.getNodeParameter('codeInterpreter', itemIndex, false) as boolean;
  const knowledgeRetrieval = this.getNodeParameter('knowledgeRetrieval', itemIndex, false) as boolean;
  const fileIds = codeInterpreter || knowledgeRetrieval ? this.getNodeParameter('file_ids', itemIndex, []) as string[] : [];
  const description = this.getNodeParameter('description', itemIndex, '') as string;
  const instructions = this.getNodeParameter('instructions', itemIndex, '') as string;
  const body: IDataObject = {
    // Sent even when empty, as n8n does: the assistant then shows "" rather than null.
    model: locatorValue(this, 'modelId', itemIndex), name, description, instructions,
    ...toolsAndResources(codeInterpreter, knowledgeRetrieval, fileIds),
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.topP !== undefined ? { top_p: options.topP } : {}),
  };
  return [{ json: await assistantsRequest(this, 'POST', '/assistants', body) as IDataObject, pairedItem: { item: itemIndex } }];
}

export async function deleteAssistant(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const id = locatorValue(this, 'assistantId', itemIndex);
  return [{ json: await assistantsRequest(this, 'DELETE', `/assistants/${encodeURIComponent(id)}`) as IDataObject, pairedItem: { item: itemIndex } }];
}

export async function listAssistants(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
  return (await allAssistants(this)).map((assistant) => ({
    json: simplify ? { name: assistant.name, id: assistant.id, model: assistant.model } : assistant,
    pairedItem: { item: itemIndex },
  }));
}

interface UpdateOptions {
  codeInterpreter?: boolean; description?: string; file_ids?: string[]; instructions?: string; knowledgeRetrieval?: boolean;
  modelId?: unknown; name?: string; removeCustomTools?: boolean; temperature?: number; topP?: number;
}

/** Assistant > Update: the given fields; the tool switches add or remove their tool and keep the others. */
export async function updateAssistant(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const id = locatorValue(this, 'assistantId', itemIndex);
  const options = this.getNodeParameter('options', itemIndex, {}) as UpdateOptions;
  const body: IDataObject = {};
  if (options.modelId !== undefined) {
    const model = this.getNodeParameter('options.modelId', itemIndex, '', { extractValue: true }) as string;
    if (model) body.model = model;
  }
  for (const key of ['name', 'description', 'instructions'] as const) if (options[key] !== undefined) body[key] = options[key];
  if (options.temperature !== undefined) body.temperature = options.temperature;
  if (options.topP !== undefined) body.top_p = options.topP;
  const touchesTools = options.codeInterpreter !== undefined || options.knowledgeRetrieval !== undefined || options.removeCustomTools || options.file_ids !== undefined;
  if (touchesTools) {
    const current = await assistantsRequest(this, 'GET', `/assistants/${encodeURIComponent(id)}`) as { tools?: Tool[] };
    let tools = [...(current.tools ?? [])];
    const toggle = (type: string, on: boolean | undefined) => {
      if (on === undefined) return;
      tools = tools.filter((tool) => tool.type !== type);
      if (on) tools.push({ type });
    };
    toggle('code_interpreter', options.codeInterpreter);
    toggle('file_search', options.knowledgeRetrieval);
    if (options.removeCustomTools) tools = tools.filter((tool) => tool.type !== 'function');
    body.tools = tools;
    if (options.file_ids !== undefined) {
      body.tool_resources = toolsAndResources(tools.some((tool) => tool.type === 'code_interpreter'), tools.some((tool) => tool.type === 'file_search'), options.file_ids).tool_resources;
    }
  }
  return [{ json: await assistantsRequest(this, 'POST', `/assistants/${encodeURIComponent(id)}`, body) as IDataObject, pairedItem: { item: itemIndex } }];
}

export { assistantsRequest };
