import type { IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { jsonSchemaFromExample } from '../ai/json-schema-from-example.js';
import { objectSchema } from '../ai/output-parsers.js';
import { parseJsonParameter } from '../ai/tool-input-schema.js';
import type { JsonSchema } from '../ai/output-parsers.js';

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

/** The schema the extracted object must match, as the node's Schema Type asks. */
export function extractionSchema(context: IExecuteFunctions, itemIndex: number): JsonSchema {
  const schemaType = context.getNodeParameter('schemaType', itemIndex, 'fromAttributes') as string;
  if (schemaType === 'fromJson') {
    // From 1.2 every field of the example is required (the node's notice says so).
    return jsonSchemaFromExample(parseJsonParameter(context, 'jsonSchemaExample', itemIndex), context.getNode().typeVersion >= 1.2);
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
