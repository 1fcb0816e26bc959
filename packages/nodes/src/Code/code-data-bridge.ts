import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import type { SandboxDataBridge } from '@weft/engine';

/** What `$('Node')` is in the expression data proxy (the members the sandbox may ask for). */
interface NodeReference {
  all(branchIndex?: number, runIndex?: number): INodeExecutionData[];
  first(branchIndex?: number, runIndex?: number): INodeExecutionData | undefined;
  last(branchIndex?: number, runIndex?: number): INodeExecutionData | undefined;
  readonly item: INodeExecutionData;
  itemMatching(itemIndex: number): INodeExecutionData;
  readonly params: object;
  readonly isExecuted: boolean;
}

interface InputReference {
  all(): INodeExecutionData[];
  first(): INodeExecutionData | undefined;
  last(): INodeExecutionData | undefined;
  readonly params: object;
}

interface LegacyNodeData {
  readonly json: object;
  readonly binary: object;
  readonly parameter: object;
  readonly runIndex: number;
}

/** Branch and run indexes as the code gave them: whole numbers, or left out. */
function indexes(args: unknown[]): Array<number | undefined> {
  return args.map((arg) => {
    if (arg === null || arg === undefined) return undefined;
    if (typeof arg !== 'number' || !Number.isInteger(arg)) throw new TypeError(`Expected a whole number, got ${JSON.stringify(arg)}`);
    return arg;
  });
}

/**
 * The Code node's answers about other nodes, taken from the same data proxy expressions use (so
 * `$('Node').item` follows paired items exactly as `{{ $('Node').item }}` does). The sandbox copies
 * every answer into the isolate as JSON.
 */
export function createCodeDataBridge(context: IExecuteFunctions): SandboxDataBridge {
  const proxy = (itemIndex: number) => context.getWorkflowDataProxy(itemIndex);
  return {
    node(nodeName, member, args, itemIndex) {
      const reference = (proxy(itemIndex).$ as (name: string) => NodeReference)(nodeName);
      const [branchIndex, runIndex] = indexes(args);
      switch (member) {
        case 'all': return reference.all(branchIndex, runIndex);
        case 'first': return reference.first(branchIndex, runIndex);
        case 'last': return reference.last(branchIndex, runIndex);
        case 'item': return reference.item;
        case 'itemMatching': return reference.itemMatching(branchIndex ?? itemIndex);
        case 'params': return reference.params;
        case 'isExecuted': return reference.isExecuted;
      }
    },
    input(member, _args, itemIndex) {
      const input = proxy(itemIndex).$input as InputReference;
      switch (member) {
        case 'all': return input.all();
        case 'first': return input.first();
        case 'last': return input.last();
        case 'params': return input.params;
      }
    },
    legacyNode(nodeName, itemIndex) {
      const data = (proxy(itemIndex).$node as Record<string, LegacyNodeData>)[nodeName];
      if (!data) return undefined;
      return { json: data.json, binary: data.binary, parameter: data.parameter, runIndex: data.runIndex };
    },
    items(args) {
      const [name, ...rest] = args;
      if (name !== undefined && name !== null && typeof name !== 'string') throw new TypeError('$items() needs the name of a node');
      const [outputIndex, runIndex] = indexes(rest);
      return (proxy(0).$items as (name?: string, outputIndex?: number, runIndex?: number) => INodeExecutionData[])(
        name ?? undefined, outputIndex, runIndex);
    },
    jmespath(data, expression) {
      return (proxy(0).$jmespath as (data: unknown, expression: string) => unknown)(data, expression);
    },
    // Asked for on first use only: asking creates the entry in the workflow's static data.
    staticData: (type) => context.getWorkflowStaticData(type),
    async prepareBinaryData(base64, fileName, mimeType) {
      return await context.helpers.prepareBinaryData(Buffer.from(base64, 'base64'), fileName, mimeType) as unknown as IDataObject;
    },
    async binaryDataBase64(itemIndex, propertyName) {
      return Buffer.from(await context.helpers.getBinaryDataBuffer(itemIndex, propertyName)).toString('base64');
    },
  };
}
