import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SmtpInbox } from '../../packages/server/src/test/smtp-inbox.js';
import { api, defaultUserCookie, sessionCookieOf, signInCookie, useSession } from './api.js';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Who can use a fresh server: 'skipped' (owner setup skipped, the default user works as before
 * accounts existed), 'none' (setup still required: every editor route goes to /setup) or 'owner'
 * (an owner set up with `OWNER`'s credentials; `api()` calls are signed in as them).
 */
export type AccountState = 'skipped' | 'none' | 'owner';

export interface StartOptions {
  /** Ignored when starting again on a `place`: the data there already has its accounts. */
  accounts?: AccountState;
  /** Starts a local SMTP inbox the server sends its mails to (`RunningServer.inbox`). */
  smtp?: boolean;
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The owner the 'owner' state sets up. */
export const OWNER: Account = { email: 'owner@weft.test', password: 'Owner-pass1', firstName: 'Olive', lastName: 'Owner' };

export interface RunningServer {
  baseUrl: string;
  userFolder: string;
  port: number;
  /** Set in the 'owner' state: who was set up, with their user id. */
  owner?: Account & { id: string };
  /** With the `smtp` option: the mails the server has sent. */
  inbox?: SmtpInbox;
  stop(): Promise<void>;
  /** Ends the process but keeps its user folder, to start it again on the same port and data. */
  kill(): Promise<void>;
}

/** Where to start a server again: the port and user folder of one that was killed. */
export interface ServerPlace {
  port: number;
  userFolder: string;
}

/** Starts the real server the way `npm start` does, on a free port with a throw-away user folder. */
export async function startServer(env: Record<string, string> = {}, place?: ServerPlace, options: StartOptions = {}): Promise<RunningServer> {
  const port = place?.port ?? await freePort();
  const userFolder = place?.userFolder ?? await mkdtemp(join(tmpdir(), 'weft-e2e-'));
  const basePath = env.WEFT_PATH ?? '/';
  const inbox = options.smtp ? await SmtpInbox.start() : undefined;
  const child = spawn(process.execPath, [join(repoRoot, 'packages/server/bin/weft.js'), 'start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DB_TYPE: 'sqlite',
      WEFT_HOST: '127.0.0.1',
      WEFT_PORT: String(port),
      WEFT_USER_FOLDER: userFolder,
      ...inbox?.env(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const origin = `http://127.0.0.1:${port}`;
  const baseUrl = `${origin}${basePath.replace(/\/$/, '')}`;
  const end = async () => {
    await stopProcess(child);
    await inbox?.close();
  };
  let owner: RunningServer['owner'];
  try {
    await waitForHealth(`${origin}/healthz`, child, () => output);
  } catch (error) {
    await end();
    throw error;
  }
  try {
    if (!place) owner = await setUpAccounts(baseUrl, options.accounts ?? 'skipped');
  } catch (error) {
    await end();
    throw new Error(`${String(error)}\n${output}`);
  }
  return {
    baseUrl,
    userFolder,
    port,
    owner,
    inbox,
    async stop() {
      await end();
      await rm(userFolder, { recursive: true, force: true });
    },
    kill: end,
  };
}

async function setUpAccounts(baseUrl: string, state: AccountState): Promise<RunningServer['owner']> {
  if (state === 'none') return undefined;
  // Only the default user's session may skip or set up the owner.
  const cookie = await defaultUserCookie(baseUrl);
  if (state === 'skipped') {
    await api(baseUrl, 'POST', '/owner/skip-setup', undefined, { cookie });
    useSession(baseUrl, cookie);
    return undefined;
  }
  const response = await fetch(`${baseUrl}/rest/owner`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(OWNER),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /owner answered ${response.status}: ${text}`);
  // Setting up signs the owner in; should it not set a cookie, sign in the ordinary way.
  useSession(baseUrl, sessionCookieOf(response) ?? await signInCookie(baseUrl, OWNER.email, OWNER.password));
  return { ...OWNER, id: (JSON.parse(text) as { data: { id: string } }).data.id };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer ${url} within 30 s:\n${output()}`);
}

/** SIGTERM, as a user stops a process; SIGKILL if it has not exited 5 s later. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
