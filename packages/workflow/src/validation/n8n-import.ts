import { DEFAULT_WORKFLOW_NAME } from '../model/workflow.js';

export interface ImportDefaults {
  /** Makes an id for a node that has none. */
  newId: () => string;
  /**
   * The name given to a workflow that has none: `DEFAULT_WORKFLOW_NAME` unless told otherwise (the
   * file's name, say); `null` leaves a missing name missing (an update that does not rename).
   */
  name?: string | null;
  /**
   * Whether an empty name counts as none: true for files and pastes (n8n's exports carry `"name": ""`
   * where a workflow was never named); the REST API refuses an empty name instead.
   */
  emptyNameIsMissing?: boolean;
}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Members n8n writes as `null` when they are empty; Weft's schemas take them as absent. */
const NULL_MEANS_ABSENT = ['meta', 'pinData', 'settings', 'tags'] as const;

/** Node members n8n writes as `null` when they are unset (`"waitBetweenTries": null`). */
const NODE_NULL_MEANS_ABSENT = [
  'credentials', 'disabled', 'notes', 'notesInFlow', 'webhookId', 'alwaysOutputData', 'executeOnce', 'continueOnFail',
  'onError', 'retryOnFail', 'maxTries', 'waitBetweenTries', 'color',
] as const;

/**
 * A node's credential as `{id, name}`. Old exports name it by its name alone (`"My account"`); some
 * give only an id or only a name: the missing half is `null` (id) or empty (name), and the editor then
 * shows the credential as one to select. An entry with neither is dropped: nothing identifies it.
 */
function credentialOf(value: unknown): unknown {
  if (typeof value === 'string') return { id: null, name: value };
  if (!isRecord(value)) return value;
  const id = typeof value.id === 'number' ? String(value.id) : value.id;
  const hasId = typeof id === 'string' && id !== '';
  const hasName = typeof value.name === 'string' && value.name !== '';
  if (!hasId && !hasName) return undefined;
  return { ...value, id: hasId ? id : null, name: hasName ? value.name : '' };
}

function credentialsOf(credentials: unknown): unknown {
  if (!isRecord(credentials)) return credentials;
  const result: JsonRecord = {};
  for (const [type, value] of Object.entries(credentials)) {
    const credential = credentialOf(value);
    if (credential !== undefined) result[type] = credential;
  }
  return result;
}

/** A whole number written as text (`"1000"`), as some exports carry retry settings. */
function numberOf(value: unknown): unknown {
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
}

function nodeOf(node: unknown, defaults: ImportDefaults): unknown {
  if (!isRecord(node)) return node;
  const result: JsonRecord = { ...node };
  if (result.id === undefined || result.id === null || result.id === '') result.id = defaults.newId();
  for (const key of NODE_NULL_MEANS_ABSENT) if (result[key] === null) delete result[key];
  if (result.credentials !== undefined) result.credentials = credentialsOf(result.credentials);
  for (const key of ['maxTries', 'waitBetweenTries'] as const) if (result[key] !== undefined) result[key] = numberOf(result[key]);
  return result;
}

/**
 * Connections as n8n reads them: a connection without `type` has the type of the output it is listed
 * under (`main`), one without `index` goes to the first input, and an index written as text is a number.
 */
function connectionsOf(connections: unknown): unknown {
  if (!isRecord(connections)) return connections;
  const result: JsonRecord = {};
  for (const [source, byType] of Object.entries(connections)) {
    if (!isRecord(byType)) {
      result[source] = byType;
      continue;
    }
    const types: JsonRecord = {};
    for (const [type, outputs] of Object.entries(byType)) {
      types[type] = Array.isArray(outputs)
        ? outputs.map((targets: unknown) => (Array.isArray(targets) ? targets.map((target: unknown) => connectionOf(target, type)) : targets))
        : outputs;
    }
    result[source] = types;
  }
  return result;
}

function connectionOf(target: unknown, type: string): unknown {
  if (!isRecord(target)) return target;
  const result: JsonRecord = { ...target };
  if (result.type === undefined || result.type === null || result.type === '') result.type = type;
  if (result.index === undefined || result.index === null || result.index === '') result.index = 0;
  else result.index = numberOf(result.index);
  return result;
}

/** `"true"` and `"false"`, as some exports write `active`. */
function booleanOf(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** Static data written as JSON text; empty text is no static data. */
function staticDataOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) || parsed === null ? parsed : value;
  } catch {
    return value;
  }
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
 * named by a string (or given by only an id or a name) become `{id, name}`, connections without a type
 * or an index get their defaults, plain pinned objects become items, members written as `null` are
 * taken as absent, `active` and `staticData` written as text are read, and a workflow without a name
 * gets one. Anything else is left as it came for the schemas to check; a value
 * that is not an object is returned as it is.
 */
export function normalizeImportedWorkflow(value: unknown, defaults: ImportDefaults): unknown {
  if (!isRecord(value)) return value;
  const result: JsonRecord = { ...value };
  for (const key of NULL_MEANS_ABSENT) if (result[key] === null) delete result[key];
  const name = defaults.name === undefined ? DEFAULT_WORKFLOW_NAME : defaults.name;
  if (defaults.emptyNameIsMissing && typeof result.name === 'string' && result.name.trim() === '') delete result.name;
  if ((result.name === undefined || result.name === null) && name !== null) result.name = name;
  if (Array.isArray(result.nodes)) result.nodes = result.nodes.map((node: unknown) => nodeOf(node, defaults));
  if (result.connections !== undefined) result.connections = connectionsOf(result.connections);
  if (result.active !== undefined) result.active = booleanOf(result.active);
  if (result.staticData !== undefined) result.staticData = staticDataOf(result.staticData);
  if (result.pinData !== undefined) result.pinData = pinDataOf(result.pinData);
  return result;
}
