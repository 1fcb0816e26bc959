import type {
  IDataObject, INodeProperties, INodeType, INodeTypeDescription, ISupplyDataFunctions, IVersionedNodeType, SupplyData,
} from '@weft/workflow';
import { isVersionedNodeType, NodeOperationError, VersionedNodeType } from '@weft/workflow';

/*
 * n8n offers every node whose description says `usableAsTool` as a tool sub-node too: type
 * `<type>Tool`, no main input, an `ai_tool` output, a description for the model, and the node's own
 * parameters, where `$fromAI()` marks what the model fills in. When the agent calls it, the node's
 * `execute` runs on the agent's item with those values; its output items are the answer.
 */

const TOOL_SUFFIX = 'Tool';

function descriptionProperties(description: INodeTypeDescription): INodeProperties[] {
  const chooses = description.properties.some((property) => property.name === 'resource' || property.name === 'operation');
  const text: INodeProperties = {
    displayName: 'Description', name: 'toolDescription', type: 'string', default: description.description ?? '', required: true,
    typeOptions: { rows: 2 }, description: 'What the tool does and when to use it: the model reads this to choose it',
    ...(chooses ? { displayOptions: { show: { descriptionType: ['manual'] } } } : {}),
  };
  if (!chooses) return [text];
  return [{
    displayName: 'Tool Description', name: 'descriptionType', type: 'options', noDataExpression: true, default: 'auto',
    options: [
      { name: 'Set Automatically', value: 'auto', description: 'From the resource and operation chosen' },
      { name: 'Set Manually', value: 'manual', description: 'Written below' },
    ],
  }, text];
}

function toolDescriptionOf(context: ISupplyDataFunctions, base: INodeTypeDescription, itemIndex: number): string {
  const hasChoice = base.properties.some((property) => property.name === 'resource' || property.name === 'operation');
  if (!hasChoice || context.getNodeParameter('descriptionType', itemIndex, 'auto') === 'manual') {
    return String(context.getNodeParameter('toolDescription', itemIndex, base.description ?? '') || base.description || base.displayName);
  }
  const resource = context.getNodeParameter('resource', itemIndex, '');
  const operation = context.getNodeParameter('operation', itemIndex, '');
  const choice = [resource, operation].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return choice ? `${base.description ?? base.displayName} (${choice})` : base.description ?? base.displayName;
}

function variantOf(nodeType: INodeType): INodeType {
  const base = nodeType.description;
  const execute = nodeType.execute;
  if (!execute) throw new Error(`Node type "${base.name}" is marked usable as a tool but has no execute`);
  // A tool answers the agent only: the node's own webhooks (send and wait) are not offered.
  const { usableAsTool: _usable, webhooks: _webhooks, ...rest } = base;
  const description: INodeTypeDescription = {
    ...rest,
    name: `${base.name}${TOOL_SUFFIX}`,
    displayName: `${base.displayName} Tool`,
    inputs: [],
    outputs: ['ai_tool'],
    outputNames: ['Tool'],
    codex: { ...base.codex, categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Other Tools'] } },
    properties: [...descriptionProperties(base), ...base.properties],
  };
  return {
    description,
    async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
      // LangChain's tools load with the first tool built, not with the node library.
      const { callContextOf, fromAISchemaOf, nodeTool, toolNameOf } = await import('./node-tool.js');
      const node = this.getNode();
      const tool = nodeTool({
        name: toolNameOf(node.name),
        description: toolDescriptionOf(this, base, itemIndex),
        schema: fromAISchemaOf(node) ?? { type: 'object', properties: {} },
        context: this,
        run: async (args: IDataObject) => {
          const outputs = await execute.call(callContextOf(this, args, itemIndex));
          if (!outputs) throw new NodeOperationError(node, 'The node gave no output');
          return outputs.flat().map((item) => item.json);
        },
      });
      return { response: tool };
    },
  };
}

/** The `<type>Tool` variant of a node type, for its versions marked `usableAsTool`; undefined when none are. */
export function toolVariantOf(nodeType: INodeType | IVersionedNodeType): INodeType | IVersionedNodeType | undefined {
  if (!isVersionedNodeType(nodeType)) return nodeType.description.usableAsTool ? variantOf(nodeType) : undefined;
  const versions = Object.entries(nodeType.nodeVersions).filter(([, version]) => version.description.usableAsTool);
  if (versions.length === 0) return undefined;
  const variants = new Map<INodeType, INodeType>();
  const nodeVersions = Object.fromEntries(versions.map(([number, version]) => {
    if (!variants.has(version)) variants.set(version, variantOf(version));
    return [number, variants.get(version) as INodeType];
  }));
  const latest = Math.max(...versions.map(([number]) => Number(number)));
  const defaultVersion = nodeType.description.defaultVersion !== undefined && nodeVersions[nodeType.description.defaultVersion]
    ? nodeType.description.defaultVersion : latest;
  return new VersionedNodeType(nodeVersions, {
    ...nodeType.description, name: `${nodeType.description.name}${TOOL_SUFFIX}`, displayName: `${nodeType.description.displayName} Tool`, defaultVersion,
  });
}
