/**
 * What the expression and code editors offer at the cursor, as plain data (the CodeMirror adapters
 * turn it into completions). Pure: given the text before the cursor and what the node can see.
 */

export interface CompletionItem {
  label: string;
  /** Text inserted instead of the label, when it differs (e.g. `$('Node')` for a node name). */
  apply?: string;
  detail?: string;
  /** The dot before the word is replaced too (a bracketed key: `$json["first name"]`). */
  replacesDot?: boolean;
  kind: 'variable' | 'function' | 'property' | 'node';
}

export interface CompletionResult {
  /** Offset in the text before the cursor where the replaced word starts. */
  from: number;
  items: CompletionItem[];
}

export interface CompletionFacts {
  nodeNames: readonly string[];
  /** The current input item's JSON, for the field names after `$json.`. */
  json: unknown;
}

export const EXPRESSION_VARIABLES_OFFERED: readonly CompletionItem[] = [
  { label: '$json', kind: 'variable', detail: 'The current input item\'s data' },
  { label: '$binary', kind: 'variable', detail: 'The current input item\'s binary data' },
  { label: '$input', kind: 'variable', detail: 'The node\'s input items' },
  { label: '$node', kind: 'variable', detail: 'Other nodes\' data, by name' },
  { label: '$()', apply: '$(', kind: 'function', detail: 'Another node\'s data, by name' },
  { label: '$items()', apply: '$items(', kind: 'function', detail: 'Items of a node' },
  { label: '$item()', apply: '$item(', kind: 'function', detail: 'Data of item n' },
  { label: '$prevNode', kind: 'variable', detail: 'The node the input came from' },
  { label: '$runIndex', kind: 'variable', detail: 'How many times the node ran before' },
  { label: '$itemIndex', kind: 'variable', detail: 'Position of the current item' },
  { label: '$workflow', kind: 'variable', detail: 'The workflow\'s id, name and active state' },
  { label: '$execution', kind: 'variable', detail: 'The execution\'s id, mode and resume URL' },
  { label: '$now', kind: 'variable', detail: 'The current time (DateTime)' },
  { label: '$today', kind: 'variable', detail: 'Today at midnight (DateTime)' },
  { label: '$env', kind: 'variable', detail: 'Environment variables' },
  { label: '$vars', kind: 'variable', detail: 'Variables of the instance' },
  { label: '$parameter', kind: 'variable', detail: 'The node\'s parameters' },
  { label: '$position', kind: 'variable', detail: 'Position of the current item' },
  { label: '$jmespath()', apply: '$jmespath(', kind: 'function', detail: 'Query data with JMESPath' },
  { label: 'DateTime', kind: 'variable', detail: 'Luxon dates' },
  { label: 'Duration', kind: 'variable', detail: 'Luxon durations' },
  { label: 'Interval', kind: 'variable', detail: 'Luxon intervals' },
];

/** The Code node's names that JavaScript and Python share but for their sigil (`$json`, `_json`). */
function codeNames(sigil: CodeSigil) {
  return {
    input: { label: `${sigil}input`, kind: 'variable', detail: 'The node\'s input items' },
    json: { label: `${sigil}json`, kind: 'variable', detail: 'The current item\'s data (Run Once for Each Item)' },
    node: { label: `${sigil}()`, apply: `${sigil}(`, kind: 'function', detail: 'Another node\'s data, by name' },
    workflow: { label: `${sigil}workflow`, kind: 'variable', detail: 'The workflow\'s id, name and active state' },
  } satisfies Record<string, CompletionItem>;
}

const JS = codeNames('$');
const PY = codeNames('_');

export const CODE_VARIABLES_OFFERED: readonly CompletionItem[] = [
  JS.input, JS.json, JS.node,
  { label: 'items', kind: 'variable', detail: 'The input items (older style)' },
  { label: '$node', kind: 'variable', detail: 'Other nodes\' data, by name' },
  JS.workflow,
  { label: '$now', kind: 'variable', detail: 'The current time (DateTime)' },
  { label: 'DateTime', kind: 'variable', detail: 'Luxon dates' },
  { label: 'console', kind: 'variable', detail: 'console.log shows in the browser console' },
];

/** The Python Code node's names (n8n's `_` forms of the JavaScript ones). */
export const PYTHON_CODE_VARIABLES_OFFERED: readonly CompletionItem[] = [
  PY.input, PY.json, PY.node,
  { label: '_items', kind: 'variable', detail: 'The input items (older style)' },
  PY.workflow,
  { label: '_execution', kind: 'variable', detail: 'The execution\'s id and mode' },
  { label: '_now', kind: 'variable', detail: 'The current time (datetime)' },
  { label: '_today', kind: 'variable', detail: 'Today at midnight (datetime)' },
  { label: '_jmespath()', apply: '_jmespath(', kind: 'function', detail: 'Query data with JMESPath' },
  { label: 'print()', apply: 'print(', kind: 'function', detail: 'print() shows in the browser console' },
];

const INPUT_METHODS: readonly CompletionItem[] = [
  { label: 'all()', kind: 'function', detail: 'Every input item' },
  { label: 'first()', kind: 'function', detail: 'The first input item' },
  { label: 'last()', kind: 'function', detail: 'The last input item' },
  { label: 'item', kind: 'property', detail: 'The current item (Run Once for Each Item)' },
];

const NODE_ACCESS: readonly CompletionItem[] = [
  { label: 'item', kind: 'property', detail: 'The item paired with the current one' },
  { label: 'first()', kind: 'function', detail: 'The node\'s first output item' },
  { label: 'last()', kind: 'function', detail: 'The node\'s last output item' },
  { label: 'all()', kind: 'function', detail: 'Every output item of the node' },
];

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const PATH_STEP = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g;
const WORD = /[$\w]*$/;

/** The prefix of the code's names: `$json`, `$input`, `$('Node')` in JavaScript, `_json`, `_input`, `_('Node')` in Python. */
export type CodeSigil = '$' | '_';

interface SigilPatterns {
  /** The sigil's `json` followed by property accesses, then a dot and the word being typed. */
  jsonPath: RegExp;
  nodeNameOpen: RegExp;
  afterNodeCall: RegExp;
  inputDot: RegExp;
}

function patternsFor(sigil: string): SigilPatterns {
  // Not preceded by a name character, so that `my_(` or `a$json` are not taken for the sigil's names.
  const start = `(?<![\\w$])${sigil}`;
  return {
    jsonPath: new RegExp(`${start}json((?:\\.[A-Za-z_$][\\w$]*|\\[\\d+\\]|\\["(?:[^"\\\\]|\\\\.)*"\\])*)\\.([\\w$]*)$`),
    nodeNameOpen: new RegExp(`${start}\\(\\s*(['"])([^'"]*)$`),
    afterNodeCall: new RegExp(`${start}\\((['"])(?:[^'"\\\\]|\\\\.)*\\1\\)\\.([\\w$]*)$`),
    inputDot: new RegExp(`${start}input\\.([\\w$]*)$`),
  };
}

const PATTERNS: Record<CodeSigil, SigilPatterns> = { $: patternsFor('\\$'), _: patternsFor('_') };

/** Whether the cursor is inside an open `{{` segment of an expression template. */
export function insideSegment(textBefore: string): boolean {
  return textBefore.lastIndexOf('{{') > textBefore.lastIndexOf('}}');
}

function valueAt(root: unknown, pathText: string): unknown {
  let value = root;
  for (const step of pathText.matchAll(PATH_STEP)) {
    if (value === null || typeof value !== 'object') return undefined;
    const key = step[1] ?? (step[2] !== undefined ? Number(step[2]) : JSON.parse(`"${step[3]}"`) as string);
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** The keys of the object at `$json<path>`, for the word after its last dot. */
function fieldItems(json: unknown, pathText: string): CompletionItem[] {
  const value = valueAt(json, pathText);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.keys(value).map((key) => (IDENTIFIER.test(key)
    ? { label: key, kind: 'property' as const }
    // A key with spaces or dashes needs brackets: replace the dot too.
    : { label: key, apply: `[${JSON.stringify(key)}]`, replacesDot: true, kind: 'property' as const }));
}

function nodeNameItems(names: readonly string[], quote: string): CompletionItem[] {
  return names.map((name) => ({ label: name, apply: `${name.replace(new RegExp(`[${quote}\\\\]`, 'g'), '\\$&')}${quote})`, kind: 'node' as const }));
}

/** Completions after `$json.`, `$('`, `$('Node').`, `$input.` (or their Python forms), or for the word being typed. */
export function completionsAt(
  textBefore: string, facts: CompletionFacts, roots: readonly CompletionItem[], sigil: CodeSigil = '$',
): CompletionResult | null {
  const patterns = PATTERNS[sigil];
  const nodeOpen = patterns.nodeNameOpen.exec(textBefore);
  if (nodeOpen) return { from: textBefore.length - nodeOpen[2]!.length, items: nodeNameItems(facts.nodeNames, nodeOpen[1]!) };
  const jsonPath = patterns.jsonPath.exec(textBefore);
  if (jsonPath) {
    const word = jsonPath[2]!;
    return { from: textBefore.length - word.length, items: fieldItems(facts.json, jsonPath[1]!) };
  }
  const nodeCall = patterns.afterNodeCall.exec(textBefore);
  if (nodeCall) return { from: textBefore.length - nodeCall[2]!.length, items: [...NODE_ACCESS] };
  const inputDot = patterns.inputDot.exec(textBefore);
  if (inputDot) return { from: textBefore.length - inputDot[1]!.length, items: [...INPUT_METHODS] };
  const word = WORD.exec(textBefore)![0];
  if (word === '' || textBefore.charAt(textBefore.length - word.length - 1) === '.') return null;
  const lower = word.toLowerCase();
  const items = roots.filter((item) => item.label.toLowerCase().startsWith(lower));
  return items.length > 0 ? { from: textBefore.length - word.length, items } : null;
}
