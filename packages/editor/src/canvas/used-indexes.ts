import type { IConnections } from '@weft/workflow';
import { MAIN } from '../domain/node-endpoints';

/** Which handles a workflow's connections use: what the canvas needs to draw each node's endpoints. */
interface UsedIndexes {
  /** Highest main output index used per source. */
  outputs: Map<string, number>;
  /** Highest main input index used per target. */
  inputs: Map<string, number>;
  /** The main outputs in use per source, in order. */
  connected: Map<string, number[]>;
  /** Connections arriving per target and AI input (`type/index`). */
  aiInputs: Map<string, Map<string, number>>;
}

function countAiInput(aiInputs: Map<string, Map<string, number>>, target: string, key: string): void {
  let byInput = aiInputs.get(target);
  if (!byInput) {
    byInput = new Map();
    aiInputs.set(target, byInput);
  }
  byInput.set(key, (byInput.get(key) ?? 0) + 1);
}

export function usedIndexes(connections: IConnections): UsedIndexes {
  const outputs = new Map<string, number>();
  const inputs = new Map<string, number>();
  const connected = new Map<string, number[]>();
  const aiInputs = new Map<string, Map<string, number>>();
  for (const [source, byType] of Object.entries(connections)) {
    for (const [type, lists] of Object.entries(byType)) {
      if (type === MAIN) continue;
      for (const targets of lists ?? []) {
        for (const target of targets ?? []) {
          if (target?.type === type) countAiInput(aiInputs, target.node, `${type}/${target.index ?? 0}`);
        }
      }
    }
    (byType[MAIN] ?? []).forEach((targets, outputIndex) => {
      if (!targets?.length) return;
      outputs.set(source, Math.max(outputs.get(source) ?? -1, outputIndex));
      const list = connected.get(source);
      if (list) list.push(outputIndex);
      else connected.set(source, [outputIndex]);
      for (const target of targets) {
        if (target.type !== MAIN) continue;
        inputs.set(target.node, Math.max(inputs.get(target.node) ?? -1, target.index));
      }
    });
  }
  return { outputs, inputs, connected, aiInputs };
}

