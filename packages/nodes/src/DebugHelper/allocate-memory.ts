import { freemem } from 'node:os';

const MB = 1024 * 1024;
/** Memory the allocation always leaves free on the machine, so that the server is never starved. */
const RESERVE_MB = 512;
/** The most one run allocates, whatever is asked. */
export const MAX_ALLOCATION_MB = 2048;

export interface AllocationReport {
  requestedMB: number;
  allocatedMB: number;
  /** Why it stopped before the requested size, when it did. */
  stoppedEarly?: string;
  rssMB: number;
  heapUsedMB: number;
}

/**
 * Allocates memory in 1 MB steps (filled, so it is really used), up to the requested size, then lets
 * it go. It stops early at MAX_ALLOCATION_MB or when the machine would have less than RESERVE_MB
 * free: the point is to show memory growing, never to crash the server. `freeMemory` is for tests.
 */
export function allocateMemory(requestedMB: number, freeMemory: () => number = freemem): AllocationReport {
  const target = Math.max(0, Math.floor(requestedMB));
  const chunks: Buffer[] = [];
  let stoppedEarly: string | undefined;
  for (let step = 0; step < target; step++) {
    if (step >= MAX_ALLOCATION_MB) {
      stoppedEarly = `stopped at the limit of ${MAX_ALLOCATION_MB} MB`;
      break;
    }
    // Checking the machine every 16 MB keeps the loop cheap.
    if (step % 16 === 0 && freeMemory() / MB < RESERVE_MB + 16) {
      stoppedEarly = `stopped to keep ${RESERVE_MB} MB of the machine's memory free`;
      break;
    }
    chunks.push(Buffer.alloc(MB, 1));
  }
  const usage = process.memoryUsage();
  const report: AllocationReport = {
    requestedMB: target,
    allocatedMB: chunks.length,
    rssMB: Math.round(usage.rss / MB),
    heapUsedMB: Math.round(usage.heapUsed / MB),
  };
  if (stoppedEarly) report.stoppedEarly = stoppedEarly;
  chunks.length = 0;
  return report;
}
