import type { ModuleResolver } from './module-resolver.js';
import { answerCrypto } from './sandbox-crypto.js';
import type { InputAccessMember, NodeAccessMember, SandboxDataBridge } from './sandbox.types.js';

const NODE_MEMBERS = new Set<NodeAccessMember>(['all', 'first', 'last', 'item', 'itemMatching', 'params', 'isExecuted']);
const INPUT_MEMBERS = new Set<InputAccessMember>(['all', 'first', 'last', 'params']);

function errorAnswer(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const description = typeof error === 'object' && error !== null && typeof (error as { description?: unknown }).description === 'string'
    ? (error as { description: string }).description : undefined;
  return JSON.stringify({ error: { message, description } });
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new TypeError(`${what} must be a non-empty text`);
  return value;
}

function index(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new TypeError(`${what} must be a whole number, 0 or more`);
  return value;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function missing(what: string): Error {
  return new Error(`${what} is not available here`);
}

/**
 * Answers one question of the sandboxed code on the host. Everything arriving from the isolate is
 * JSON written by code we do not trust: each operation checks its arguments' types before the
 * bridge sees them, and the answer is JSON again (`{ ok }` or `{ error: { message, description } }`).
 */
export function answerBridgeCall(bridge: Partial<SandboxDataBridge> | undefined, op: string, argsText: string): string {
  try {
    const args = list(JSON.parse(argsText));
    return JSON.stringify({ ok: dispatch(bridge ?? {}, op, args) });
  } catch (error) {
    return errorAnswer(error);
  }
}

function dispatch(bridge: Partial<SandboxDataBridge>, op: string, args: unknown[]): unknown {
  switch (op) {
    case 'node': {
      const member = args[1] as NodeAccessMember;
      if (!NODE_MEMBERS.has(member)) throw new TypeError(`$() has no member "${String(member)}"`);
      if (!bridge.node) throw missing('Data of other nodes');
      return bridge.node(text(args[0], 'The node name'), member, list(args[2]), index(args[3], 'The item index'));
    }
    case 'pairedItems': {
      const node = bridge.node;
      if (!node) throw missing('Data of other nodes');
      const name = text(args[0], 'The node name');
      const count = index(args[1], 'The item count');
      // One answer per item, failures included: each item's code decides whether it reads `.item`.
      return Array.from({ length: count }, (_, itemIndex) => {
        try {
          return { ok: node(name, 'item', [], itemIndex) };
        } catch (error) {
          return JSON.parse(errorAnswer(error)) as unknown;
        }
      });
    }
    case 'input': {
      const member = args[0] as InputAccessMember;
      if (!INPUT_MEMBERS.has(member)) throw new TypeError(`$input has no member "${String(member)}"`);
      if (!bridge.input) throw missing(`$input.${member}`);
      return bridge.input(member, list(args[1]), index(args[2], 'The item index'));
    }
    case 'legacyNode':
      if (!bridge.legacyNode) throw missing('$node');
      return bridge.legacyNode(text(args[0], 'The node name'), index(args[1], 'The item index'));
    case 'items':
      if (!bridge.items) throw missing('$items()');
      return bridge.items(list(args[0]));
    case 'staticData': {
      if (!bridge.staticData) throw missing('Static data');
      const type = args[0];
      if (type !== 'global' && type !== 'node') throw new TypeError('Static data is either "global" or "node"');
      return bridge.staticData(type);
    }
    case 'crypto':
      return answerCrypto(args);
    case 'jmespath':
      if (!bridge.jmespath) throw missing('$jmespath()');
      return bridge.jmespath(args[0], text(args[1], 'The JMESPath expression'));
    default:
      throw new TypeError(`Unknown request "${op}"`);
  }
}

function optionalText(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new TypeError(`${what} must be a text`);
  return value;
}

/** Like `answerBridgeCall`, for the questions answered asynchronously (binary data: stored, or read from the store). */
export async function answerAsyncBridgeCall(bridge: Partial<SandboxDataBridge> | undefined, op: string, argsText: string): Promise<string> {
  try {
    const args = list(JSON.parse(argsText));
    const helpers = bridge ?? {};
    switch (op) {
      case 'prepareBinaryData': {
        if (!helpers.prepareBinaryData) throw missing('this.helpers.prepareBinaryData()');
        if (typeof args[0] !== 'string') throw new TypeError('The binary data must be a Buffer');
        return JSON.stringify({ ok: await helpers.prepareBinaryData(args[0], optionalText(args[1], 'The file name'), optionalText(args[2], 'The MIME type')) });
      }
      case 'getBinaryDataBuffer':
        if (!helpers.binaryDataBase64) throw missing('this.helpers.getBinaryDataBuffer()');
        return JSON.stringify({ ok: await helpers.binaryDataBase64(index(args[0], 'The item index'), text(args[1], 'The binary property name')) });
      default:
        throw new TypeError(`Unknown request "${op}"`);
    }
  } catch (error) {
    return errorAnswer(error);
  }
}

/** Answers the isolate's `require(specifier)` from the file `from` (null: the user's code), as JSON like the others. */
export function answerModuleCall(modules: ModuleResolver, specifier: unknown, from: unknown): string {
  try {
    return JSON.stringify({ ok: modules.resolve(specifier, from) });
  } catch (error) {
    return errorAnswer(error);
  }
}
