import type { IExecuteFunctions, ISupplyDataFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { ToolArgumentsSchema } from './node-tool.js';

/** The JSON schema a value is an example of: every field of an example object is required. */
export function schemaOfExample(value: unknown): Record<string, unknown> {
  if (Array.isArray(value)) return { type: 'array', items: value.length > 0 ? schemaOfExample(value[0]) : {} };
  if (value === null) return { type: 'null' };
  switch (typeof value) {
    case 'string': return { type: 'string' };
    case 'number': return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'boolean': return { type: 'boolean' };
    case 'object': {
      const properties = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, schemaOfExample(entry)]));
      return { type: 'object', properties, required: Object.keys(properties) };
    }
    default: return {};
  }
}

/** A JSON parameter (`inputSchema` or `jsonSchemaExample`) as a value; text that is not JSON is the user's error. */
export function parseJsonParameter(context: ISupplyDataFunctions | IExecuteFunctions, parameter: string, itemIndex: number): unknown {
  const raw = context.getNodeParameter(parameter, itemIndex, '');
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new NodeOperationError(context.getNode(), `The ${parameter === 'inputSchema' ? 'input schema' : 'JSON example'} is not valid JSON`, {
      itemIndex, description: (error as Error).message,
    });
  }
}

/**
 * The input schema a tool node specifies (`specifyInputSchema`): generated from a JSON example, or
 * given as a JSON schema. Undefined when the node takes a single text input.
 */
export function specifiedInputSchema(context: ISupplyDataFunctions, itemIndex: number): ToolArgumentsSchema | undefined {
  if (context.getNodeParameter('specifyInputSchema', itemIndex, false) !== true) return undefined;
  const schemaType = context.getNodeParameter('schemaType', itemIndex, 'fromJson');
  const schema = schemaType === 'manual'
    ? parseJsonParameter(context, 'inputSchema', itemIndex) as Record<string, unknown>
    : schemaOfExample(parseJsonParameter(context, 'jsonSchemaExample', itemIndex));
  if (typeof schema !== 'object' || schema === null || schema.type !== 'object' || typeof schema.properties !== 'object') {
    throw new NodeOperationError(context.getNode(), 'The input schema must describe an object', {
      itemIndex, description: 'The tool\'s arguments are named fields: give an object ({ "field": ... }) or a schema of type "object".',
    });
  }
  return schema as unknown as ToolArgumentsSchema;
}
