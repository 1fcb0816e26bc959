/** Lets one paste through per interval: a held or repeated Ctrl+V pastes once (spec §9: 1000 ms). */
export function createPasteGate(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryPass(): boolean {
      const time = now();
      if (time - last < intervalMs) return false;
      last = time;
      return true;
    },
  };
}
