/**
 * Queue mode's classes, in one module that regular mode never loads: they bring bullmq and ioredis,
 * about 0.4 s of CPU and 20 MB to import, for nothing when the executions run in the process itself.
 */
export { LeaderLock } from './leader-lock.js';
export { QueuedExecutions } from './queued-executions.js';
export { RedisBus } from './redis-bus.js';
export { WorkerRelay } from './worker-relay.js';
