import { parse, tokenizer } from 'acorn';
import type {
  ArrowFunctionExpression, AssignmentProperty, CallExpression, Expression, FunctionDeclaration,
  FunctionExpression, Identifier, MemberExpression, Pattern, Program, Property, SpreadElement, Statement,
  VariableDeclaration,
} from 'acorn';
import { ExpressionError } from './expression-error.js';
import {
  BLOCKED_IDENTIFIERS, BLOCKED_PROPERTIES, CONSTANT_GLOBALS, EXPRESSION_VARIABLES,
} from './expression-globals.js';
import { EXTENSION_NAMES } from './extension-functions.js';
import { SourceEdits } from './source-edits.js';
import { collectDeclaredNames } from './declared-names.js';

/*
 * Turns the code of one `{{ }}` segment into the body of a strict-mode function that can reach
 * nothing but what the evaluation hands it:
 *   - free identifiers become `$$ctx.name` (allowed names) or `$$u("name")` (throws "not defined");
 *   - names declared inside the expression become `$$l_name`, so that a use outside their scope is a
 *     ReferenceError instead of a silent read of a real global of that name;
 *   - `a[key]` becomes `a[$$m(key)]` (the key is checked at run time), member assignment targets
 *     `a.b = v` become `$$w(a).b = v` (built-ins and functions cannot be written to);
 *   - every loop body and every function body starts with `$$g()` (the time budget, time-budget.ts);
 *   - `value.name(args)`, when `name` is a data transformation function (`first`, `toTitleCase` ...),
 *     becomes `$$x(value, "name", inChain, [args])` (extension-call.ts);
 *   - constructs that lead out of the sandbox (`this`, `with`, `import()`, tagged templates, async
 *     code, classes, `super`, `new.target`, blocked names) are refused here, with a clear message.
 * Unknown syntax is refused too: the walker fails closed.
 */

type FunctionNode = FunctionExpression | ArrowFunctionExpression | FunctionDeclaration;
type Role = 'binding' | 'target';

const PARSE_OPTIONS = { ecmaVersion: 'latest', sourceType: 'script' } as const;

function refused(what: string): ExpressionError {
  return new ExpressionError(`${what} cannot be used in expressions for security reasons`, {
    type: 'security',
    description: 'Expressions may read the data of the workflow and use the listed helpers; they cannot reach the engine that runs them.',
  });
}

function unsupported(what: string): ExpressionError {
  return new ExpressionError(`${what} is not supported in expressions`, { type: 'syntax' });
}

function checkPropertyName(name: string): void {
  if (BLOCKED_PROPERTIES.has(name)) throw refused(`"${name}"`);
}

class Rewriter {
  readonly edits = new SourceEdits();
  private readonly locals = new Set<string>();
  /** How many optional chains (`a?.b`) enclose the node being visited. */
  private chains = 0;

  constructor(program: Program, private readonly source: string) {
    collectDeclaredNames(program, this.locals);
  }

  statement(node: Statement): void {
    switch (node.type) {
      case 'ExpressionStatement': this.expression(node.expression); break;
      case 'BlockStatement': node.body.forEach((child) => this.statement(child)); break;
      case 'EmptyStatement': break;
      case 'ReturnStatement': if (node.argument) this.expression(node.argument); break;
      case 'ThrowStatement': this.expression(node.argument); break;
      case 'IfStatement':
        this.expression(node.test);
        this.statement(node.consequent);
        if (node.alternate) this.statement(node.alternate);
        break;
      case 'VariableDeclaration': this.declaration(node); break;
      case 'FunctionDeclaration': this.func(node); break;
      case 'ForStatement':
        if (node.init) {
          if (node.init.type === 'VariableDeclaration') this.declaration(node.init);
          else this.expression(node.init);
        }
        if (node.test) this.expression(node.test);
        if (node.update) this.expression(node.update);
        this.loopBody(node.body);
        break;
      case 'ForInStatement':
      case 'ForOfStatement':
        if (node.type === 'ForOfStatement' && node.await) throw refused('"for await"');
        if (node.left.type === 'VariableDeclaration') this.declaration(node.left);
        else this.pattern(node.left, 'target');
        this.expression(node.right);
        this.loopBody(node.body);
        break;
      case 'WhileStatement':
        this.expression(node.test);
        this.loopBody(node.body);
        break;
      case 'DoWhileStatement':
        this.loopBody(node.body);
        this.expression(node.test);
        break;
      case 'TryStatement':
        this.statement(node.block);
        if (node.handler) {
          if (node.handler.param) this.pattern(node.handler.param, 'binding');
          this.statement(node.handler.body);
        }
        if (node.finalizer) this.statement(node.finalizer);
        break;
      case 'SwitchStatement':
        this.expression(node.discriminant);
        for (const switchCase of node.cases) {
          if (switchCase.test) this.expression(switchCase.test);
          switchCase.consequent.forEach((child) => this.statement(child));
        }
        break;
      case 'BreakStatement':
      case 'ContinueStatement':
        if (node.label) throw unsupported('A label');
        break;
      case 'WithStatement': throw refused('The "with" statement');
      case 'ClassDeclaration': throw refused('A class');
      case 'LabeledStatement': throw unsupported('A label');
      default: throw unsupported(`This statement (${node.type})`);
    }
  }

  expression(node: Expression | SpreadElement): void {
    switch (node.type) {
      case 'Identifier': this.reference(node); break;
      case 'Literal': break;
      case 'TemplateLiteral': node.expressions.forEach((child) => this.expression(child)); break;
      case 'ArrayExpression':
        for (const element of node.elements) if (element) this.expression(element);
        break;
      case 'ObjectExpression':
        for (const property of node.properties) {
          if (property.type === 'SpreadElement') this.expression(property.argument);
          else this.objectProperty(property);
        }
        break;
      case 'SpreadElement': this.expression(node.argument); break;
      case 'FunctionExpression':
      case 'ArrowFunctionExpression': this.func(node); break;
      case 'UnaryExpression':
        if (node.operator === 'delete') this.target(node.argument);
        else this.expression(node.argument);
        break;
      case 'UpdateExpression': this.target(node.argument); break;
      case 'BinaryExpression':
        if (node.left.type === 'PrivateIdentifier') throw unsupported('A private name');
        this.expression(node.left);
        this.expression(node.right);
        break;
      case 'LogicalExpression':
        this.expression(node.left);
        this.expression(node.right);
        break;
      case 'AssignmentExpression':
        this.pattern(node.left, 'target');
        this.expression(node.right);
        break;
      case 'ConditionalExpression':
        this.expression(node.test);
        this.expression(node.consequent);
        this.expression(node.alternate);
        break;
      case 'SequenceExpression': node.expressions.forEach((child) => this.expression(child)); break;
      case 'CallExpression':
      case 'NewExpression':
        if (node.callee.type === 'Super') throw refused('"super"');
        if (node.type === 'CallExpression' && this.extensionCall(node)) break;
        this.expression(node.callee);
        node.arguments.forEach((child) => this.expression(child));
        break;
      case 'MemberExpression': this.member(node, false); break;
      case 'ChainExpression':
        this.chains++;
        this.expression(node.expression);
        this.chains--;
        break;
      case 'ParenthesizedExpression': this.expression(node.expression); break;
      case 'ThisExpression': throw refused('"this"');
      case 'TaggedTemplateExpression': throw refused('A tagged template');
      case 'MetaProperty': throw refused(`"${node.meta.name}.${node.property.name}"`);
      case 'ImportExpression': throw refused('"import()"');
      case 'AwaitExpression': throw refused('"await"');
      case 'YieldExpression': throw refused('"yield"');
      case 'ClassExpression': throw refused('A class');
      default: throw unsupported(`This expression (${(node as { type: string }).type})`);
    }
  }

  /** Rewrites `value.name(args)` for a data transformation function `name`; false when it is another call. */
  private extensionCall(node: CallExpression): boolean {
    const { callee } = node;
    if (node.optional || callee.type !== 'MemberExpression' || callee.computed || callee.object.type === 'Super') return false;
    if (callee.property.type !== 'Identifier' || !EXTENSION_NAMES.has(callee.property.name)) return false;
    // The '.' (or '?.') before the name, found by tokens so that comments and parentheses do not matter.
    let dot = -1;
    // The trailing space lets acorn read '?.' as one token (at the very end of its input it reads '?', '.').
    for (const token of tokenizer(`${this.source.slice(callee.object.end, callee.property.start)} `, PARSE_OPTIONS)) {
      if (token.type.label === '.' || token.type.label === '?.') dot = callee.object.end + token.start;
    }
    if (dot === -1) return false;
    const head = `, ${JSON.stringify(callee.property.name)}, ${this.chains > 0}, [`;
    this.edits.insert(callee.start, '$$x(');
    const [first] = node.arguments;
    const last = node.arguments.at(-1);
    if (first && last) {
      this.edits.replace(dot, first.start, head);
      this.edits.replace(last.end, node.end, '])');
    } else {
      this.edits.replace(dot, node.end, `${head}])`);
    }
    this.expression(callee.object);
    node.arguments.forEach((child) => this.expression(child));
    return true;
  }

  private declaration(node: VariableDeclaration): void {
    if (node.kind !== 'var' && node.kind !== 'let' && node.kind !== 'const') throw unsupported(`"${node.kind}"`);
    for (const declarator of node.declarations) {
      this.pattern(declarator.id, 'binding');
      if (declarator.init) this.expression(declarator.init);
    }
  }

  private func(node: FunctionNode): void {
    if (node.async) throw refused('An async function');
    if (node.generator) throw refused('A generator function');
    if (node.id) this.pattern(node.id, 'binding');
    node.params.forEach((param) => this.pattern(param, 'binding'));
    // A function body is not part of the optional chain around the function.
    const chains = this.chains;
    this.chains = 0;
    // Guarded on entry: built-ins (Array.from, map, sort) call it in loops of their own, and recursion loops too.
    if (node.body.type === 'BlockStatement') {
      this.edits.insert(node.body.start + 1, '$$g();');
      this.statement(node.body);
    } else {
      this.edits.wrap(node.body.start, node.body.end, '($$g(), ', ')');
      this.expression(node.body);
    }
    this.chains = chains;
  }

  private loopBody(body: Statement): void {
    if (body.type === 'BlockStatement') this.edits.insert(body.start + 1, '$$g();');
    else this.edits.wrap(body.start, body.end, '{$$g();', '}');
    this.statement(body);
  }

  private checkIdentifier(node: Identifier): void {
    if (node.name.startsWith('$$')) throw refused(`"${node.name}"`);
  }

  /** An identifier read as a value; `prefix` is the key of a shorthand property (`{ a }`). */
  private reference(node: Identifier, prefix = ''): void {
    this.checkIdentifier(node);
    const { name } = node;
    let replacement: string;
    if (this.locals.has(name)) replacement = `$$l_${name}`;
    else if (BLOCKED_IDENTIFIERS.has(name)) throw refused(`"${name}"`);
    else if (EXPRESSION_VARIABLES.has(name)) replacement = `$$ctx.${name}`;
    else if (CONSTANT_GLOBALS.has(name)) replacement = name;
    else replacement = `$$u(${JSON.stringify(name)})`;
    this.edits.replace(node.start, node.end, prefix + replacement);
  }

  private target(node: Expression): void {
    if (node.type === 'ChainExpression') {
      if (node.expression.type === 'MemberExpression') this.member(node.expression, true);
      else this.expression(node.expression);
      return;
    }
    if (node.type === 'Identifier' || node.type === 'MemberExpression') this.pattern(node, 'target');
    else this.expression(node);
  }

  private pattern(node: Pattern, role: Role, shorthandKey = ''): void {
    switch (node.type) {
      case 'Identifier': {
        this.checkIdentifier(node);
        if (!this.locals.has(node.name)) {
          throw new ExpressionError(`"${node.name}" cannot be assigned to in an expression`, { type: 'syntax' });
        }
        this.edits.replace(node.start, node.end, `${shorthandKey}$$l_${node.name}`);
        break;
      }
      case 'MemberExpression':
        if (role === 'binding') throw unsupported('This declaration');
        this.member(node, true);
        break;
      case 'ObjectPattern':
        for (const property of node.properties) {
          if (property.type === 'RestElement') this.pattern(property.argument, role);
          else this.patternProperty(property, role);
        }
        break;
      case 'ArrayPattern':
        for (const element of node.elements) if (element) this.pattern(element, role);
        break;
      case 'AssignmentPattern':
        this.pattern(node.left, role, shorthandKey);
        this.expression(node.right);
        break;
      case 'RestElement': this.pattern(node.argument, role); break;
      default: throw unsupported(`This pattern (${(node as { type: string }).type})`);
    }
  }

  private propertyKey(property: Property | AssignmentProperty): void {
    const { key } = property;
    if (property.computed) {
      this.edits.wrap(key.start, key.end, '$$m(', ')');
      this.expression(key);
    } else if (key.type === 'Identifier') {
      checkPropertyName(key.name);
    } else if (key.type === 'Literal') {
      checkPropertyName(String(key.value));
    } else {
      throw unsupported(`This property key (${key.type})`);
    }
  }

  private objectProperty(property: Property): void {
    this.propertyKey(property);
    if (property.shorthand && property.value.type === 'Identifier') {
      this.reference(property.value, `${property.value.name}: `);
      return;
    }
    this.expression(property.value);
  }

  private patternProperty(property: AssignmentProperty, role: Role): void {
    this.propertyKey(property);
    const shorthandKey = property.shorthand && property.key.type === 'Identifier' ? `${property.key.name}: ` : '';
    this.pattern(property.value, role, shorthandKey);
  }

  private member(node: MemberExpression, asTarget: boolean): void {
    if (node.object.type === 'Super') throw refused('"super"');
    if (asTarget) this.edits.wrap(node.object.start, node.object.end, '$$w(', ')');
    this.expression(node.object);
    const { property } = node;
    if (property.type === 'PrivateIdentifier') throw unsupported('A private name');
    if (node.computed) {
      this.edits.wrap(property.start, property.end, '$$m(', ')');
      this.expression(property);
    } else if (property.type === 'Identifier') {
      checkPropertyName(property.name);
    }
  }
}

function syntaxError(error: unknown): ExpressionError {
  const detail = error instanceof Error ? error.message.replace(/\s*\(\d+:\d+\)$/, '') : String(error);
  return new ExpressionError('invalid syntax', { type: 'syntax', description: detail, cause: error });
}

/**
 * The body of the function that evaluates `code` (one `{{ }}` segment). A segment is one expression
 * (`{{ $json.a + 1 }}`, `{{ {a: 1} }}`) or, failing that, statements whose last expression is the value.
 */
export function sanitizeExpressionCode(code: string): string {
  if (code.trim() === '') return '"use strict";return undefined;';
  const wrapped = `(${code}\n)`;
  let program: Program | undefined;
  let firstError: unknown;
  try {
    program = parse(wrapped, PARSE_OPTIONS);
    if (program.body.length !== 1 || program.body[0]?.type !== 'ExpressionStatement') program = undefined;
  } catch (error) {
    firstError = error;
  }
  if (program) {
    const rewriter = new Rewriter(program, wrapped);
    rewriter.statement(program.body[0] as Statement);
    return `"use strict";return ${rewriter.edits.apply(wrapped)};`;
  }
  try {
    program = parse(code, PARSE_OPTIONS);
  } catch (error) {
    throw syntaxError(firstError ?? error);
  }
  const rewriter = new Rewriter(program, code);
  const statements = program.body as Statement[];
  const last = statements.at(-1);
  // Added before the walk: an opening must precede the edits inside the expression it wraps.
  if (last?.type === 'ExpressionStatement') {
    rewriter.edits.wrap(last.expression.start, last.expression.end, 'return (', ')');
  }
  statements.forEach((statement) => rewriter.statement(statement));
  return `"use strict";\n${rewriter.edits.apply(code)}\n`;
}
