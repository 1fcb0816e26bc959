import { CodeRunError } from '@weft/workflow';

/** "60 s", "1.5 s", "0.25 s": how limits read in messages. */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/** A run stopped at the time limit; `lookFor` names what in the code usually causes it. */
export function codeTimeoutError(timeoutMs: number, lookFor: string): CodeRunError {
  return new CodeRunError('timeout', `Code ran longer than ${formatSeconds(timeoutMs)}`, {
    description: `A Code node run may take ${formatSeconds(timeoutMs)} at most (WEFT_CODE_TIMEOUT_MS). `
      + `Look for ${lookFor}, or raise the limit.`,
  });
}

/** A run stopped at the memory limit; `limited` names what the limit applies to. */
export function codeMemoryError(memoryLimitMb: number, limited: string): CodeRunError {
  return new CodeRunError('memory', `Code used more than ${memoryLimitMb} MB`, {
    description: `${limited} may use ${memoryLimitMb} MB at most (WEFT_CODE_MEMORY_LIMIT_MB). `
      + 'Process fewer items at once (e.g. with Loop Over Items), or raise the limit.',
  });
}

/** A run ended because its execution was stopped. */
export function codeStoppedError(): CodeRunError {
  return new CodeRunError('unavailable', 'The execution was stopped while the code ran');
}
