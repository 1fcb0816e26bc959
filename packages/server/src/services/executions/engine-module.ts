import type * as WeftEngine from '@weft/engine';

export type EngineModule = typeof WeftEngine;

let loading: Promise<EngineModule> | undefined;
let loaded: EngineModule | undefined;

/**
 * The engine module, loaded on first use so that start-up does not pay for it (the nodes, the sandbox
 * and the expression compiler come with it). The one place the server loads `@weft/engine` at run
 * time: everything else asks here, or imports its types only.
 */
export function loadEngine(): Promise<EngineModule> {
  loading ??= (async () => {
    loaded = await import('@weft/engine');
    return loaded;
  })();
  return loading;
}

/** The engine once `loadEngine` has settled: hot paths (a webhook call) read it without awaiting. */
export function loadedEngine(): EngineModule | undefined {
  return loaded;
}
