import type { IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { objectSchema } from '../ai/structured-answer.js';
import type { JsonSchema } from '../ai/structured-answer.js';

interface Attribute { name?: string; type?: 'string' | 'number' | 'boolean' | 'date'; description?: string; required?: boolean }

/** The schema of the listed attributes: each typed and described; dates as ISO dates; only required ones required. */
function schemaFromAttributes(attributes: Attribute[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const { name = '', type = 'string', description = '' } of attributes) {
    const typed = type === 'date' ? { type: 'string', format: 'date' } : { type };
    properties[name] = { ...typed, description };
  }
  return objectSchema(properties, attributes.filter((attribute) => attribute.required === true).map(({ name = '' }) => name));
}

/** A schema that the example matches: arrays typed by their first element; with `required`, every object field required. */
export function schemaFromExample(example: unknown, required: boolean): JsonSchema {
  if (Array.isArray(example)) {
    return example.length > 0 ? { type: 'array', items: schemaFromExample(example[0], required) } : { type: 'array' };
  }
  if (example === null) return { type: 'null' };
  if (typeof example === 'object') {
    const properties = Object.fromEntries(Object.entries(example).map(([key, value]) => [key, schemaFromExample(value, required)]));
    return { type: 'object', properties, ...(required ? { required: Object.keys(properties) } : {}) };
  }
  if (typeof example === 'number') return { type: Number.isInteger(example) ? 'integer' : 'number' };
  return { type: typeof example };
}

function parseJsonParameter(context: IExecuteFunctions, name: string, itemIndex: number): unknown {
  const value = context.getNodeParameter(name, itemIndex) as unknown;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch (error) {
    throw new NodeOperationError(context.getNode(), `The ${name === 'inputSchema' ? 'input schema' : 'JSON example'} is not valid JSON`, {
      itemIndex, description: (error as Error).message,
    });
  }
}

/** The schema the extracted object must match, as the node's Schema Type asks. */
export function extractionSchema(context: IExecuteFunctions, itemIndex: number): JsonSchema {
  const schemaType = context.getNodeParameter('schemaType', itemIndex, 'fromAttributes') as string;
  if (schemaType === 'fromJson') {
    // From 1.2 every field of the example is required (the node's notice says so).
    return schemaFromExample(parseJsonParameter(context, 'jsonSchemaExample', itemIndex), context.getNode().typeVersion >= 1.2);
  }
  if (schemaType === 'manual') {
    const schema = parseJsonParameter(context, 'inputSchema', itemIndex);
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
      throw new NodeOperationError(context.getNode(), 'The input schema must be a JSON object', { itemIndex });
    }
    return schema as JsonSchema;
  }
  const attributes = (context.getNodeParameter('attributes.attributes', itemIndex, []) as Attribute[]) ?? [];
  if (attributes.length === 0) throw new NodeOperationError(context.getNode(), 'At least one attribute must be specified', { itemIndex });
  return schemaFromAttributes(attributes);
}
