#!/usr/bin/env -S node --no-node-snapshot
// The `weft` command: runs the compiled CLI (packages/server/dist), built by `npm run build`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The Code node's sandbox (isolated-vm) needs Node started with --no-node-snapshot on Node 20+. The
// shebang passes it when the file is executed; `node bin/weft.js` (npm scripts, the e2e harness)
// lacks it, so the command starts itself again with the flag.
const FLAG = '--no-node-snapshot';
const hasFlag = process.execArgv.includes(FLAG) || (process.env.NODE_OPTIONS ?? '').split(/\s+/).includes(FLAG);

if (!hasFlag) {
  const child = spawn(process.execPath, [FLAG, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
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
