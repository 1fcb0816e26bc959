#!/usr/bin/env -S node --no-node-snapshot
// The `weft` command: runs the compiled CLI (packages/server/dist), built by `npm run build`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Node flags the command needs, each read only when the process starts:
// - the Code node's sandbox (isolated-vm) needs --no-node-snapshot on Node 20+;
// - the server (`start`, and queue mode's `webhook` and `worker`) runs with a 64 MB young generation (V8's default is 16 MB): with many
//   requests in flight, each scavenge of the default size copied, then promoted, the objects of all
//   of them (webhook throughput rose by about a fifth; 128 MB and more were slower again). `execute`
//   keeps the default: one large run only grew its peak memory with it.
// The shebang passes the first; `node bin/weft.js` (npm scripts, the e2e harness) may lack them, so
// the command starts itself again with the missing ones. A value the user sets (in the command or
// NODE_OPTIONS) wins.
const FLAGS = ['--no-node-snapshot'];
if (['start', 'webhook', 'worker'].includes(process.argv[2])) FLAGS.push('--max-semi-space-size=64');
const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].map((arg) => arg.split('=')[0]);
const missing = FLAGS.filter((flag) => !given.includes(flag.split('=')[0]));
const hasFlag = missing.length === 0;

if (!hasFlag) {
  const child = spawn(process.execPath, [...missing, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, WEFT_REEXEC: '1' },
  });
  // Ctrl-C in a terminal reaches the whole process group, the child included: forwarding it too
  // would make the server's second-signal rule force an unclean stop.
  const signals = process.stdin.isTTY ? ['SIGTERM', 'SIGHUP'] : ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, () => child.kill(signal));
  if (process.stdin.isTTY) process.on('SIGINT', () => {});
  child.on('exit', (code, signal) => {
    if (!signal) process.exit(code ?? 1);
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  });
} else {
  if (process.env.WEFT_REEXEC === '1' && process.channel) {
    // Started by the step above: stop when that parent dies, even if it was killed without a chance to forward.
    process.channel.unref();
    process.on('disconnect', () => process.exit(1));
  }
  let cli;
  try {
    cli = await import('../dist/cli/main.js');
  } catch (error) {
    if (error && error.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/cli/main.js')) {
      process.stderr.write('Weft is not built yet. Run `npm run build` in the Weft folder first.\n');
      process.exit(1);
    }
    throw error;
  }
  const code = await cli.main(process.argv.slice(2));
  if (code !== 0) process.exitCode = code;
}
