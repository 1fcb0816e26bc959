import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import './kafka-broker.js';

let kcat: ChildProcess | undefined;

/**
 * One Kafka-protocol broker for the whole unit run: librdkafka's mock cluster, started through Debian's
 * `kcat` (no Apache Kafka package exists for Debian). It lives as long as kcat does: kcat consumes a
 * topic of its own and prints the cluster's address on stderr with `-d mock`.
 */
export async function setup(project: TestProject): Promise<void> {
  project.provide('kafkaBrokers', await startMockCluster().catch((error: Error) => `unavailable: ${error.message}`));
}

export async function teardown(): Promise<void> {
  kcat?.kill();
}

async function startMockCluster(): Promise<string> {
  const child = spawn('kcat', ['-b', '127.0.0.1:1', '-X', 'test.mock.num.brokers=1', '-d', 'mock', '-C', '-t', 'weft-keepalive'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  kcat = child;
  return new Promise<string>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error('kcat printed no mock cluster address within 15 s')), 15_000);
    child.once('error', (error) => { clearTimeout(timer); reject(new Error(`kcat could not start (${error.message}); scripts/prepare-test-env.sh installs it`)); });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`kcat exited (${code}) before the mock cluster was up: ${seen.slice(-500)}`)); });
    child.stderr?.on('data', (chunk: Buffer) => {
      // Only the start is needed; afterwards the debug output is read and dropped so kcat never blocks on a full pipe.
      if (seen.length > 100_000) return;
      seen += chunk.toString();
      const address = /bootstrap\.servers=(\S+)/.exec(seen)?.[1];
      if (address) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve(address);
      }
    });
  });
}
