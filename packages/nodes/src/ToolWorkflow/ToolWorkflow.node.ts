import type {
  IDataObject, INodeExecutionData, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData, ToolCallFunctions,
} from '@weft/workflow';
import { NodeOperationError, VersionedNodeType } from '@weft/workflow';
import { workflowInfoFor } from '../ExecuteWorkflow/workflow-source.js';
import { callContextOf, fromAISchemaOf, nodeTool, requireToolDescription, toolNameOf } from '../ai/node-tool.js';
import type { ToolArgumentsSchema } from '../ai/node-tool.js';
import { specifiedInputSchema } from '../ai/tool-input-schema.js';
import { toolWorkflowBaseDescription, toolWorkflowV1Description, toolWorkflowV2Description } from './tool-workflow.descriptions.js';

interface ExtraValue { name?: string; type?: string; stringValue?: string; numberValue?: string; booleanValue?: string; arrayValue?: string; objectValue?: unknown }

function typedValue(context: ISupplyDataFunctions, field: ExtraValue, itemIndex: number): unknown {
  const fail = (what: string) => new NodeOperationError(context.getNode(), `The workflow input "${field.name ?? ''}" is not ${what}`, { itemIndex });
  switch (field.type) {
    case 'numberValue': {
      const number = Number(field.numberValue);
      if (field.numberValue === '' || Number.isNaN(number)) throw fail('a number');
      return number;
    }
    case 'booleanValue': return String(field.booleanValue) === 'true';
    case 'arrayValue': {
      const text = String(field.arrayValue ?? '').trim();
      try {
        const parsed = JSON.parse(text) as unknown;
        if (Array.isArray(parsed)) return parsed;
      } catch { /* n8n also takes a bracketed list without quotes */ }
      if (!text.startsWith('[') || !text.endsWith(']')) throw fail('an array');
      return text.slice(1, -1).split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
    }
    case 'objectValue': {
      const value = field.objectValue;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
      try {
        const parsed = JSON.parse(String(value)) as unknown;
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed;
      } catch { /* answered below */ }
      throw fail('an object');
    }
    default: return field.stringValue ?? '';
  }
}

/** Version 1's tool name: its own parameter (1.2+ falls back on the node's name, as n8n's later versions do). */
function toolName(context: ISupplyDataFunctions, itemIndex: number): string {
  const { typeVersion, name } = context.getNode();
  const given = typeVersion <= 2.1 ? String(context.getNodeParameter('name', itemIndex, '') ?? '').trim() : '';
  return given !== '' ? given : toolNameOf(name);
}

/** What the called workflow's last node output, as the tool's answer. */
function answerOf(context: ToolCallFunctions, output: INodeExecutionData[], itemIndex: number): unknown {
  const { typeVersion } = context.getNode();
  if (typeVersion < 1.3) {
    const property = String(context.getNodeParameter('responsePropertyName', itemIndex, 'response'));
    const value = output[0]?.json[property];
    if (value === undefined) {
      throw new NodeOperationError(context.getNode(), `The called workflow answered no field "${property}"`, {
        itemIndex, description: 'The tool answers that field of the first item the called workflow\'s last node outputs.',
      });
    }
    return value;
  }
  // 1.3 to 2 answer the first item (as n8n shows it: that object); 2.1 and later every item.
  if (typeVersion <= 2) {
    const first = output[0]?.json;
    if (first === undefined) throw new NodeOperationError(context.getNode(), 'There was an error: "The workflow did not return a response"', { itemIndex });
    return first;
  }
  return output.map((item) => item.json);
}

/** The items the called workflow starts with: the model's arguments (and, version 1, the extra values). */
function itemsToSend(context: ToolCallFunctions, args: IDataObject, itemIndex: number): INodeExecutionData[] {
  if (context.getNode().typeVersion >= 2) {
    if (context.getNodeParameter('source', itemIndex, 'database') !== 'database') return [{ json: args }];
    const mapped = context.getNodeParameter('workflowInputs.value', itemIndex, null) as IDataObject | null;
    return [{ json: mapped && typeof mapped === 'object' ? { ...mapped } : {} }];
  }
  const fields = (context.getNodeParameter('fields.values', itemIndex, []) as ExtraValue[])
    .filter((field) => (field.name ?? '') !== '');
  const json: IDataObject = { ...args };
  for (const field of fields) json[field.name as string] = typedValue(context, field, itemIndex) as IDataObject[string];
  return [{ json }];
}

async function callWorkflow(context: ToolCallFunctions, args: IDataObject, itemIndex: number): Promise<unknown> {
  const info = await workflowInfoFor(context, itemIndex);
  const result = await context.executeWorkflow(info, itemsToSend(context, args, itemIndex));
  return answerOf(context, result.data[0] ?? [], itemIndex);
}

async function supplyWorkflowTool(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
  const node = this.getNode();
  const schema: ToolArgumentsSchema | undefined = node.typeVersion >= 2
    ? fromAISchemaOf(node)
    : specifiedInputSchema(this, itemIndex) ?? fromAISchemaOf(node);
  const tool = nodeTool({
    name: toolName(this, itemIndex),
    description: requireToolDescription(this, 'description', itemIndex),
    schema,
    context: this,
    run: (args) => callWorkflow(callContextOf(this, args, itemIndex), args, itemIndex),
  });
  return { response: tool };
}

class ToolWorkflowVersion implements INodeType {
  constructor(readonly description: INodeTypeDescription) {}

  supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    return supplyWorkflowTool.call(this, itemIndex);
  }
}

/** Call n8n Workflow Tool: the agent runs another workflow; its last node's output is the tool's answer. */
export class ToolWorkflow extends VersionedNodeType {
  constructor() {
    const v1 = new ToolWorkflowVersion(toolWorkflowV1Description);
    const v2 = new ToolWorkflowVersion(toolWorkflowV2Description);
    super({ 1: v1, 1.1: v1, 1.2: v1, 1.3: v1, 2: v2, 2.1: v2, 2.2: v2 }, toolWorkflowBaseDescription);
  }
}
