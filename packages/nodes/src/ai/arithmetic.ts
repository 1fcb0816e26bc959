/*
 * A small arithmetic evaluator for the Calculator tool: numbers, + - * / % ^, parentheses, unary
 * minus, the constants pi and e, and common functions. No code is evaluated, only this grammar.
 */

const FUNCTIONS: Record<string, (value: number) => number> = {
  sqrt: Math.sqrt, abs: Math.abs, round: Math.round, floor: Math.floor, ceil: Math.ceil,
  sin: Math.sin, cos: Math.cos, tan: Math.tan, asin: Math.asin, acos: Math.acos, atan: Math.atan,
  log: Math.log10, ln: Math.log, exp: Math.exp,
};
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };

export function evaluateArithmetic(expression: string): number {
  const tokens = expression.match(/\d+(?:\.\d+)?(?:e[+-]?\d+)?|\.\d+|[a-z]+|\*\*|[-+*/%^(),]|\S/gi) ?? [];
  let position = 0;
  const peek = () => tokens[position];
  const take = (expected?: string) => {
    const token = tokens[position];
    if (token === undefined || (expected !== undefined && token !== expected)) {
      throw new Error(expected ? `Expected "${expected}" in "${expression}"` : `Unexpected end of "${expression}"`);
    }
    position++;
    return token;
  };

  function primary(): number {
    const token = take();
    if (token === '(') {
      const value = sum();
      take(')');
      return value;
    }
    if (token === '-') return -power();
    if (token === '+') return power();
    if (/^(\d|\.)/.test(token)) return Number(token);
    const name = token.toLowerCase();
    if (name in CONSTANTS) return CONSTANTS[name] as number;
    const fn = FUNCTIONS[name];
    if (fn) {
      take('(');
      const value = sum();
      take(')');
      return fn(value);
    }
    throw new Error(`Unknown symbol "${token}" in "${expression}"`);
  }
  function power(): number {
    const base = primary();
    if (peek() === '^' || peek() === '**') {
      take();
      return base ** power();
    }
    return base;
  }
  function product(): number {
    let value = power();
    while (peek() === '*' || peek() === '/' || peek() === '%') {
      const operator = take();
      const right = power();
      value = operator === '*' ? value * right : operator === '/' ? value / right : value % right;
    }
    return value;
  }
  function sum(): number {
    let value = product();
    while (peek() === '+' || peek() === '-') {
      const operator = take();
      const right = product();
      value = operator === '+' ? value + right : value - right;
    }
    return value;
  }

  if (tokens.length === 0) throw new Error('There is nothing to calculate');
  const result = sum();
  if (position < tokens.length) throw new Error(`Unexpected "${tokens[position]}" in "${expression}"`);
  return result;
}
