import { badRequest } from './errors.js';

/*
 * The part of OData's $filter that Graph mail, calendar and contact lists answer and the node sends:
 * eq ne gt ge lt le, and or not, parentheses, contains/startswith/endswith, property paths
 * (from/emailAddress/address) and any() over collections (emailAddresses/any(a:a/address eq 'x')).
 * Strings compare case-insensitively as Exchange does; timestamps compare as instants.
 */

type Value = string | number | boolean | null | undefined | Record<string, unknown> | unknown[];
type Node =
  | { kind: 'literal'; value: Value }
  | { kind: 'path'; path: string[] }
  | { kind: 'any'; path: string[]; variable: string; body: Node }
  | { kind: 'call'; name: string; args: Node[] }
  | { kind: 'compare'; op: string; left: Node; right: Node }
  | { kind: 'logic'; op: 'and' | 'or'; left: Node; right: Node }
  | { kind: 'not'; operand: Node };

const COMPARISONS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const FUNCTIONS = new Set(['contains', 'startswith', 'endswith']);

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    if (/\s/.test(char)) { at++; continue; }
    if ('(),:'.includes(char)) { tokens.push(char); at++; continue; }
    if (char === "'") {
      let value = "'";
      at++;
      for (;;) {
        if (at >= text.length) throw invalid();
        if (text[at] === "'" && text[at + 1] === "'") { value += "''"; at += 2; continue; }
        if (text[at] === "'") { at++; break; }
        value += text[at++];
      }
      tokens.push(`${value}'`);
      continue;
    }
    const match = /^(?:\d[\d\-:.TZ+]*|[A-Za-z_@$][\w/.@$]*)/.exec(text.slice(at));
    if (!match) throw invalid();
    tokens.push(match[0]);
    at += match[0].length;
  }
  return tokens;
}

const invalid = () => badRequest('Invalid filter clause', 'BadRequest');

export function parseFilter(text: string): Node {
  const tokens = tokenize(text);
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token.toLowerCase() !== expected)) throw invalid();
    return token;
  };
  const operand = (): Node => {
    const token = take();
    if (token.startsWith("'")) return { kind: 'literal', value: token.slice(1, -1).replace(/''/g, "'") };
    if (/^\d/.test(token)) return { kind: 'literal', value: /^\d+(\.\d+)?$/.test(token) ? Number(token) : token };
    if (token === 'true' || token === 'false') return { kind: 'literal', value: token === 'true' };
    if (token === 'null') return { kind: 'literal', value: null };
    if (FUNCTIONS.has(token.toLowerCase()) && peek() === '(') {
      take('(');
      const args = [operand()];
      while (peek() === ',') { take(','); args.push(operand()); }
      take(')');
      return { kind: 'call', name: token.toLowerCase(), args };
    }
    const path = token.split('/');
    if (path.at(-1)?.toLowerCase() === 'any' && peek() === '(') {
      take('(');
      const variable = take();
      take(':');
      const body = or();
      take(')');
      return { kind: 'any', path: path.slice(0, -1), variable, body };
    }
    return { kind: 'path', path };
  };
  const primary = (): Node => {
    if (peek() === '(') {
      take('(');
      const inner = or();
      take(')');
      return inner;
    }
    if (peek()?.toLowerCase() === 'not') {
      take();
      return { kind: 'not', operand: primary() };
    }
    const left = operand();
    const op = peek()?.toLowerCase();
    if (op && COMPARISONS.has(op)) {
      take();
      return { kind: 'compare', op, left, right: operand() };
    }
    if (left.kind === 'call' || left.kind === 'any' || left.kind === 'path') return left;
    throw invalid();
  };
  const and = (): Node => {
    let left = primary();
    while (peek()?.toLowerCase() === 'and') { take(); left = { kind: 'logic', op: 'and', left, right: primary() }; }
    return left;
  };
  function or(): Node {
    let left = and();
    while (peek()?.toLowerCase() === 'or') { take(); left = { kind: 'logic', op: 'or', left, right: and() }; }
    return left;
  }
  const tree = or();
  if (at !== tokens.length) throw invalid();
  return tree;
}

function resolve(path: string[], scope: Record<string, unknown>, variables: Record<string, unknown>): Value {
  const [head, ...rest] = path;
  let current: unknown = head !== undefined && head in variables ? variables[head] : scope[head as string];
  for (const key of rest) current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return current as Value;
}

const ISO = /^\d{4}-\d{2}-\d{2}T/;

function compare(op: string, left: Value, right: Value): boolean {
  let a: unknown = left;
  let b: unknown = right;
  if (typeof a === 'string' && typeof b === 'string') {
    if (ISO.test(a) && ISO.test(b)) { a = Date.parse(a); b = Date.parse(b); } else { a = a.toLowerCase(); b = b.toLowerCase(); }
  }
  switch (op) {
    case 'eq': return a === b || (a == null && b == null);
    case 'ne': return !(a === b || (a == null && b == null));
    case 'gt': return (a as number) > (b as number);
    case 'ge': return (a as number) >= (b as number);
    case 'lt': return (a as number) < (b as number);
    default: return (a as number) <= (b as number);
  }
}

function evaluate(node: Node, scope: Record<string, unknown>, variables: Record<string, unknown>): Value {
  switch (node.kind) {
    case 'literal': return node.value;
    case 'path': return resolve(node.path, scope, variables);
    case 'not': return !evaluate(node.operand, scope, variables);
    case 'logic': {
      const left = Boolean(evaluate(node.left, scope, variables));
      return node.op === 'and' ? left && Boolean(evaluate(node.right, scope, variables)) : left || Boolean(evaluate(node.right, scope, variables));
    }
    case 'compare': return compare(node.op, evaluate(node.left, scope, variables), evaluate(node.right, scope, variables));
    case 'call': {
      const [haystack, needle] = node.args.map((arg) => String(evaluate(arg, scope, variables) ?? '').toLowerCase());
      if (node.name === 'contains') return (haystack ?? '').includes(needle ?? '');
      if (node.name === 'startswith') return (haystack ?? '').startsWith(needle ?? '');
      return (haystack ?? '').endsWith(needle ?? '');
    }
    case 'any': {
      const list = resolve(node.path, scope, variables);
      return Array.isArray(list) && list.some((entry) => Boolean(evaluate(node.body, scope, { ...variables, [node.variable]: entry })));
    }
  }
}

/** Whether `record` passes the $filter `text` (throws Graph's 400 for a clause it cannot read). */
export function matchesFilter(text: string): (record: Record<string, unknown>) => boolean {
  const tree = parseFilter(text);
  return (record) => Boolean(evaluate(tree, record, {}));
}
