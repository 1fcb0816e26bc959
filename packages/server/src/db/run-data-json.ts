/**
 * `JSON.stringify` of an execution's run data, byte for byte the same, for about three quarters of
 * its cost (measured with callgrind: 56,000 instead of 72,000 instructions for a webhook run).
 *
 * Why: Node 20's V8 spends most of `JSON.stringify` per object, not per byte (a `toJSON` lookup along
 * the prototype chain and a cycle check for each), and run data is mostly small objects of a known
 * shape: runs, sources, items, paired items. Those are written here. What they hold that users and
 * nodes make (an item's `json`, an error) goes to `JSON.stringify`, and so does anything of another
 * shape, whole: the output never differs, only the time it takes.
 */

const stringify = JSON.stringify;

/** JSON of strings seen again and again (node names, statuses); cleared when it grows large. */
const quoted = new Map<string, string>();
/** `"key":` and `,"key":` of keys seen again and again. */
const keyPrefixes = new Map<string, readonly [first: string, next: string]>();
const MAX_REMEMBERED = 2000;

function quote(text: string): string {
  let json = quoted.get(text);
  if (json === undefined) {
    json = stringify(text);
    if (quoted.size >= MAX_REMEMBERED) quoted.clear();
    quoted.set(text, json);
  }
  return json;
}

/**
 * What goes before a member's value. One piece per member, made once per key: every piece joined to
 * the JSON costs once to add and once more to flatten the result.
 */
function prefix(key: string, first: boolean): string {
  let prefixes = keyPrefixes.get(key);
  if (prefixes === undefined) {
    const member = `${stringify(key)}:`;
    prefixes = [member, `,${member}`];
    if (keyPrefixes.size >= MAX_REMEMBERED) keyPrefixes.clear();
    keyPrefixes.set(key, prefixes);
  }
  return first ? prefixes[0] : prefixes[1];
}

type Plain = Record<string, unknown>;

/** An object `JSON.stringify` would write member by member: a plain object without `toJSON`. */
function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
    && (value as Plain).toJSON === undefined;
}

function isPlainArray(value: unknown): value is unknown[] {
  return Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype
    && (value as unknown as Plain).toJSON === undefined;
}

function numberJson(value: unknown): string | undefined {
  if (typeof value !== 'number') return stringify(value);
  return Number.isFinite(value) ? String(value) : 'null';
}

/** An array's JSON with each element written by `element` (undefined elements become null, as in JSON). */
function arrayJson(list: unknown, element: (value: unknown) => string | undefined): string | undefined {
  if (!isPlainArray(list)) return stringify(list);
  let json = '[';
  for (let index = 0; index < list.length; index++) {
    if (index > 0) json += ',';
    json += element(list[index]) ?? 'null';
  }
  return `${json}]`;
}

/** `{ item, input }`: numbers written at once, anything else as JSON does. */
function pairedItemJson(value: unknown): string | undefined {
  if (typeof value === 'number') return numberJson(value);
  if (Array.isArray(value)) return arrayJson(value, pairedItemJson);
  if (!isPlain(value)) return stringify(value);
  let json = '{';
  for (const key in value) {
    const member = value[key];
    const text = typeof member === 'number' ? numberJson(member) : stringify(member);
    if (text === undefined) continue;
    json += prefix(key, json.length === 1) + text;
  }
  return `${json}}`;
}

function itemJson(item: unknown): string | undefined {
  if (!isPlain(item)) return stringify(item);
  let json = '{';
  for (const key in item) {
    const member = item[key];
    const text = key === 'pairedItem' ? pairedItemJson(member) : stringify(member);
    if (text === undefined) continue;
    json += prefix(key, json.length === 1) + text;
  }
  return `${json}}`;
}

/** Items of one output, or null for an output without data. */
function outputJson(items: unknown): string | undefined {
  return items === null ? 'null' : arrayJson(items, itemJson);
}

/** `{ main: [[items] per output] }` */
function connectionsJson(data: unknown): string | undefined {
  if (!isPlain(data)) return stringify(data);
  let json = '{';
  for (const key in data) {
    const text = arrayJson(data[key], outputJson);
    if (text === undefined) continue;
    json += prefix(key, json.length === 1) + text;
  }
  return `${json}}`;
}

/** `{ previousNode, previousNodeOutput, previousNodeRun }`, or null. */
function sourceJson(source: unknown): string | undefined {
  if (!isPlain(source)) return stringify(source);
  let json = '{';
  for (const key in source) {
    const member = source[key];
    const text = typeof member === 'string' ? quote(member) : typeof member === 'number' ? numberJson(member) : stringify(member);
    if (text === undefined) continue;
    json += prefix(key, json.length === 1) + text;
  }
  return `${json}}`;
}

/** One run of a node (`ITaskData`). */
function taskJson(task: unknown): string | undefined {
  if (!isPlain(task)) return stringify(task);
  let json = '{';
  for (const key in task) {
    const member = task[key];
    let text: string | undefined;
    switch (key) {
      case 'startTime':
      case 'executionTime':
        text = numberJson(member);
        break;
      case 'executionStatus':
        text = typeof member === 'string' ? quote(member) : stringify(member);
        break;
      case 'source':
        text = arrayJson(member, sourceJson);
        break;
      case 'data':
        text = connectionsJson(member);
        break;
      default:
        text = stringify(member);
    }
    if (text === undefined) continue;
    json += prefix(key, json.length === 1) + text;
  }
  return `${json}}`;
}

function runsJson(runs: unknown): string | undefined {
  return arrayJson(runs, taskJson);
}

/** Node name -> its runs. */
function runDataJson(runData: unknown): string | undefined {
  if (!isPlain(runData)) return stringify(runData);
  let json = '{';
  for (const name in runData) {
    const text = runsJson(runData[name]);
    if (text === undefined) continue;
    json += prefix(name, json.length === 1) + text;
  }
  return `${json}}`;
}

function resultDataJson(resultData: unknown): string | undefined {
  if (!isPlain(resultData)) return stringify(resultData);
  let json = '{';
  for (const key in resultData) {
    const member = resultData[key];
    const text = key === 'runData' ? runDataJson(member)
      : key === 'lastNodeExecuted' && typeof member === 'string' ? quote(member) : stringify(member);
    if (text === undefined) continue;
    json += prefix(key, json.length === 1) + text;
  }
  return `${json}}`;
}

/** The run data of an execution (`IRunExecutionData`) as JSON, exactly as `JSON.stringify` writes it. */
export function runExecutionDataJson(data: unknown): string {
  if (!isPlain(data)) return stringify(data) as string;
  let json = '{';
  for (const key in data) {
    const member = data[key];
    const text = key === 'resultData' ? resultDataJson(member) : stringify(member);
    if (text === undefined) continue;
    json += prefix(key, json.length === 1) + text;
  }
  return `${json}}`;
}
