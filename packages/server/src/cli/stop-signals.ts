/**
 * Runs `stop` on the first SIGINT or SIGTERM and exits with its code; a second signal exits at once.
 * The process keeps running until then (its servers and connections hold the event loop open).
 */
export function exitOnStopSignals(name: string, stop: () => Promise<number>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.stderr.write(`Received ${signal} again, exiting without waiting.\n`);
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`Stopping ${name}...\n`);
    stop().then(
      (code) => process.exit(code),
      (error: unknown) => {
        process.stderr.write(`${name} did not stop cleanly: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
