import type { IConnection, IConnections } from '../model/index.js';

/**
 * Connections turned around: per target node, per connection type, per input index, the sources
 * feeding it as `{ node: source, type, index: source output }` (n8n's "connections by destination").
 */
export type IConnectionsByDestination = Record<string, Record<string, IConnection[][]>>;

export function mapConnectionsByDestination(connections: IConnections): IConnectionsByDestination {
  const result: IConnectionsByDestination = {};
  for (const [source, byType] of Object.entries(connections)) {
    for (const [type, outputs] of Object.entries(byType ?? {})) {
      (outputs ?? []).forEach((targets, outputIndex) => {
        for (const connection of targets ?? []) {
          if (!connection || typeof connection.node !== 'string') continue;
          const byTargetType = (result[connection.node] ??= {});
          const inputs = (byTargetType[connection.type] ??= []);
          const inputIndex = connection.index ?? 0;
          while (inputs.length <= inputIndex) inputs.push([]);
          (inputs[inputIndex] as IConnection[]).push({ node: source, type, index: outputIndex });
        }
      });
    }
  }
  return result;
}
