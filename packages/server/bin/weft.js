#!/usr/bin/env node
// The `weft` command: runs the compiled CLI (packages/server/dist), built by `npm run build`.
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
