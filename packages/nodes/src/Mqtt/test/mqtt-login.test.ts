import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { serviceRunner } from '../../test-support/service-node-run.js';

/*
 * The shared broker takes anyone; this file starts a Mosquitto of its own that requires a password,
 * so that a refused login is a real broker's answer.
 */
const USER = 'weft-sensor';
let folder: string;
let broker: ChildProcess;
let port: number;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'weft-mosquitto-'));
  port = await freePort();
  const passwords = join(folder, 'passwords');
  execFileSync('mosquitto_passwd', ['-b', '-c', passwords, USER, 'right-password']);
  // Started as root, Mosquitto would switch to its own user, who cannot read this private folder.
  writeFileSync(join(folder, 'mosquitto.conf'), `user ${userInfo().username}\nlistener ${port} 127.0.0.1\nallow_anonymous false\npassword_file ${passwords}\npersistence false\n`);
  broker = spawn('mosquitto', ['-c', join(folder, 'mosquitto.conf')], { stdio: 'ignore' });
  // Ready once it takes the right login.
  for (;;) {
    try {
      await (await connectAsync({ host: '127.0.0.1', port, username: USER, password: 'right-password', reconnectPeriod: 0 })).endAsync();
      break;
    } catch (error) {
      if (broker.exitCode !== null) throw new Error(`Mosquitto did not start (exit code ${broker.exitCode})`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});
afterAll(() => {
  broker.kill();
  rmSync(folder, { recursive: true, force: true });
});

describe('MQTT credential with a broker that requires a password', () => {
  it('publishes with the right password and names a refused one', async () => {
    const server = { protocol: 'mqtt', host: '127.0.0.1', port, username: USER, clean: true };
    const { run } = serviceRunner({
      right: { type: 'mqtt', data: { ...server, password: 'right-password' } },
      wrong: { type: 'mqtt', data: { ...server, password: 'wrong-password' } },
    });
    const publish = (uses: string) => run({ type: 'n8n-nodes-base.mqtt', typeVersion: 1, parameters: { topic: 'weft/login' }, uses: { mqtt: uses }, input: [{ json: { ok: true } }] });
    expect((await publish('right')).json).toEqual([{ ok: true }]);
    expect((await publish('wrong')).error?.message).toMatch(/^The MQTT broker refused the credential's username or password: .*Not authorized/);

    const test = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.mqtt', 1)?.methods?.credentialTest?.mqttConnectionTest;
    if (!test) throw new Error('the MQTT node has no connection test');
    expect(await test({ id: '', name: 'm', type: 'mqtt', data: { ...server, password: 'wrong-password' } })).toMatchObject({ status: 'Error', message: expect.stringMatching(/refused the credential's username or password/) });
  });
});
