import { DEFAULT_WORKFLOW_NAME } from '../model/workflow.js';

export interface ImportDefaults {
  /** Makes an id for a node that has none. */
  newId: () => string;
  /**
   * The name given to a workflow that has none: `DEFAULT_WORKFLOW_NAME` unless told otherwise (the
   * file's name, say); `null` leaves a missing name missing (an update that does not rename).
   */
  name?: string | null;
}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Members n8n writes as `null` when they are empty; Weft's schemas take them as absent. */
const NULL_MEANS_ABSENT = ['meta', 'pinData', 'settings', 'tags'] as const;

/** Old exports name a node's credential by its name alone: `{"httpBasicAuth": "My account"}`. */
function credentialsOf(credentials: unknown): unknown {
  if (!isRecord(credentials)) return credentials;
  const result: JsonRecord = {};
  for (const [type, value] of Object.entries(credentials)) {
    result[type] = typeof value === 'string' ? { id: null, name: value } : value;
  }
  return result;
}

function nodeOf(node: unknown, defaults: ImportDefaults): unknown {
  if (!isRecord(node)) return node;
  const result: JsonRecord = { ...node };
  if (result.id === undefined || result.id === null || result.id === '') result.id = defaults.newId();
  if (result.credentials === null) delete result.credentials;
  else if (result.credentials !== undefined) result.credentials = credentialsOf(result.credentials);
  return result;
}

/** n8n pins plain objects as items: `[{"a": 1}]` stands for `[{"json": {"a": 1}}]`. */
function pinDataOf(pinData: unknown): unknown {
  if (!isRecord(pinData)) return pinData;
  const result: JsonRecord = {};
  for (const [node, items] of Object.entries(pinData)) {
    result[node] = Array.isArray(items)
      ? items.map((item: unknown) => (isRecord(item) && !Object.hasOwn(item, 'json') ? { json: item } : item))
      : items;
  }
  return result;
}

/**
 * A workflow as n8n reads it from an export or a paste: nodes without an id get one, credentials
 * named by a string become `{id: null, name}`, plain pinned objects become items, members written as
 * `null` are taken as absent, and a workflow without a name gets one. Anything else is left as it came
 * for the schemas to check; a value that is not an object is returned as it is.
 */
export function normalizeImportedWorkflow(value: unknown, defaults: ImportDefaults): unknown {
  if (!isRecord(value)) return value;
  const result: JsonRecord = { ...value };
  for (const key of NULL_MEANS_ABSENT) if (result[key] === null) delete result[key];
  const name = defaults.name === undefined ? DEFAULT_WORKFLOW_NAME : defaults.name;
  if ((result.name === undefined || result.name === null) && name !== null) result.name = name;
  if (Array.isArray(result.nodes)) result.nodes = result.nodes.map((node: unknown) => nodeOf(node, defaults));
  if (result.pinData !== undefined) result.pinData = pinDataOf(result.pinData);
  return result;
}
