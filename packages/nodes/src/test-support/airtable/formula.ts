/*
 * A subset of Airtable's formula language, enough for the `filterByFormula` query parameter as
 * workflows use it: field references `{Name}`, string and number literals, the operators
 * = != < > <= >= & + - * /, and the functions below. Anything else is refused the way Airtable refuses
 * a formula it cannot read (the stand-in answers INVALID_FILTER_BY_FORMULA with this error's message).
 */

export class FormulaError extends Error {}

type Value = string | number | boolean | Date | null | unknown[];
type Node =
  | { kind: 'literal'; value: Value }
  | { kind: 'field'; name: string }
  | { kind: 'call'; name: string; args: Node[] }
  | { kind: 'binary'; operator: string; left: Node; right: Node }
  | { kind: 'negate'; operand: Node };

export interface FormulaRecord { id: string; createdTime: string; fields: Record<string, unknown> }

const TOKEN = /\s*(?:(\{[^}]*\})|("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|(\d+(?:\.\d+)?)|(!=|<=|>=|[=<>&+\-*/(),])|([A-Za-z_][A-Za-z0-9_]*))/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new FormulaError(`Unexpected character at position ${start}: ${text.slice(start, start + 10)}`);
    tokens.push(match.slice(1).find((part) => part !== undefined) as string);
  }
  return tokens;
}

const FUNCTIONS: Record<string, (args: Value[], record: FormulaRecord) => Value> = {
  AND: (args) => args.every(truthy),
  OR: (args) => args.some(truthy),
  NOT: ([value]) => !truthy(value ?? null),
  IF: ([condition, then, otherwise]) => (truthy(condition ?? null) ? then ?? null : otherwise ?? null),
  BLANK: () => null,
  TRUE: () => true,
  FALSE: () => false,
  RECORD_ID: (_args, record) => record.id,
  CREATED_TIME: (_args, record) => new Date(record.createdTime),
  LOWER: ([value]) => text(value ?? null).toLowerCase(),
  UPPER: ([value]) => text(value ?? null).toUpperCase(),
  TRIM: ([value]) => text(value ?? null).trim(),
  LEN: ([value]) => text(value ?? null).length,
  CONCATENATE: (args) => args.map(text).join(''),
  // FIND is case-sensitive, SEARCH is not; both answer a 1-based position, 0 (FIND) or blank (SEARCH) when absent.
  FIND: ([needle, haystack]) => text(haystack ?? null).indexOf(text(needle ?? null)) + 1,
  SEARCH: ([needle, haystack]) => {
    const at = text(haystack ?? null).toLowerCase().indexOf(text(needle ?? null).toLowerCase());
    return at < 0 ? null : at + 1;
  },
  VALUE: ([value]) => Number(text(value ?? null).replace(/[^0-9.+-]/g, '')),
  DATETIME_PARSE: ([value]) => parseDate(value ?? null),
  IS_AFTER: ([a, b]) => compareDates(a ?? null, b ?? null) > 0,
  IS_BEFORE: ([a, b]) => compareDates(a ?? null, b ?? null) < 0,
  IS_SAME: ([a, b]) => compareDates(a ?? null, b ?? null) === 0,
};

function truthy(value: Value): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof Date) return true;
  return value !== null && value !== '' && value !== 0 && value !== false;
}

function text(value: Value): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === 'object' && entry !== null ? (entry as { name?: string }).name ?? '' : String(entry))).join(', ');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

function parseDate(value: Value): Date | null {
  if (value instanceof Date) return value;
  const raw = text(value).trim();
  if (raw === '') return null;
  // Airtable reads ISO dates and "YYYY-MM-DD HH:mm:ss" (taken as UTC).
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(raw) ? `${raw.replace(' ', 'T')}Z` : raw;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time);
}

function compareDates(a: Value, b: Value): number {
  const left = parseDate(a);
  const right = parseDate(b);
  if (!left || !right) return Number.NaN;
  return Math.sign(left.getTime() - right.getTime());
}

function compare(operator: string, left: Value, right: Value): boolean {
  // A blank field equals "", 0 and BLANK(); numbers compare as numbers, everything else as text.
  const blank = (value: Value) => value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (operator === '=' || operator === '!=') {
    let equal: boolean;
    if (blank(left) || blank(right)) equal = (blank(left) || left === 0 || left === false) && (blank(right) || right === 0 || right === false);
    else if (typeof left === 'number' || typeof right === 'number') equal = Number(text(left)) === Number(text(right));
    else if (typeof left === 'boolean' || typeof right === 'boolean') equal = truthy(left) === truthy(right);
    else equal = text(left) === text(right);
    return operator === '=' ? equal : !equal;
  }
  const numeric = typeof left === 'number' || typeof right === 'number';
  const a = numeric ? Number(text(left)) : left instanceof Date || right instanceof Date ? parseDate(left)?.getTime() ?? Number.NaN : text(left);
  const b = numeric ? Number(text(right)) : left instanceof Date || right instanceof Date ? parseDate(right)?.getTime() ?? Number.NaN : text(right);
  if (operator === '<') return a < b;
  if (operator === '>') return a > b;
  if (operator === '<=') return a <= b;
  return a >= b;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: string[]) {}

  parse(): Node {
    const node = this.comparison();
    if (this.at < this.tokens.length) throw new FormulaError(`Unexpected "${this.tokens[this.at]}"`);
    return node;
  }

  private peek(): string | undefined { return this.tokens[this.at]; }
  private next(): string {
    const token = this.tokens[this.at++];
    if (token === undefined) throw new FormulaError('The formula ends too early');
    return token;
  }

  private comparison(): Node {
    let left = this.concatenation();
    while (['=', '!=', '<', '>', '<=', '>='].includes(this.peek() ?? '')) {
      const operator = this.next();
      left = { kind: 'binary', operator, left, right: this.concatenation() };
    }
    return left;
  }

  private concatenation(): Node {
    let left = this.sum();
    while (this.peek() === '&') {
      this.next();
      left = { kind: 'binary', operator: '&', left, right: this.sum() };
    }
    return left;
  }

  private sum(): Node {
    let left = this.product();
    while (this.peek() === '+' || this.peek() === '-') {
      const operator = this.next();
      left = { kind: 'binary', operator, left, right: this.product() };
    }
    return left;
  }

  private product(): Node {
    let left = this.unary();
    while (this.peek() === '*' || this.peek() === '/') {
      const operator = this.next();
      left = { kind: 'binary', operator, left, right: this.unary() };
    }
    return left;
  }

  private unary(): Node {
    if (this.peek() === '-') {
      this.next();
      return { kind: 'negate', operand: this.unary() };
    }
    return this.primary();
  }

  private primary(): Node {
    const token = this.next();
    if (token === '(') {
      const inner = this.comparison();
      if (this.next() !== ')') throw new FormulaError('Missing ")"');
      return inner;
    }
    if (token.startsWith('{')) return { kind: 'field', name: token.slice(1, -1) };
    if (token.startsWith('"') || token.startsWith('\'')) return { kind: 'literal', value: token.slice(1, -1).replace(/\\(.)/g, '$1') };
    if (/^\d/.test(token)) return { kind: 'literal', value: Number(token) };
    if (/^[A-Za-z_]/.test(token)) {
      const name = token.toUpperCase();
      if (this.peek() !== '(') return { kind: 'field', name: token };
      this.next();
      const args: Node[] = [];
      if (this.peek() !== ')') {
        args.push(this.comparison());
        while (this.peek() === ',') {
          this.next();
          args.push(this.comparison());
        }
      }
      if (this.next() !== ')') throw new FormulaError(`Missing ")" after the arguments of ${name}`);
      return { kind: 'call', name, args };
    }
    throw new FormulaError(`Unexpected "${token}"`);
  }
}

function names(node: Node, kind: 'field' | 'call', found: Set<string>): Set<string> {
  if (node.kind === kind) found.add(node.name);
  if (node.kind === 'call') node.args.forEach((arg) => names(arg, kind, found));
  if (node.kind === 'binary') { names(node.left, kind, found); names(node.right, kind, found); }
  if (node.kind === 'negate') names(node.operand, kind, found);
  return found;
}

function evaluate(node: Node, record: FormulaRecord): Value {
  switch (node.kind) {
    case 'literal': return node.value;
    case 'field': {
      const value = record.fields[node.name];
      return value === undefined ? null : value as Value;
    }
    case 'negate': return -Number(text(evaluate(node.operand, record)));
    case 'call': return (FUNCTIONS[node.name] as (args: Value[], record: FormulaRecord) => Value)(node.args.map((arg) => evaluate(arg, record)), record);
    case 'binary': {
      const left = evaluate(node.left, record);
      const right = evaluate(node.right, record);
      if (node.operator === '&') return text(left) + text(right);
      if (['+', '-', '*', '/'].includes(node.operator)) {
        const a = Number(text(left) || 0);
        const b = Number(text(right) || 0);
        return node.operator === '+' ? a + b : node.operator === '-' ? a - b : node.operator === '*' ? a * b : a / b;
      }
      return compare(node.operator, left, right);
    }
  }
}

/** A record test for `formula` on a table with `fieldNames`; throws a FormulaError for what Airtable would refuse. */
export function compileFormula(formula: string, fieldNames: string[]): (record: FormulaRecord) => boolean {
  const tree = new Parser(tokenize(formula)).parse();
  const unknownFunctions = [...names(tree, 'call', new Set())].filter((name) => !(name in FUNCTIONS));
  if (unknownFunctions.length > 0) throw new FormulaError(`Unknown function names: ${unknownFunctions.join(', ')}`);
  const unknownFields = [...names(tree, 'field', new Set())].filter((name) => !fieldNames.includes(name));
  if (unknownFields.length > 0) throw new FormulaError(`Unknown field names: ${unknownFields.join(', ')}`);
  return (record) => truthy(evaluate(tree, record));
}
