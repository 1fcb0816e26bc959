/**
 * What a user sees of a run, in a form both n8n's and Weft's run data reduce to: per node, per run, the
 * items of each output (JSON and binary metadata) or the error message. Times, ids, sources and hints
 * differ between the two products without a user noticing, so they are left out.
 */
export interface ItemRecord {
  json: unknown;
  binary?: Record<string, BinaryRecord>;
}

export interface BinaryRecord {
  mimeType?: string;
  fileName?: string;
  fileExtension?: string;
  data?: string;
}

export interface NodeRunRecord {
  /** Items per output of the `main` connection; `null` where an output sent nothing. */
  outputs?: Array<ItemRecord[] | null>;
  error?: string;
}

export interface RunRecord {
  nodes: Record<string, NodeRunRecord[]>;
  /** The message of the error that stopped the run, if one did. */
  error?: string;
}

interface RawItem {
  json?: unknown;
  binary?: Record<string, Record<string, unknown>>;
}

interface RawTaskData {
  data?: { main?: Array<RawItem[] | null> };
  error?: { message?: string };
}

export interface RawRunData {
  resultData: { runData: Record<string, RawTaskData[]>; error?: { message?: string } };
}

/** Reduces a run's data (n8n's or Weft's, as stored: JSON) to its record. */
export function toRunRecord(data: RawRunData): RunRecord {
  // A JSON round trip first, as both products store executions: `undefined` values drop out alike.
  const stored = JSON.parse(JSON.stringify(data)) as RawRunData;
  const nodes: RunRecord['nodes'] = {};
  for (const [name, runs] of Object.entries(stored.resultData.runData)) {
    nodes[name] = runs.map(toNodeRunRecord);
  }
  const record: RunRecord = { nodes };
  const message = stored.resultData.error?.message;
  if (message !== undefined) record.error = message;
  return record;
}

function toNodeRunRecord(task: RawTaskData): NodeRunRecord {
  const record: NodeRunRecord = {};
  const main = task.data?.main;
  if (main) record.outputs = main.map((items) => (items ? items.map(toItemRecord) : null));
  if (task.error?.message !== undefined) record.error = task.error.message;
  return record;
}

function toItemRecord(item: RawItem): ItemRecord {
  const record: ItemRecord = { json: item.json ?? {} };
  if (item.binary && Object.keys(item.binary).length > 0) {
    record.binary = {};
    for (const [key, binary] of Object.entries(item.binary)) {
      record.binary[key] = pickBinary(binary);
    }
  }
  return record;
}

function pickBinary(binary: Record<string, unknown>): BinaryRecord {
  const picked: BinaryRecord = {};
  for (const field of ['mimeType', 'fileName', 'fileExtension', 'data'] as const) {
    const value = binary[field];
    if (typeof value === 'string') picked[field] = value;
  }
  return picked;
}
