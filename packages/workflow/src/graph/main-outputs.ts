import type { IConnections } from '../model/index.js';

/** The main outputs of a node that have at least one connection leaving them. */
export function connectedMainOutputs(connections: IConnections, name: string): Set<number> {
  const used = new Set<number>();
  (connections[name]?.main ?? []).forEach((targets, index) => {
    if ((targets?.length ?? 0) > 0) used.add(index);
  });
  return used;
}

/**
 * The output a node added after this one is connected from: its first output with nothing connected,
 * else the first output (a further branch beside the existing ones). Undefined when it has no output.
 */
export function firstFreeMainOutput(connections: IConnections, name: string, outputCount: number): number | undefined {
  if (outputCount <= 0) return undefined;
  const used = connectedMainOutputs(connections, name);
  for (let index = 0; index < outputCount; index++) if (!used.has(index)) return index;
  return 0;
}
