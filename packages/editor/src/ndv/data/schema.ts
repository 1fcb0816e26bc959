import type { IDataObject } from '@weft/workflow';

export type SchemaType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array' | 'undefined' | 'bigint' | 'other';

export interface SchemaField {
  /** Dotted path with [] for array elements, e.g. `customer.tags[0]`. */
  path: string;
  /** Nesting level, for indentation. */
  depth: number;
  type: SchemaType;
  /** A sample value for leaves (first one met), cut short. */
  sample?: string;
}

const SAMPLE_MAX_LENGTH = 60;
/** Nesting followed before a branch is shown as a plain object. */
const SCHEMA_MAX_DEPTH = 10;

function typeOf(value: unknown): SchemaType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'object' || type === 'undefined' || type === 'bigint') return type;
  return 'other';
}

function sampleOf(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  return text.length > SAMPLE_MAX_LENGTH ? `${text.slice(0, SAMPLE_MAX_LENGTH)}…` : text;
}

interface FieldNode {
  field: SchemaField;
  children: Map<string, FieldNode>;
}

const isBranch = (type: SchemaType) => type === 'object' || type === 'array';

/**
 * The fields of the given items merged into one list: each path once, under its parent, in order of
 * first appearance, typed by its first non-null value with a sample of that value. Run on a page of
 * items, not all of them.
 */
export function deriveSchema(items: readonly { json: IDataObject }[]): SchemaField[] {
  const roots = new Map<string, FieldNode>();
  const visit = (siblings: Map<string, FieldNode>, value: unknown, path: string, depth: number) => {
    const type = typeOf(value);
    let node = siblings.get(path);
    if (!node) {
      node = { field: { path, depth, type, sample: isBranch(type) ? undefined : sampleOf(value) }, children: new Map() };
      siblings.set(path, node);
    } else if (node.field.type === 'null' && type !== 'null') {
      Object.assign(node.field, { type, sample: isBranch(type) ? undefined : sampleOf(value) });
    }
    if (depth >= SCHEMA_MAX_DEPTH) return;
    if (type === 'object') {
      for (const [key, child] of Object.entries(value as IDataObject)) visit(node.children, child, `${path}.${key}`, depth + 1);
    } else if (type === 'array') {
      (value as unknown[]).forEach((child, index) => visit(node.children, child, `${path}[${index}]`, depth + 1));
    }
  };
  for (const item of items) {
    for (const [key, value] of Object.entries(item.json ?? {})) visit(roots, value, key, 0);
  }
  const fields: SchemaField[] = [];
  const flatten = (nodes: Map<string, FieldNode>) => {
    for (const node of nodes.values()) {
      fields.push(node.field);
      flatten(node.children);
    }
  };
  flatten(roots);
  return fields;
}

/** The last step of a field path, as the schema view labels it: `city` of `address.city`, `[0]` of `tags[0]`. */
export function fieldName(path: string): string {
  return /(\[\d+\]|[^.[\]]+)$/.exec(path)?.[0] ?? path;
}
