import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, normaliseBasePath, parseConfig } from './config.js';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 5678,
      host: '0.0.0.0',
      userFolder: join(homedir(), '.weft'),
      basePath: '/',
      database: { type: 'sqlite', sqliteFile: join(homedir(), '.weft', 'database.sqlite') },
      timezone: 'America/New_York',
      executionTimeout: -1,
      maxExecutionTimeout: 3600,
      logLevel: 'info',
    });
    expect(config.editorDist.endsWith(join('packages', 'editor', 'dist'))).toBe(true);
  });

  it('reads the save settings and the encryption key', () => {
    expect(parseConfig({})).toMatchObject({
      saveDataErrorExecution: 'all', saveDataSuccessExecution: 'all', saveManualExecutions: false, saveExecutionProgress: false,
    });
    expect(parseConfig({}).encryptionKey).toBeUndefined();
    const config = parseConfig({
      EXECUTIONS_DATA_SAVE_ON_ERROR: 'none', EXECUTIONS_DATA_SAVE_ON_SUCCESS: 'none',
      EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS: 'true', EXECUTIONS_DATA_SAVE_ON_PROGRESS: 'true', WEFT_ENCRYPTION_KEY: 'sixteen chars ok',
    });
    expect(config).toMatchObject({
      saveDataErrorExecution: 'none', saveDataSuccessExecution: 'none', saveManualExecutions: true, saveExecutionProgress: true,
      encryptionKey: 'sixteen chars ok',
    });
    expect(errorOf({ EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS: 'yes' }).message)
      .toBe('Invalid configuration: EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS must be \'true\' or \'false\' (got "yes")');
    expect(errorOf({ WEFT_ENCRYPTION_KEY: 'short' }).message).toContain('WEFT_ENCRYPTION_KEY must be at least 16 characters long');
  });

  it('reads the Code sandbox limits', () => {
    expect(parseConfig({})).toMatchObject({ codeMemoryLimitMb: 128, codeTimeoutMs: 60_000 });
    expect(parseConfig({ WEFT_CODE_MEMORY_LIMIT_MB: '256', WEFT_CODE_TIMEOUT_MS: '5000' }))
      .toMatchObject({ codeMemoryLimitMb: 256, codeTimeoutMs: 5000 });
    expect(errorOf({ WEFT_CODE_MEMORY_LIMIT_MB: '4' }).message)
      .toBe('Invalid configuration: WEFT_CODE_MEMORY_LIMIT_MB must be a whole number of MB from 8 to 65536 (got "4")');
    expect(errorOf({ WEFT_CODE_TIMEOUT_MS: '0' }).message).toContain('WEFT_CODE_TIMEOUT_MS must be a whole number of milliseconds above 0');
  });

  it("reads what the Code node's require may load from n8n's two variables, nothing by default", () => {
    expect(parseConfig({}).codeModules).toEqual({ builtin: [], external: [] });
    expect(parseConfig({ NODE_FUNCTION_ALLOW_BUILTIN: 'crypto, events', NODE_FUNCTION_ALLOW_EXTERNAL: 'moment,lodash' }).codeModules)
      .toEqual({ builtin: ['crypto', 'events'], external: ['moment', 'lodash'] });
    expect(parseConfig({ NODE_FUNCTION_ALLOW_EXTERNAL: '*' }).codeModules).toEqual({ builtin: [], external: '*' });
  });

  it('reads the limits of expressions and of node runs per execution', () => {
    expect(parseConfig({})).toMatchObject({ expressionTimeoutMs: 5000, maxNodeRuns: 10_000 });
    expect(parseConfig({ WEFT_EXPRESSION_TIMEOUT_MS: '250', EXECUTIONS_MAX_NODE_RUNS: '500000' }))
      .toMatchObject({ expressionTimeoutMs: 250, maxNodeRuns: 500_000 });
    expect(errorOf({ WEFT_EXPRESSION_TIMEOUT_MS: '0' }).message)
      .toBe('Invalid configuration: WEFT_EXPRESSION_TIMEOUT_MS must be a whole number of milliseconds above 0 (got "0")');
    expect(errorOf({ EXECUTIONS_MAX_NODE_RUNS: '1e4' }).message)
      .toBe('Invalid configuration: EXECUTIONS_MAX_NODE_RUNS must be a whole number above 0 (got "1e4")');
  });

  it('reads the time a client has to send a request', () => {
    expect(parseConfig({}).requestTimeoutMs).toBe(300_000);
    expect(parseConfig({ WEFT_REQUEST_TIMEOUT_MS: '2000' }).requestTimeoutMs).toBe(2000);
    expect(errorOf({ WEFT_REQUEST_TIMEOUT_MS: '0' }).message)
      .toBe('Invalid configuration: WEFT_REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 100 to 2147483647 (got "0")');
  });

  it('reads how many reverse proxies stand in front, none by default', () => {
    expect(parseConfig({}).proxyHops).toBe(0);
    expect(parseConfig({ WEFT_PROXY_HOPS: '2' }).proxyHops).toBe(2);
    expect(errorOf({ WEFT_PROXY_HOPS: 'yes' }).message)
      .toBe('Invalid configuration: WEFT_PROXY_HOPS must be a whole number from 0 to 10 (got "yes")');
    expect(errorOf({ WEFT_PROXY_HOPS: '-1' }).message)
      .toBe('Invalid configuration: WEFT_PROXY_HOPS must be a whole number from 0 to 10 (got "-1")');
  });

  it('allows the Execute Command node only when WEFT_EXECUTE_COMMAND_ENABLED is true', () => {
    expect(parseConfig({}).executeCommandEnabled).toBe(false);
    expect(parseConfig({ WEFT_EXECUTE_COMMAND_ENABLED: 'true' }).executeCommandEnabled).toBe(true);
    expect(errorOf({ WEFT_EXECUTE_COMMAND_ENABLED: 'yes' }).message)
      .toBe('Invalid configuration: WEFT_EXECUTE_COMMAND_ENABLED must be \'true\' or \'false\' (got "yes")');
  });

  it('reads whether community packages are enabled, on by default', () => {
    expect(parseConfig({}).communityPackagesEnabled).toBe(true);
    expect(parseConfig({ WEFT_COMMUNITY_PACKAGES_ENABLED: 'false' }).communityPackagesEnabled).toBe(false);
  });

  it('reads the pruning of old executions, on by default as in n8n', () => {
    expect(parseConfig({})).toMatchObject({ pruneExecutions: true, pruneMaxAgeHours: 336, pruneMaxCount: 10_000 });
    expect(parseConfig({ EXECUTIONS_DATA_PRUNE: 'false', EXECUTIONS_DATA_MAX_AGE: '48', EXECUTIONS_DATA_PRUNE_MAX_COUNT: '0' }))
      .toMatchObject({ pruneExecutions: false, pruneMaxAgeHours: 48, pruneMaxCount: 0 });
    expect(errorOf({ EXECUTIONS_DATA_PRUNE: 'yes' }).message)
      .toBe("Invalid configuration: EXECUTIONS_DATA_PRUNE must be 'true' or 'false' (got \"yes\")");
    expect(errorOf({ EXECUTIONS_DATA_MAX_AGE: '0' }).message)
      .toBe('Invalid configuration: EXECUTIONS_DATA_MAX_AGE must be a whole number of hours from 1 to 8760000 (got "0")');
    expect(errorOf({ EXECUTIONS_DATA_PRUNE_MAX_COUNT: '-5' }).message)
      .toBe('Invalid configuration: EXECUTIONS_DATA_PRUNE_MAX_COUNT must be a whole number of executions, or 0 for no limit (got "-5")');
  });

  it('hides the environment from expressions unless allowed, and then without Weft\'s secrets', () => {
    const env = { HOME: '/home/weft', WEFT_ENCRYPTION_KEY: 'sixteen chars ok', DB_POSTGRESDB_PASSWORD: 'pw', API_BASE: 'https://api' };
    expect(parseConfig(env).expressionEnv).toEqual({});
    const shown = parseConfig({ ...env, WEFT_BLOCK_ENV_ACCESS_IN_NODE: 'false' }).expressionEnv;
    expect(shown).toMatchObject({ HOME: '/home/weft', API_BASE: 'https://api' });
    expect(shown).not.toHaveProperty('WEFT_ENCRYPTION_KEY');
    expect(shown).not.toHaveProperty('DB_POSTGRESDB_PASSWORD');
    expect(parseConfig({ ...env, WEFT_BLOCK_ENV_ACCESS_IN_NODE: 'true' }).expressionEnv).toEqual({});
  });

  it('reads the protocol users reach the instance by', () => {
    expect(parseConfig({}).protocol).toBe('http');
    expect(parseConfig({ WEFT_PROTOCOL: 'https' }).protocol).toBe('https');
    expect(errorOf({ WEFT_PROTOCOL: 'ftp' }).message).toBe('Invalid configuration: WEFT_PROTOCOL must be \'http\' or \'https\' (got "ftp")');
  });

  it('reads Postgres settings with their defaults', () => {
    const config = parseConfig({ DB_TYPE: 'postgresdb', DB_POSTGRESDB_SCHEMA: 'weft_data' });
    expect(config.database).toEqual({
      type: 'postgresdb',
      postgres: { host: 'localhost', port: 5432, database: 'weft', user: 'postgres', password: '', schema: 'weft_data' },
    });
  });

  it('puts the SQLite file in the user folder unless told otherwise', () => {
    expect(parseConfig({ WEFT_USER_FOLDER: '/srv/weft' }).database).toEqual({ type: 'sqlite', sqliteFile: '/srv/weft/database.sqlite' });
    expect(parseConfig({ WEFT_USER_FOLDER: '/srv/weft', DB_SQLITE_FILE: '/data/w.db' }).database)
      .toEqual({ type: 'sqlite', sqliteFile: '/data/w.db' });
  });

  it('confines file access to the files folder, taken from the user folder when relative', () => {
    expect(parseConfig({}).filesFolder).toBe(join(homedir(), '.weft', 'files'));
    expect(parseConfig({ WEFT_USER_FOLDER: '/srv/weft' }).filesFolder).toBe('/srv/weft/files');
    expect(parseConfig({ WEFT_USER_FOLDER: '/srv/weft', WEFT_FILES_FOLDER: 'shared/in' }).filesFolder).toBe('/srv/weft/shared/in');
    expect(parseConfig({ WEFT_USER_FOLDER: '/srv/weft', WEFT_FILES_FOLDER: '/data/files' }).filesFolder).toBe('/data/files');
    expect(parseConfig({ WEFT_FILES_FOLDER: '~/files' }).filesFolder).toBe(join(homedir(), 'files'));
    expect(parseConfig({ WEFT_USER_FOLDER: '/srv/weft', WEFT_FILES_FOLDER: '/srv/weft-files' }).filesFolder).toBe('/srv/weft-files');
    expect(errorOf({ WEFT_USER_FOLDER: '/srv/weft', WEFT_FILES_FOLDER: '/srv' }).message)
      .toBe('Invalid configuration: WEFT_FILES_FOLDER must not be the user folder or a folder holding it (got "/srv")');
    expect(errorOf({ WEFT_USER_FOLDER: '/srv/weft', WEFT_FILES_FOLDER: '.' }).message).toContain('WEFT_FILES_FOLDER must not be the user folder');
    expect(errorOf({ WEFT_FILES_FOLDER: 'a\0b' }).message).toBe('Invalid configuration: WEFT_FILES_FOLDER must be a folder path (got "a\0b")');
  });

  it('normalises the base path to start and end with a slash', () => {
    expect(normaliseBasePath('')).toBe('/');
    expect(normaliseBasePath('weft')).toBe('/weft/');
    expect(normaliseBasePath('/weft')).toBe('/weft/');
    expect(normaliseBasePath('/a//b/')).toBe('/a/b/');
    expect(parseConfig({ WEFT_PATH: 'tools/weft' }).basePath).toBe('/tools/weft/');
  });

  it.each([
    [{ WEFT_PORT: 'abc' }, 'WEFT_PORT', 'abc'],
    [{ WEFT_PORT: '70000' }, 'WEFT_PORT', '70000'],
    [{ DB_TYPE: 'mysql' }, 'DB_TYPE', 'mysql'],
    [{ DB_POSTGRESDB_PORT: '5.5' }, 'DB_POSTGRESDB_PORT', '5.5'],
    [{ GENERIC_TIMEZONE: 'Mars/Olympus' }, 'GENERIC_TIMEZONE', 'Mars/Olympus'],
    [{ EXECUTIONS_TIMEOUT: '-5' }, 'EXECUTIONS_TIMEOUT', '-5'],
    [{ EXECUTIONS_TIMEOUT_MAX: '0' }, 'EXECUTIONS_TIMEOUT_MAX', '0'],
    [{ WEFT_LOG_LEVEL: 'loud' }, 'WEFT_LOG_LEVEL', 'loud'],
    [{ WEFT_PATH: '/we ft/' }, 'WEFT_PATH', '/we ft/'],
  ])('refuses %o with a message naming the variable', (env, variable, value) => {
    const error = errorOf(env);
    expect(error.message).toContain(variable);
    expect(error.message).toContain(`"${value}"`);
  });

  it('reads the templates settings: on with the built-in host by default, a remote host ending with a slash', () => {
    expect(parseConfig({}).templates).toEqual({ enabled: true });
    expect(parseConfig({ WEFT_TEMPLATES_ENABLED: 'false' }).templates.enabled).toBe(false);
    expect(parseConfig({ WEFT_TEMPLATES_HOST: 'https://api.n8n.io/api' }).templates.host).toBe('https://api.n8n.io/api/');
    expect(parseConfig({ WEFT_TEMPLATES_HOST: 'http://templates.internal/' }).templates.host).toBe('http://templates.internal/');
    expect(errorOf({ WEFT_TEMPLATES_HOST: 'api.n8n.io/api/' }).message).toBe(
      'Invalid configuration: WEFT_TEMPLATES_HOST must be an http:// or https:// address such as https://api.n8n.io/api/ (got "api.n8n.io/api/")',
    );
  });

  it('says what a port must be', () => {
    expect(errorOf({ WEFT_PORT: 'abc' }).message).toBe(
      'Invalid configuration: WEFT_PORT must be a whole number from 1 to 65535 (got "abc")',
    );
  });

  it('names every invalid variable at once', () => {
    const message = errorOf({ WEFT_PORT: 'x', DB_TYPE: 'oracle' }).message;
    expect(message).toContain('WEFT_PORT');
    expect(message).toContain('DB_TYPE');
  });

  it('refuses a default timeout above the maximum', () => {
    expect(errorOf({ EXECUTIONS_TIMEOUT: '7200', EXECUTIONS_TIMEOUT_MAX: '3600' }).message)
      .toContain('EXECUTIONS_TIMEOUT (7200) must not be larger than EXECUTIONS_TIMEOUT_MAX (3600)');
  });

  it('creates a missing user folder', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'weft-config-'));
    const folder = join(parent, 'nested', 'weft');
    try {
      expect(loadConfig({ WEFT_USER_FOLDER: folder }).userFolder).toBe(folder);
      expect(existsSync(folder)).toBe(true);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

describe('e-mail (SMTP) configuration', () => {
  it('has no mail server until WEFT_SMTP_HOST is set', () => {
    expect(parseConfig({}).smtp).toBeUndefined();
    expect(parseConfig({ WEFT_SMTP_HOST: '  ', WEFT_SMTP_USER: 'me' }).smtp).toBeUndefined();
  });

  it('uses TLS on port 465 by default, STARTTLS on 587 when SSL is off', () => {
    expect(parseConfig({ WEFT_SMTP_HOST: 'smtp.example.com' }).smtp).toEqual({
      host: 'smtp.example.com', port: 465, ssl: true, sender: 'Weft <weft@localhost>',
    });
    expect(parseConfig({ WEFT_SMTP_HOST: 'smtp.example.com', WEFT_SMTP_SSL: 'false' }).smtp)
      .toMatchObject({ port: 587, ssl: false });
  });

  it('reads the account, the sender and an explicit port', () => {
    const smtp = parseConfig({
      WEFT_SMTP_HOST: 'mail.example.com', WEFT_SMTP_PORT: '2525', WEFT_SMTP_USER: 'robot@example.com',
      WEFT_SMTP_PASS: ' secret ', WEFT_SMTP_SENDER: 'Automations <automations@example.com>',
    }).smtp;
    expect(smtp).toEqual({
      host: 'mail.example.com', port: 2525, user: 'robot@example.com', pass: ' secret ',
      sender: 'Automations <automations@example.com>', ssl: true,
    });
  });

  it('sends from the account when it is an address and no sender is set', () => {
    expect(parseConfig({ WEFT_SMTP_HOST: 'h', WEFT_SMTP_USER: 'robot@example.com' }).smtp?.sender).toBe('Weft <robot@example.com>');
  });

  it('says what an invalid port or SSL flag must be', () => {
    expect(errorOf({ WEFT_SMTP_HOST: 'h', WEFT_SMTP_PORT: 'abc' }).message)
      .toBe('Invalid configuration: WEFT_SMTP_PORT must be a whole number from 1 to 65535 (got "abc")');
    expect(errorOf({ WEFT_SMTP_SSL: 'yes' }).message).toContain("WEFT_SMTP_SSL must be 'true' or 'false'");
  });

  it('keeps the SMTP password from expressions', () => {
    const shown = parseConfig({ WEFT_BLOCK_ENV_ACCESS_IN_NODE: 'false', WEFT_SMTP_PASS: 'secret', HOME: '/h' }).expressionEnv;
    expect(shown).not.toHaveProperty('WEFT_SMTP_PASS');
    expect(shown).toHaveProperty('HOME');
  });

  it('reads the editor address for links in e-mails, ending it with a slash', () => {
    expect(parseConfig({}).editorBaseUrl).toBeUndefined();
    expect(parseConfig({ WEFT_EDITOR_BASE_URL: 'https://weft.example.com/automation' }).editorBaseUrl)
      .toBe('https://weft.example.com/automation/');
    expect(errorOf({ WEFT_EDITOR_BASE_URL: 'weft.example.com' }).message).toContain('WEFT_EDITOR_BASE_URL must be an http:// or https:// address');
  });

  it('reads who may frame Weft\'s pages, only the instance itself by default, and refuses what is not a source list', () => {
    expect(parseConfig({}).frameAncestors).toBe("'self'");
    expect(parseConfig({ WEFT_FRAME_ANCESTORS: "  'self'   https://intranet.example.com https://*.example.org:8443 " }).frameAncestors)
      .toBe("'self' https://intranet.example.com https://*.example.org:8443");
    expect(parseConfig({ WEFT_FRAME_ANCESTORS: "'none'" }).frameAncestors).toBe("'none'");
    for (const bad of ["'self'; script-src *", 'https://a.example.com, https://b.example.com', "'none' https://a.example.com", 'self', '"self"']) {
      expect(errorOf({ WEFT_FRAME_ANCESTORS: bad }).message).toContain("WEFT_FRAME_ANCESTORS must be 'self', 'none' or a space-separated list");
    }
  });

  it('reads the Help menu links to a forum and a course, and refuses an address that is not a web address', () => {
    expect(parseConfig({}).help).toEqual({});
    expect(parseConfig({ WEFT_HELP_FORUM_URL: 'https://community.example.com/', WEFT_HELP_COURSE_URL: ' https://learn.example.com/weft ' }).help)
      .toEqual({ forumUrl: 'https://community.example.com/', courseUrl: 'https://learn.example.com/weft' });
    expect(errorOf({ WEFT_HELP_FORUM_URL: 'javascript:alert(1)' }).message).toContain('WEFT_HELP_FORUM_URL must be an http:// or https:// address');
    expect(errorOf({ WEFT_HELP_COURSE_URL: 'learn.example.com' }).message).toContain('WEFT_HELP_COURSE_URL must be an http:// or https:// address');
  });

  it('runs regular mode by default, and refuses queue mode on SQLite saying it needs PostgreSQL', () => {
    expect(parseConfig({}).executionsMode).toBe('regular');
    for (const env of [{ EXECUTIONS_MODE: 'queue' }, { EXECUTIONS_MODE: 'queue', DB_TYPE: 'sqlite' }] as Array<Record<string, string>>) {
      expect(errorOf(env).message).toContain('EXECUTIONS_MODE=queue needs PostgreSQL (DB_TYPE=postgresdb)');
    }
    expect(errorOf({ EXECUTIONS_MODE: 'queues' }).message).toContain("EXECUTIONS_MODE must be 'regular' or 'queue'");
  });

  it('reads the queue\'s Redis, key prefix and worker timings', () => {
    const config = parseConfig({
      EXECUTIONS_MODE: 'queue', DB_TYPE: 'postgresdb', QUEUE_BULL_REDIS_HOST: 'redis.internal', QUEUE_BULL_REDIS_PORT: '6380',
      QUEUE_BULL_REDIS_PASSWORD: 'secret', QUEUE_BULL_REDIS_DB: '2', QUEUE_BULL_REDIS_TLS: 'true', QUEUE_BULL_PREFIX: 'weft-prod',
      QUEUE_WORKER_LOCK_DURATION: '2000', QUEUE_WORKER_STALLED_INTERVAL: '1000',
    });
    expect(config.executionsMode).toBe('queue');
    expect(config.queue).toMatchObject({
      redis: { host: 'redis.internal', port: 6380, password: 'secret', db: 2, tls: true }, prefix: 'weft-prod',
      lockDurationMs: 2000, stalledIntervalMs: 1000, maxStalledCount: 1, workerTimeoutSeconds: 30, healthCheckActive: false,
    });
    expect(errorOf({ QUEUE_BULL_PREFIX: 'a:b' }).message).toContain('QUEUE_BULL_PREFIX must be a word without spaces, braces or colons');
  });
});
