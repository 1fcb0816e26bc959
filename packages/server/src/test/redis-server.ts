import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A `redis-server` of a test's own on 127.0.0.1 (nothing kept on disk), for tests that stop Redis and
 * start it again under processes using it: the suite's shared Redis on 6379 is never stopped.
 */
export class RedisServer {
  private child?: ChildProcess;

  private constructor(readonly port: number, private readonly folder: string) {}

  static async start(port: number): Promise<RedisServer> {
    const redis = new RedisServer(port, await mkdtemp(join(tmpdir(), 'weft-redis-')));
    await redis.restart();
    return redis;
  }

  /** Starts it (again) on the same port; resolves once it accepts connections. */
  async restart(): Promise<void> {
    const child = spawn('redis-server', [
      '--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.folder,
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    let printed = '';
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        printed += chunk.toString();
        if (printed.includes('Ready to accept connections')) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${printed}`)));
      child.once('error', reject);
    });
  }

  /** Stops it (SIGTERM); resolves once the process has gone and its connections with it. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  async close(): Promise<void> {
    await this.stop();
    await rm(this.folder, { recursive: true, force: true });
  }
}
