import type {
  IGetNodeParameterOptions, INode, INodeParameters, INodeType, NodeParameterValueType,
} from '@weft/workflow';
import { resolveNodeParameters } from '@weft/workflow';
import { NodeOperationError } from '../errors/node-error.js';
import { getPath } from '../utils/object-path.js';

type ParameterValue = NodeParameterValueType | object;

function isResourceLocator(value: unknown): value is { __rl: true; value: unknown } {
  return typeof value === 'object' && value !== null && (value as { __rl?: unknown }).__rl === true;
}

function ensureType(node: INode, name: string, value: unknown, type: NonNullable<IGetNodeParameterOptions['ensureType']>): ParameterValue {
  const fail = () => new NodeOperationError(node, `Parameter "${name}" must be of type ${type}`, {
    description: `The value given is ${JSON.stringify(value)}.`,
  });
  switch (type) {
    case 'string':
      return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    case 'number': {
      const number = Number(value);
      if (Number.isNaN(number) || value === '' || value === null) throw fail();
      return number;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw fail();
    case 'object':
    case 'json':
    case 'array': {
      let parsed = value;
      if (typeof value === 'string') {
        try {
          parsed = JSON.parse(value);
        } catch {
          throw fail();
        }
      }
      const ok = type === 'array' ? Array.isArray(parsed) : typeof parsed === 'object' && parsed !== null;
      if (!ok) throw fail();
      return parsed as ParameterValue;
    }
  }
}

/** `getNodeParameter` for one node: its parameters resolved once, read by path. */
export class NodeParameterReader {
  private resolved: INodeParameters | undefined;

  constructor(private readonly node: INode, private readonly nodeType: INodeType) {}

  all(): INodeParameters {
    this.resolved ??= resolveNodeParameters(this.nodeType.description.properties ?? [], this.node.parameters ?? {}, {
      returnDefaults: true, nodeTypeVersion: this.node.typeVersion,
    });
    return this.resolved;
  }

  get(name: string, _itemIndex: number, fallbackValue?: unknown, options?: IGetNodeParameterOptions): ParameterValue {
    const value = getPath(this.all(), name);
    if (value === undefined) {
      if (fallbackValue !== undefined) return fallbackValue as ParameterValue;
      throw new NodeOperationError(this.node, `Could not read parameter "${name}"`, {
        description: `The node type "${this.node.type}" (version ${this.node.typeVersion}) has no parameter "${name}" shown for the current settings.`,
      });
    }
    // Expressions arrive with the expression engine: until then a value starting with '=' is returned
    // as it is, and `_itemIndex` (the item an expression would be evaluated for) is unused.
    let result = (typeof value === 'object' && value !== null ? structuredClone(value) : value) as ParameterValue;
    if (options?.extractValue && isResourceLocator(result)) result = result.value as ParameterValue;
    if (options?.ensureType && !options.rawExpressions) result = ensureType(this.node, name, result, options.ensureType);
    return result;
  }
}
