import { ExpressionError } from './expression-error.js';

/*
 * n8n's AI-filled parameters: `$fromAI(key, description, type, default)` in a tool's parameter stands
 * for a value the agent's model gives when it calls the tool. The tool's input schema is made from
 * the calls found in its parameters; at call time the model's arguments fill them.
 */

export type FromAIType = 'string' | 'number' | 'boolean' | 'json';

export interface FromAICall {
  key: string;
  description: string;
  type: FromAIType;
  defaultValue?: unknown;
}

/** Where a tool call's arguments are handed to expressions (`additionalKeys`). */
export const FROM_AI_ARGUMENTS_KEY = '$fromAIArguments';

const KEY_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;
const TYPES: readonly FromAIType[] = ['string', 'number', 'boolean', 'json'];

function checkKey(key: unknown): string {
  if (typeof key !== 'string' || key === '') {
    throw new ExpressionError('$fromAI() needs a key', { type: 'runtime', description: "For example $fromAI('email')." });
  }
  if (!KEY_PATTERN.test(key)) {
    throw new ExpressionError(`The $fromAI() key "${key}" is not valid`, {
      type: 'runtime', description: 'A key has 1 to 64 characters: letters, digits, underscores and hyphens.',
    });
  }
  return key;
}

/** The `$fromAI` function of a scope: the argument the model gave for `key`, else the default. */
export function fromAIFunction(argumentsOfCall: unknown): (key: unknown, description?: unknown, type?: unknown, defaultValue?: unknown) => unknown {
  return (key, _description, _type, defaultValue) => {
    const name = checkKey(key);
    if (typeof argumentsOfCall !== 'object' || argumentsOfCall === null) {
      if (defaultValue !== undefined) return defaultValue;
      throw new ExpressionError('$fromAI() has no value outside a tool call', {
        type: 'runtime', description: 'The value is filled in by the AI model when an agent calls this node as a tool.',
      });
    }
    const given = (argumentsOfCall as Record<string, unknown>)[name];
    return given === undefined ? defaultValue : given;
  };
}

/** The string and number literals of one argument list (`'a', "b", 3, true`); other expressions count as absent. */
function parseArguments(text: string): unknown[] {
  const values: unknown[] = [];
  let index = 0;
  const skipSpace = () => { while (index < text.length && /\s/.test(text[index] as string)) index++; };
  while (index < text.length) {
    skipSpace();
    const char = text[index];
    let value: unknown;
    if (char === '"' || char === "'" || char === '`') {
      let end = index + 1;
      let raw = '';
      while (end < text.length && text[end] !== char) {
        if (text[end] === '\\' && end + 1 < text.length) {
          const next = text[end + 1] as string;
          raw += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          end += 2;
        } else {
          raw += text[end];
          end++;
        }
      }
      value = raw;
      index = end + 1;
    } else {
      const match = /^[^,]*/.exec(text.slice(index))?.[0] ?? '';
      index += match.length;
      const literal = match.trim();
      if (/^-?\d+(\.\d+)?$/.test(literal)) value = Number(literal);
      else if (literal === 'true' || literal === 'false') value = literal === 'true';
      else if (literal === 'null') value = null;
      else value = undefined;
    }
    values.push(value);
    skipSpace();
    if (text[index] === ',') index++;
    else break;
  }
  return values;
}

/** The argument list that starts at `start` (just after the opening parenthesis), up to its closing one. */
function argumentText(source: string, start: number): string | undefined {
  let depth = 1;
  let quote: string | undefined;
  for (let index = start; index < source.length; index++) {
    const char = source[index] as string;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return source.slice(start, index);
  }
  return undefined;
}

function callsIn(expression: string, found: Map<string, FromAICall>): void {
  const pattern = /\$from(?:AI|Ai|ai)\s*\(/g;
  for (let match = pattern.exec(expression); match; match = pattern.exec(expression)) {
    const text = argumentText(expression, match.index + match[0].length);
    if (text === undefined) continue;
    const [key, description, type, defaultValue] = parseArguments(text);
    const name = checkKey(key);
    const kind = typeof type === 'string' && TYPES.includes(type as FromAIType) ? type as FromAIType : 'string';
    if (type !== undefined && typeof type === 'string' && !TYPES.includes(type as FromAIType)) {
      throw new ExpressionError(`The $fromAI() type "${type}" is not known`, { type: 'runtime', description: 'Use string, number, boolean or json.' });
    }
    const call: FromAICall = { key: name, description: typeof description === 'string' ? description : '', type: kind };
    if (defaultValue !== undefined) call.defaultValue = defaultValue;
    const earlier = found.get(name);
    // The same key used twice must mean the same thing, else the model could not fill both.
    if (earlier && (earlier.type !== call.type)) {
      throw new ExpressionError(`The $fromAI() key "${name}" is used with two types`, { type: 'runtime', description: `Once as ${earlier.type}, once as ${call.type}.` });
    }
    if (!earlier || (!earlier.description && call.description)) found.set(name, call);
  }
}

/** Every `$fromAI()` call in a node's parameters (expressions only), one per key, in the order met. */
export function findFromAICalls(parameters: unknown): FromAICall[] {
  const found = new Map<string, FromAICall>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('=') && /\$from(?:AI|Ai|ai)/.test(value)) callsIn(value, found);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(parameters);
  return [...found.values()];
}

/** The JSON schema of a tool's arguments made from its `$fromAI()` calls. */
export function fromAIJsonSchema(calls: FromAICall[]): { type: 'object'; properties: Record<string, object>; required: string[] } {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const call of calls) {
    const type = call.type === 'json' ? { type: 'object', additionalProperties: true } : { type: call.type };
    properties[call.key] = { ...type, ...(call.description ? { description: call.description } : {}) };
    if (call.defaultValue === undefined) required.push(call.key);
  }
  return { type: 'object', properties, required };
}
