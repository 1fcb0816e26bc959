type JsonSchema = Record<string, unknown>;

/**
 * A JSON schema that the example satisfies: the type of each value, objects' properties, arrays' item
 * types (merged over the items). With `required`, every property of every object is required.
 */
export function jsonSchemaFromExample(example: unknown, required: boolean): JsonSchema {
  if (example === null) return { type: 'null' };
  if (Array.isArray(example)) {
    if (example.length === 0) return { type: 'array' };
    const schemas = example.map((item) => jsonSchemaFromExample(item, required));
    const distinct = schemas.filter((schema, index) => schemas.findIndex((other) => JSON.stringify(other) === JSON.stringify(schema)) === index);
    return { type: 'array', items: distinct.length === 1 ? distinct[0] : mergedItems(distinct) };
  }
  if (typeof example === 'object') {
    const properties = Object.fromEntries(Object.entries(example as Record<string, unknown>).map(([key, value]) => [key, jsonSchemaFromExample(value, required)]));
    return { type: 'object', properties, ...(required ? { required: Object.keys(properties) } : {}) };
  }
  if (typeof example === 'number') return { type: Number.isInteger(example) ? 'integer' : 'number' };
  return { type: typeof example };
}

/** Items of several shapes: objects merge their properties (required only where all have them); else any of the types. */
function mergedItems(schemas: JsonSchema[]): JsonSchema {
  if (schemas.every((schema) => schema.type === 'object')) {
    const properties: Record<string, JsonSchema> = {};
    for (const schema of schemas) Object.assign(properties, schema.properties as Record<string, JsonSchema>);
    const requiredLists = schemas.map((schema) => schema.required as string[] | undefined);
    const merged: JsonSchema = { type: 'object', properties };
    if (requiredLists.every(Boolean)) merged.required = Object.keys(properties).filter((key) => requiredLists.every((list) => list?.includes(key)));
    return merged;
  }
  const types = [...new Set(schemas.map((schema) => schema.type as string))];
  if (types.length === 2 && types.includes('integer') && types.includes('number')) return { type: 'number' };
  return { anyOf: schemas };
}
