import type { IDataObject, INodeParameters } from '@weft/workflow';
import type { ToolArgumentsSchema } from '../ai/node-tool.js';

/*
 * The HTTP Request tool's placeholders: `{name}` in the URL or a JSON template, a query/header/body
 * field the model provides, or a whole query/headers/body the model writes. Each becomes a field of
 * the tool's arguments, described and typed by the placeholder definitions.
 */

export type PlaceholderType = 'not specified' | 'string' | 'number' | 'boolean' | 'json';
export interface Placeholder { name: string; description?: string; type: PlaceholderType; required: boolean }

export const PARTS = ['Query', 'Headers', 'Body'] as const;
export type Part = typeof PARTS[number];
/** The argument the model fills when it writes a whole part itself. */
export const WHOLE_PART_ARGUMENT: Record<Part, string> = { Query: 'query', Headers: 'headers', Body: 'body' };

export interface KeyPair { name?: string; valueProvider?: 'modelRequired' | 'modelOptional' | 'fieldValue'; value?: string }

const PLACEHOLDER = /\{([a-zA-Z0-9_-]+)\}/g;

/** Placeholder names in a text; expression segments (`{{ }}`) are not placeholders. */
export function placeholdersIn(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const plain = text.replace(/\{\{[\s\S]*?\}\}/g, '');
  return [...plain.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

/** Every placeholder of the node's (raw) parameters, with its definition. */
export function collectPlaceholders(parameters: INodeParameters): Placeholder[] {
  const found = new Map<string, Placeholder>();
  const add = (name: string, required: boolean) => {
    const known = found.get(name);
    if (known) known.required ||= required;
    else found.set(name, { name, type: 'not specified', required });
  };
  placeholdersIn(parameters.url).forEach((name) => add(name, true));
  for (const part of PARTS) {
    if (parameters[`send${part}`] !== true) continue;
    const specify = parameters[`specify${part}`] ?? 'keypair';
    if (specify === 'json') placeholdersIn(parameters[`json${part}`]).forEach((name) => add(name, true));
    else if (specify === 'model') {
      add(WHOLE_PART_ARGUMENT[part], true);
      found.get(WHOLE_PART_ARGUMENT[part])!.type = 'json';
    } else {
      const pairs = ((parameters[`parameters${part}`] as { values?: KeyPair[] } | undefined)?.values ?? []);
      for (const pair of pairs) {
        if (!pair.name) continue;
        if ((pair.valueProvider ?? 'modelRequired') !== 'fieldValue') add(pair.name, (pair.valueProvider ?? 'modelRequired') === 'modelRequired');
        else placeholdersIn(pair.value).forEach((name) => add(name, true));
      }
    }
  }
  const definitions = ((parameters.placeholderDefinitions as { values?: Array<{ name?: string; description?: string; type?: PlaceholderType }> } | undefined)?.values ?? []);
  for (const definition of definitions) {
    const placeholder = definition.name ? found.get(definition.name) : undefined;
    if (!placeholder) continue;
    if (definition.description) placeholder.description = definition.description;
    if (definition.type && definition.type !== 'not specified') placeholder.type = definition.type;
  }
  return [...found.values()];
}

const SCHEMA_TYPES: Record<PlaceholderType, object> = {
  'not specified': { type: 'string' },
  string: { type: 'string' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  json: { type: 'object', additionalProperties: true },
};

export function placeholderSchema(placeholders: Placeholder[]): ToolArgumentsSchema {
  const properties: Record<string, object> = {};
  for (const placeholder of placeholders) {
    properties[placeholder.name] = { ...SCHEMA_TYPES[placeholder.type], ...(placeholder.description ? { description: placeholder.description } : {}) };
  }
  return { type: 'object', properties, required: placeholders.filter((placeholder) => placeholder.required).map((placeholder) => placeholder.name) };
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The URL with its placeholders filled (each value URL-encoded). */
export function fillUrl(url: string, args: IDataObject): string {
  return url.replace(PLACEHOLDER, (whole, name: string) => (name in args ? encodeURIComponent(asText(args[name])) : whole));
}

/**
 * A JSON template with its placeholders filled: `"{name}"` becomes the value as JSON (keeping its type),
 * `{name}` inside a longer string the value's text, elsewhere the value as JSON.
 */
export function fillJsonTemplate(template: string, args: IDataObject): string {
  return template
    .replace(/"\{([a-zA-Z0-9_-]+)\}"/g, (whole, name: string) => (name in args ? JSON.stringify(args[name]) : whole))
    .replace(/("(?:[^"\\]|\\.)*")|\{([a-zA-Z0-9_-]+)\}/g, (whole, quoted: string | undefined, name: string | undefined) => {
      if (quoted !== undefined) {
        return quoted.replace(PLACEHOLDER, (inner, key: string) => (key in args ? JSON.stringify(asText(args[key])).slice(1, -1) : inner));
      }
      return name !== undefined && name in args ? JSON.stringify(args[name]) : whole;
    });
}
