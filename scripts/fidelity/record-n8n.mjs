#!/usr/bin/env node
// Runs fidelity fixtures in the real n8n and records its run data beside each one (`<name>.n8n.json`),
// so that packages/nodes/src/fidelity/fidelity.test.ts can compare Weft's run with it without n8n.
//
//   N8N_BIN=/path/to/node_modules/.bin/n8n node scripts/fidelity/record-n8n.mjs [fixture files or folders]
//
// With no argument it records every fixture under packages/nodes/fidelity that has no recording yet;
// `--all` records them all again. n8n runs on a throw-away user folder (SQLite), one import for all
// fixtures, then `n8n execute --rawOutput` per fixture. A fixture's `<name>.env.json` (an object of
// environment variables, e.g. NODE_FUNCTION_ALLOW_EXTERNAL) is added to the environment of its run.
// A fixture's `<name>.stand-in.json` names a loopback service stand-in and its script: it is started
// (packages/nodes/src/fidelity/fidelity-stand-ins.ts, through tsx) for that fixture's run alone, and
// its `<name>.credentials.json` (n8n's decrypted credential export, the stand-in's address as a
// placeholder) is filled in and imported with `n8n import:credentials` before the run.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../packages/nodes/fidelity/', import.meta.url));
const n8nBin = process.env.N8N_BIN ?? 'n8n';
const args = process.argv.slice(2);
const all = args.includes('--all');
const targets = args.filter((arg) => arg !== '--all');

const files = (targets.length ? targets : [root]).flatMap((target) => workflowFiles(resolve(target)));
const pending = files.filter((file) => all || targets.length > 0 || !existsSync(recordingOf(file)));
if (pending.length === 0) {
  console.log('Nothing to record.');
  process.exit(0);
}

const standIns = await import('tsx/esm/api').then(({ register }) => {
  register();
  return import('../../packages/nodes/src/fidelity/fidelity-stand-ins.ts');
});

const userFolder = mkdtempSync(join(tmpdir(), 'weft-fidelity-n8n-'));
const env = {
  ...process.env,
  N8N_USER_FOLDER: userFolder,
  DB_TYPE: 'sqlite',
  N8N_EXPRESSION_ENGINE: 'legacy',
  N8N_DEFAULT_BINARY_DATA_MODE: 'default',
  N8N_DIAGNOSTICS_ENABLED: 'false',
  N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
  N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
  // n8n prints --rawOutput through its logger at level info: a quieter level prints nothing.
  N8N_LOG_LEVEL: 'info',
  N8N_BLOCK_ENV_ACCESS_IN_NODE: 'false',
  GENERIC_TIMEZONE: process.env.GENERIC_TIMEZONE ?? 'UTC',
  TZ: process.env.TZ ?? 'UTC',
};

try {
  const importFolder = join(userFolder, 'import');
  mkdirSync(importFolder);
  const ids = new Map();
  for (const file of pending) {
    const workflow = JSON.parse(readFileSync(file, 'utf8'));
    const id = idFor(file);
    ids.set(file, id);
    writeFileSync(join(importFolder, `${id}.json`), JSON.stringify({ ...workflow, id, active: false }));
  }
  const imported = await n8n(['import:workflow', '--separate', `--input=${importFolder}`]);
  if (imported.status !== 0) throw new Error(`n8n import failed:\n${imported.stderr}${imported.stdout}`);
  const version = (await n8n(['--version'])).stdout.trim();

  let failures = 0;
  for (const file of pending) {
    const standInSpec = besideOf(file, '.stand-in.json');
    const standIn = standInSpec ? await standIns.startFixtureStandIn(standInSpec) : undefined;
    let executed;
    try {
      const credentials = besideOf(file, '.credentials.json');
      if (credentials) {
        const credentialsFile = join(userFolder, 'credentials.json');
        writeFileSync(credentialsFile, JSON.stringify(standIns.fillPlaceholders(credentials, standIn?.placeholders ?? {})));
        const importedCredentials = await n8n(['import:credentials', `--input=${credentialsFile}`]);
        if (importedCredentials.status !== 0) throw new Error(`n8n credential import failed:\n${importedCredentials.stderr}${importedCredentials.stdout}`);
      }
      executed = await n8n(['execute', `--id=${ids.get(file)}`, '--rawOutput'], besideOf(file, '.env.json') ?? {});
    } finally {
      await standIn?.close();
    }
    const data = parseRunData(executed.stdout) ?? refusedRun(executed.stdout);
    if (!data) {
      failures++;
      console.error(`✗ ${file}: n8n printed no run data (exit ${executed.status})\n${executed.stderr}${executed.stdout}`.slice(0, 4000));
      continue;
    }
    writeFileSync(recordingOf(file), `${JSON.stringify({ n8nVersion: version, data: trim(data) }, null, 2)}\n`);
    console.log(`✓ ${file}`);
  }
  process.exitCode = failures ? 1 : 0;
} finally {
  rmSync(userFolder, { recursive: true, force: true });
}

/** Runs n8n without blocking: the fixture's stand-in answers n8n's requests from this process meanwhile. */
function n8n(commandArgs, fixtureEnv = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(n8nBin, commandArgs, { env: { ...env, ...fixtureEnv } });
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (status) => resolvePromise({ status, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') }));
  });
}

/** A fixture's JSON file beside its workflow (`<name>.env.json`, `.credentials.json`, `.stand-in.json`), if it has one. */
function besideOf(file, suffix) {
  const path = file.replace(/\.workflow\.json$/, suffix);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

/**
 * `--rawOutput` prints the run (indented JSON) after n8n's log lines; a failed run prints it after
 * "Execution error:" and more log lines may follow it, so the JSON ends at the first top-level `}` line.
 */
function parseRunData(stdout) {
  const start = stdout.search(/^\{$/m);
  if (start < 0) return undefined;
  const rest = stdout.slice(start);
  const end = rest.search(/^\}$/m);
  try {
    const parsed = JSON.parse(end < 0 ? rest : rest.slice(0, end + 1));
    return parsed.resultData ? parsed : parsed.data?.resultData ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A run n8n refused before any node ran (a workflow with issues) prints no run data, only its error
 * under "Execution error:"; it is recorded as such a run: no node ran, the run has that error.
 */
function refusedRun(stdout) {
  const match = /^Execution error:\n=+\n(.+)$/m.exec(stdout);
  if (!match || /^\{/.test(match[1])) return undefined;
  return { resultData: { runData: {}, error: { message: match[1] } } };
}

/** Keeps what the comparison reads (items, errors), so recordings stay small and readable in review. */
function trim(data) {
  const runData = {};
  for (const [name, runs] of Object.entries(data.resultData.runData)) {
    runData[name] = runs.map((run) => ({
      ...(run.data ? { data: run.data } : {}),
      ...(run.error ? { error: { message: run.error.message, description: run.error.description } } : {}),
    }));
  }
  const error = data.resultData.error;
  return { resultData: { runData, ...(error ? { error: { message: error.message, description: error.description } } : {}) } };
}

function recordingOf(file) {
  return file.replace(/\.workflow\.json$/, '.n8n.json');
}

/** n8n wants 16-character ids; derived from the path so a re-recording imports the same id. */
function idFor(file) {
  return createHash('sha256').update(file).digest('base64url').replace(/[-_]/g, 'x').slice(0, 16);
}

function workflowFiles(path) {
  if (!statSync(path).isDirectory()) return path.endsWith('.workflow.json') ? [path] : [];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => workflowFiles(join(path, entry)));
}
