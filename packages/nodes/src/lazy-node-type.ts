import type { INodeType, IVersionedNodeType } from '@weft/workflow';
import { isVersionedNodeType, VersionedNodeType } from '@weft/workflow';
import type { ImplementationEntry, MemberShape, NodeManifestEntry } from './node-manifest.js';

type AnyNodeType = INodeType | IVersionedNodeType;
type Method = (this: unknown, ...args: unknown[]) => unknown;

interface Once<T> {
  get(): Promise<T>;
  /** Set once the load has succeeded. */
  loaded?: T;
}

/** Loads a module once; a failed load is tried again on the next call. */
function once<T>(load: () => Promise<T>): Once<T> {
  let pending: Promise<T> | undefined;
  const state: Once<T> = {
    get() {
      pending ??= load().then(
        (value) => (state.loaded = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
  return state;
}

function memberAt(implementation: INodeType, path: string[]): Method {
  let value: unknown = implementation;
  for (const name of path) value = (value as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'function') throw new Error(`Node type "${implementation.description.name}" has no ${path.join('.')} (its node manifest is out of date: run \`npm run build\`)`);
  return value as Method;
}

/**
 * The functions of `shape`, each calling the loaded implementation's own with the caller's `this`
 * (the execution context): the first call waits for the module, later ones call straight through, so
 * a node that answers at once still does.
 */
function forwarders(shape: MemberShape, path: string[], implementation: Once<INodeType>): Record<string, unknown> {
  const members: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(shape)) {
    const memberPath = [...path, name];
    members[name] = member === true
      ? function forward(this: unknown, ...args: unknown[]): unknown {
        if (implementation.loaded) return memberAt(implementation.loaded, memberPath).apply(this, args);
        return implementation.get().then((loaded) => memberAt(loaded, memberPath).apply(this, args));
      }
      : forwarders(member, memberPath, implementation);
  }
  return members;
}

function lazyImplementation(entry: ImplementationEntry, load: () => Promise<INodeType>): INodeType {
  return { ...forwarders(entry.members, [], once(load)), description: entry.description };
}

/**
 * A built-in node type from its manifest entry: its descriptions at once, its code (`load`) on the
 * first call of any of its functions. Versions sharing an implementation share one lazy object, as
 * they share one in the module.
 */
export function lazyNodeType(entry: NodeManifestEntry, load: () => Promise<AnyNodeType>): AnyNodeType {
  if (entry.kind === 'node') {
    return lazyImplementation(entry, async () => {
      const nodeType = await load();
      if (isVersionedNodeType(nodeType)) throw new Error(`Node type "${entry.description.name}" became versioned: run \`npm run build\``);
      return nodeType;
    });
  }
  const module = once(load);
  const implementations = entry.implementations.map((implementation, index) => {
    const version = Object.keys(entry.versions).find((key) => entry.versions[key] === index);
    return lazyImplementation(implementation, async () => {
      const nodeType = await module.get();
      const loaded = isVersionedNodeType(nodeType) ? nodeType.nodeVersions[Number(version)] : undefined;
      if (!loaded) throw new Error(`Node type "${entry.description.name}" has no version ${version}: run \`npm run build\``);
      return loaded;
    });
  });
  const nodeVersions = Object.fromEntries(Object.entries(entry.versions).map(([version, index]) => [version, implementations[index] as INodeType]));
  return new VersionedNodeType(nodeVersions, entry.description);
}
