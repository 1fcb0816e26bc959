import { homedir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readModuleAllowList } from '@weft/workflow';
import { ensureOwnerOnlyFolder } from './owner-only-files.js';
import { packageRepositoryUrl } from './package-info.js';
import { FRAME_ANCESTORS_HINT, isFrameAncestorsList, normaliseFrameAncestors } from './web/frame-ancestors.js';
import type { ModuleAllowList } from '@weft/workflow';

/**
 * The one place that reads environment variables. Everything else receives a `WeftConfig`.
 * The configuration table of the repository README documents every variable; keep the two in step.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface PostgresConfig {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  schema: string;
}

export type DatabaseConfig =
  | { type: 'sqlite'; sqliteFile: string }
  | { type: 'postgresdb'; postgres: PostgresConfig };

/** Outgoing e-mail: invitations and password resets. */
export interface SmtpConfig {
  host: string;
  port: number;
  /** No user: the server is used without authentication (a local relay). */
  user?: string;
  pass?: string;
  /** The From of every mail, e.g. 'Weft <weft@example.com>'. */
  sender: string;
  /** TLS from the first byte (usually port 465); false: plain, upgraded by STARTTLS when the server offers it. */
  ssl: boolean;
}

/** Redis as BullMQ and the processes of queue mode reach it (n8n's QUEUE_BULL_* variables). */
export interface QueueConfig {
  redis: { host: string; port: number; username?: string; password?: string; db: number; tls: boolean };
  /** Prefix of every Redis key and channel of this instance: several instances can share one Redis. */
  prefix: string;
  /** A worker's `/healthz` and `/healthz/readiness` (when `healthCheckActive`). */
  healthCheckActive: boolean;
  healthCheckPort: number;
  /** Seconds a stopping worker lets its running executions finish before it exits. */
  workerTimeoutSeconds: number;
  /** A job whose worker did not renew its lock for this long (ms) is taken again (the worker died). */
  lockDurationMs: number;
  /** How often (ms) workers look for jobs whose lock expired. */
  stalledIntervalMs: number;
  /** How often a job may be taken again after its worker died before it is marked crashed. */
  maxStalledCount: number;
}

export interface WeftConfig {
  port: number;
  host: string;
  /** How users reach the instance: 'https' behind a TLS proxy, which also marks the session cookie Secure. */
  protocol: 'http' | 'https';
  /** Reverse proxies in front of the instance: X-Forwarded-For is read through that many (0: ignored). */
  proxyHops: number;
  userFolder: string;
  /** The only folder Read/Write Files from Disk may use (absolute); created on first use. */
  filesFolder: string;
  /** Whether the Execute Command node may run shell commands on the server (off by default). */
  executeCommandEnabled: boolean;
  /** Always starts and ends with '/'. */
  basePath: string;
  database: DatabaseConfig;
  timezone: string;
  /** Seconds; -1 means no timeout. */
  executionTimeout: number;
  /** Seconds. */
  maxExecutionTimeout: number;
  editorDist: string;
  logLevel: LogLevel;
  /** Key that encrypts stored credentials; when unset, one is generated once into `<userFolder>/config`. */
  encryptionKey?: string;
  /** Instance defaults of the save settings; a workflow's own settings override them. */
  saveDataErrorExecution: 'all' | 'none';
  saveDataSuccessExecution: 'all' | 'none';
  saveManualExecutions: boolean;
  saveExecutionProgress: boolean;
  /** Pruning: ended executions are deleted once older than `pruneMaxAgeHours`, or beyond the newest `pruneMaxCount` (0: no limit). */
  pruneExecutions: boolean;
  pruneMaxAgeHours: number;
  pruneMaxCount: number;
  /** Memory of the Code node's sandbox (one isolate per execution), in MB. */
  codeMemoryLimitMb: number;
  /** Time one Code node run may take, in milliseconds. */
  codeTimeoutMs: number;
  /** What `require` in the Code node may load (n8n's NODE_FUNCTION_ALLOW_BUILTIN / NODE_FUNCTION_ALLOW_EXTERNAL). */
  codeModules: ModuleAllowList;
  /** Time one expression evaluation may take, in milliseconds. */
  expressionTimeoutMs: number;
  /** Node runs one execution may make (a node connected in an endless loop fails at this many). */
  maxNodeRuns: number;
  /** Time a client has to send a whole request (head and body), in milliseconds; Node answers 408 after it. */
  requestTimeoutMs: number;
  /** What `$env` shows in expressions: the environment without Weft's secrets, or nothing when blocked. */
  expressionEnv: Record<string, string>;
  /** Undefined when WEFT_SMTP_HOST is not set: then nobody can be invited and no reset link is sent. */
  smtp?: SmtpConfig;
  /** The editor's public address for links in e-mails, ending with '/'; undefined: made from protocol, host, port and path. */
  editorBaseUrl?: string;
  /** Whether the owner may install community node packages (npm) and installed ones are loaded. */
  communityPackagesEnabled: boolean;
  /** The Help menu's links out of the instance; each entry is hidden while its URL is unset. */
  help: { forumUrl?: string; courseUrl?: string };
  /** The editor asks `endpoint` + its version for newer versions (n8n's feed shape); nothing is asked unless enabled with an endpoint. */
  versionNotifications: { enabled: boolean; endpoint?: string; infoUrl?: string };
  /** About's source link (WEFT_SOURCE_URL, else the root package.json's `repository`); undefined: the link is hidden. */
  sourceUrl?: string;
  /** CSP `frame-ancestors` of the pages Weft renders: who may show them in a frame. */
  frameAncestors: string;
  /** 'queue': executions run on `weft worker` processes through BullMQ on Redis (PostgreSQL only). */
  executionsMode: 'regular' | 'queue';
  queue: QueueConfig;
  /** The public REST API under `{basePath}api/v1` (API key, n8n's shapes); off: its routes are not there. */
  publicApi: {
    enabled: boolean;
    /** The interactive docs at `api/v1/docs` (the OpenAPI document stays served). */
    swaggerUiEnabled: boolean;
    /** Requests one API key may make per minute; more are answered 429 with Retry-After. */
    rateLimitPerMinute: number;
  };
  /** The templates area; `host` undefined: Weft's built-in host at `{basePath}templates-host/`. */
  templates: {
    enabled: boolean;
    /** A remote host in n8n's templates API shape, ending with '/' (the browser calls it directly). */
    host?: string;
  };
  /** The outward prompt services (contact prompt, value survey, onboarding call); nothing is sent to an unset one. */
  prompts: PromptsConfig;
}

/** Base URLs (no trailing '/') of the services the prompts and surveys talk to, through this server only. */
export interface PromptsConfig {
  /** GET /prompts, POST /prompt, POST /value-survey. */
  endpoint?: string;
  /** Whether the value survey may be shown when the prompts service asks for it (needs `endpoint`). */
  valueSurveyEnabled: boolean;
  /** GET and POST /prompts/onboarding, POST /accounts/onboarding. */
  onboardingEndpoint?: string;
}

/** The configuration could not be read; the message names the variable and what it expects. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const text = (fallback: string) =>
  z.string().trim().optional().transform((v) => (v === undefined || v === '' ? fallback : v));

const integer = (fallback: number, min: number, max: number, what: string) =>
  text(String(fallback)).pipe(
    z.string().regex(/^-?\d+$/, `must be ${what}`).transform(Number)
      .pipe(z.number().int().min(min, `must be ${what}`).max(max, `must be ${what}`)),
  );

const flag = (fallback: boolean) =>
  text(String(fallback)).pipe(z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }))
    .transform((v) => v === 'true');

function isValidTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The built editor, found relative to this file so that it works from src/ and dist/ alike. */
const defaultEditorDist = fileURLToPath(new URL('../../editor/dist', import.meta.url));

const envSchema = z.object({
  WEFT_PORT: integer(5678, 1, 65535, 'a whole number from 1 to 65535'),
  WEFT_HOST: text('0.0.0.0'),
  WEFT_USER_FOLDER: text(join(homedir(), '.weft')),
  WEFT_FILES_FOLDER: text('files').pipe(z.string().regex(/^[^\0]*$/, 'must be a folder path')),
  WEFT_PATH: text('/').pipe(
    z.string().regex(/^[A-Za-z0-9\-._~/]*$/, 'must be a URL path such as /weft/ (letters, digits, - . _ ~ and /)'),
  ),
  DB_TYPE: text('sqlite').pipe(z.enum(['sqlite', 'postgresdb'], { message: "must be 'sqlite' or 'postgresdb'" })),
  DB_SQLITE_FILE: z.string().trim().optional(),
  DB_POSTGRESDB_HOST: text('localhost'),
  DB_POSTGRESDB_PORT: integer(5432, 1, 65535, 'a whole number from 1 to 65535'),
  DB_POSTGRESDB_DATABASE: text('weft'),
  DB_POSTGRESDB_USER: text('postgres'),
  DB_POSTGRESDB_PASSWORD: z.string().optional().transform((v) => v ?? ''),
  DB_POSTGRESDB_SCHEMA: text('public').pipe(
    z.string().max(63, 'must be at most 63 characters long').regex(/^[^"\0]+$/, 'must not contain double quotes'),
  ),
  GENERIC_TIMEZONE: text('America/New_York').pipe(
    z.string().refine(isValidTimezone, 'must be an IANA timezone such as Europe/Berlin'),
  ),
  EXECUTIONS_TIMEOUT: integer(-1, -1, Number.MAX_SAFE_INTEGER, 'a whole number of seconds, or -1 for no timeout'),
  EXECUTIONS_TIMEOUT_MAX: integer(3600, 1, Number.MAX_SAFE_INTEGER, 'a whole number of seconds above 0'),
  WEFT_EDITOR_DIST: text(defaultEditorDist),
  WEFT_LOG_LEVEL: text('info').pipe(
    z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }),
  ),
  WEFT_ENCRYPTION_KEY: z.string().optional().transform((v) => (v === undefined || v === '' ? undefined : v))
    .pipe(z.string().min(16, 'must be at least 16 characters long').optional()),
  EXECUTIONS_DATA_SAVE_ON_ERROR: text('all').pipe(z.enum(['all', 'none'], { message: "must be 'all' or 'none'" })),
  EXECUTIONS_DATA_SAVE_ON_SUCCESS: text('all').pipe(z.enum(['all', 'none'], { message: "must be 'all' or 'none'" })),
  EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS: flag(false),
  EXECUTIONS_DATA_SAVE_ON_PROGRESS: flag(false),
  EXECUTIONS_DATA_PRUNE: flag(true),
  WEFT_COMMUNITY_PACKAGES_ENABLED: flag(true),
  WEFT_EXECUTE_COMMAND_ENABLED: flag(false),
  WEFT_PUBLIC_API_DISABLED: flag(false),
  WEFT_PUBLIC_API_SWAGGERUI_DISABLED: flag(false),
  WEFT_PUBLIC_API_RATE_LIMIT: integer(600, 1, 1_000_000, 'a whole number of requests per minute from 1 to 1000000'),
  EXECUTIONS_DATA_MAX_AGE: integer(336, 1, 8_760_000, 'a whole number of hours from 1 to 8760000'),
  EXECUTIONS_DATA_PRUNE_MAX_COUNT: integer(10_000, 0, 2_147_483_647, 'a whole number of executions, or 0 for no limit'),
  WEFT_CODE_MEMORY_LIMIT_MB: integer(128, 8, 65536, 'a whole number of MB from 8 to 65536'),
  WEFT_CODE_TIMEOUT_MS: integer(60_000, 1, Number.MAX_SAFE_INTEGER, 'a whole number of milliseconds above 0'),
  WEFT_EXPRESSION_TIMEOUT_MS: integer(5000, 1, Number.MAX_SAFE_INTEGER, 'a whole number of milliseconds above 0'),
  EXECUTIONS_MAX_NODE_RUNS: integer(10_000, 1, Number.MAX_SAFE_INTEGER, 'a whole number above 0'),
  WEFT_REQUEST_TIMEOUT_MS: integer(300_000, 100, 2_147_483_647, 'a whole number of milliseconds from 100 to 2147483647'),
  WEFT_BLOCK_ENV_ACCESS_IN_NODE: flag(true),
  WEFT_PROXY_HOPS: integer(0, 0, 10, 'a whole number from 0 to 10'),
  WEFT_PROTOCOL: text('http').pipe(z.enum(['http', 'https'], { message: "must be 'http' or 'https'" })),
  EXECUTIONS_MODE: text('regular').pipe(z.enum(['regular', 'queue'], { message: "must be 'regular' or 'queue'" })),
  QUEUE_BULL_REDIS_HOST: text('localhost'),
  QUEUE_BULL_REDIS_PORT: integer(6379, 1, 65535, 'a whole number from 1 to 65535'),
  QUEUE_BULL_REDIS_USERNAME: z.string().optional().transform((v) => (v === undefined || v === '' ? undefined : v)),
  QUEUE_BULL_REDIS_PASSWORD: z.string().optional().transform((v) => (v === undefined || v === '' ? undefined : v)),
  QUEUE_BULL_REDIS_DB: integer(0, 0, 15, 'a whole number from 0 to 15'),
  QUEUE_BULL_REDIS_TLS: flag(false),
  QUEUE_BULL_PREFIX: text('bull').pipe(z.string().regex(/^[^\s{}:]+$/, 'must be a word without spaces, braces or colons')),
  QUEUE_HEALTH_CHECK_ACTIVE: flag(false),
  QUEUE_HEALTH_CHECK_PORT: integer(5678, 1, 65535, 'a whole number from 1 to 65535'),
  QUEUE_WORKER_TIMEOUT: integer(30, 0, 86_400, 'a whole number of seconds from 0 to 86400'),
  QUEUE_WORKER_LOCK_DURATION: integer(30_000, 1000, 86_400_000, 'a whole number of milliseconds from 1000 to 86400000'),
  QUEUE_WORKER_STALLED_INTERVAL: integer(30_000, 500, 86_400_000, 'a whole number of milliseconds from 500 to 86400000'),
  QUEUE_WORKER_MAX_STALLED_COUNT: integer(1, 0, 100, 'a whole number from 0 to 100'),
  WEFT_FRAME_ANCESTORS: text("'self'").pipe(z.string().refine(isFrameAncestorsList, FRAME_ANCESTORS_HINT).transform(normaliseFrameAncestors)),
});

const optionalText = z.string().trim().optional().transform((v) => (v === undefined || v === '' ? undefined : v));

const helpUrl = optionalText.pipe(
  z.string().regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'must be an http:// or https:// address such as https://community.example.com/').optional(),
);

const serviceUrl = optionalText.pipe(
  z.string().regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'must be an http:// or https:// address such as https://prompts.example.com/api').optional(),
);

const smtpSchema = z.object({
  WEFT_SMTP_HOST: optionalText,
  WEFT_SMTP_PORT: optionalText.pipe(
    z.string().regex(/^\d+$/, 'must be a whole number from 1 to 65535').transform(Number)
      .pipe(z.number().int().min(1, 'must be a whole number from 1 to 65535').max(65535, 'must be a whole number from 1 to 65535'))
      .optional(),
  ),
  WEFT_SMTP_USER: optionalText,
  WEFT_SMTP_PASS: z.string().optional().transform((v) => (v === undefined || v === '' ? undefined : v)),
  WEFT_SMTP_SENDER: optionalText,
  WEFT_SMTP_SSL: flag(true),
  WEFT_HELP_FORUM_URL: helpUrl,
  WEFT_HELP_COURSE_URL: helpUrl,
  WEFT_TEMPLATES_ENABLED: flag(true),
  WEFT_TEMPLATES_HOST: optionalText.pipe(
    z.string().regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'must be an http:// or https:// address such as https://api.n8n.io/api/').optional(),
  ),
  WEFT_VERSION_NOTIFICATIONS_ENABLED: flag(false),
  WEFT_VERSION_NOTIFICATIONS_ENDPOINT: optionalText.pipe(
    z.string().regex(/^https?:\/\/[^/\s]+\/(\S*\/)?$/, 'must be an http:// or https:// address ending with "/" such as https://updates.example.com/versions/ (the version is appended to it)').optional(),
  ),
  WEFT_VERSION_NOTIFICATIONS_INFO_URL: helpUrl,
  WEFT_SOURCE_URL: helpUrl,
  WEFT_PROMPTS_ENDPOINT: serviceUrl,
  WEFT_VALUE_SURVEY_ENABLED: flag(false),
  WEFT_ONBOARDING_ENDPOINT: serviceUrl,
  WEFT_EDITOR_BASE_URL: optionalText.pipe(
    z.string().regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'must be an http:// or https:// address such as https://weft.example.com/').optional(),
  ),
});

function smtpConfig(e: z.output<typeof smtpSchema>): SmtpConfig | undefined {
  if (!e.WEFT_SMTP_HOST) return undefined;
  const user = e.WEFT_SMTP_USER;
  return {
    host: e.WEFT_SMTP_HOST,
    port: e.WEFT_SMTP_PORT ?? (e.WEFT_SMTP_SSL ? 465 : 587),
    ...(user ? { user } : {}),
    ...(e.WEFT_SMTP_PASS ? { pass: e.WEFT_SMTP_PASS } : {}),
    // Most servers refuse a From outside the account they sign in with; an address as user name is the best guess.
    sender: e.WEFT_SMTP_SENDER ?? (user?.includes('@') ? `Weft <${user}>` : 'Weft <weft@localhost>'),
    ssl: e.WEFT_SMTP_SSL,
  };
}

/** Never shown to expressions: they would give away stored credentials and the database. */
const SECRET_VARIABLES = ['WEFT_ENCRYPTION_KEY', 'DB_POSTGRESDB_PASSWORD', 'WEFT_SMTP_PASS', 'QUEUE_BULL_REDIS_PASSWORD'];

function sourceUrlOf(configured: string | undefined): { sourceUrl?: string } {
  const sourceUrl = configured ?? packageRepositoryUrl();
  return sourceUrl ? { sourceUrl } : {};
}

function environmentForExpressions(env: NodeJS.ProcessEnv, blocked: boolean): Record<string, string> {
  if (blocked) return {};
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && !SECRET_VARIABLES.includes(name)) shown[name] = value;
  }
  return shown;
}

/** '/', 'weft', '/weft', 'weft/' and '/weft/' become '/' or '/weft/'. */
export function normaliseBasePath(path: string): string {
  const inner = path.split('/').filter(Boolean).join('/');
  return inner === '' ? '/' : `/${inner}/`;
}

function expandHome(path: string): string {
  if (path === '~') return homedir();
  if (path.startsWith('~/')) return join(homedir(), path.slice(2));
  return path;
}

/** Whether `path` is `folder` or lies below it. */
function isInsideOrSame(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return rest === '' || (rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest));
}

/** Reads and validates the configuration without touching the disk. Throws `ConfigError`. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): WeftConfig {
  const result = envSchema.and(smtpSchema).safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      const value = env[variable];
      const got = value === undefined ? '' : ` (got "${value}")`;
      return `${variable} ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = result.data;
  const userFolder = resolve(expandHome(e.WEFT_USER_FOLDER));
  const sqliteFile = e.DB_SQLITE_FILE ? resolve(userFolder, expandHome(e.DB_SQLITE_FILE)) : join(userFolder, 'database.sqlite');
  const filesFolder = resolve(userFolder, expandHome(e.WEFT_FILES_FOLDER));
  // Workflows could otherwise read the database and the generated encryption key.
  if (isInsideOrSame(filesFolder, userFolder)) {
    throw new ConfigError(
      `Invalid configuration: WEFT_FILES_FOLDER must not be the user folder or a folder holding it (got "${env.WEFT_FILES_FOLDER}")`,
    );
  }
  const editorDist = isAbsolute(e.WEFT_EDITOR_DIST) ? e.WEFT_EDITOR_DIST : resolve(e.WEFT_EDITOR_DIST);
  if (e.EXECUTIONS_TIMEOUT > e.EXECUTIONS_TIMEOUT_MAX) {
    throw new ConfigError(
      `Invalid configuration: EXECUTIONS_TIMEOUT (${e.EXECUTIONS_TIMEOUT}) must not be larger than EXECUTIONS_TIMEOUT_MAX (${e.EXECUTIONS_TIMEOUT_MAX})`,
    );
  }
  if (e.EXECUTIONS_MODE === 'queue' && e.DB_TYPE !== 'postgresdb') {
    throw new ConfigError(
      'Invalid configuration: EXECUTIONS_MODE=queue needs PostgreSQL (DB_TYPE=postgresdb): the main, worker and webhook processes share one database, which SQLite cannot be',
    );
  }
  if (e.WEFT_VALUE_SURVEY_ENABLED && !e.WEFT_PROMPTS_ENDPOINT) {
    throw new ConfigError('Invalid configuration: WEFT_VALUE_SURVEY_ENABLED=true needs WEFT_PROMPTS_ENDPOINT, the service that asks for the survey and receives its answers');
  }
  const smtp = smtpConfig(e);
  const withoutSlash = (url: string) => url.replace(/\/+$/, '');
  return {
    port: e.WEFT_PORT,
    host: e.WEFT_HOST,
    protocol: e.WEFT_PROTOCOL,
    proxyHops: e.WEFT_PROXY_HOPS,
    userFolder,
    filesFolder,
    executeCommandEnabled: e.WEFT_EXECUTE_COMMAND_ENABLED,
    basePath: normaliseBasePath(e.WEFT_PATH),
    database: e.DB_TYPE === 'sqlite'
      ? { type: 'sqlite', sqliteFile }
      : {
          type: 'postgresdb',
          postgres: {
            host: e.DB_POSTGRESDB_HOST,
            port: e.DB_POSTGRESDB_PORT,
            database: e.DB_POSTGRESDB_DATABASE,
            user: e.DB_POSTGRESDB_USER,
            password: e.DB_POSTGRESDB_PASSWORD,
            schema: e.DB_POSTGRESDB_SCHEMA,
          },
        },
    timezone: e.GENERIC_TIMEZONE,
    executionTimeout: e.EXECUTIONS_TIMEOUT,
    maxExecutionTimeout: e.EXECUTIONS_TIMEOUT_MAX,
    editorDist,
    logLevel: e.WEFT_LOG_LEVEL,
    ...(e.WEFT_ENCRYPTION_KEY ? { encryptionKey: e.WEFT_ENCRYPTION_KEY } : {}),
    saveDataErrorExecution: e.EXECUTIONS_DATA_SAVE_ON_ERROR,
    saveDataSuccessExecution: e.EXECUTIONS_DATA_SAVE_ON_SUCCESS,
    saveManualExecutions: e.EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS,
    saveExecutionProgress: e.EXECUTIONS_DATA_SAVE_ON_PROGRESS,
    pruneExecutions: e.EXECUTIONS_DATA_PRUNE,
    pruneMaxAgeHours: e.EXECUTIONS_DATA_MAX_AGE,
    pruneMaxCount: e.EXECUTIONS_DATA_PRUNE_MAX_COUNT,
    codeMemoryLimitMb: e.WEFT_CODE_MEMORY_LIMIT_MB,
    codeTimeoutMs: e.WEFT_CODE_TIMEOUT_MS,
    codeModules: readModuleAllowList(env),
    expressionTimeoutMs: e.WEFT_EXPRESSION_TIMEOUT_MS,
    maxNodeRuns: e.EXECUTIONS_MAX_NODE_RUNS,
    requestTimeoutMs: e.WEFT_REQUEST_TIMEOUT_MS,
    expressionEnv: environmentForExpressions(env, e.WEFT_BLOCK_ENV_ACCESS_IN_NODE),
    ...(smtp ? { smtp } : {}),
    communityPackagesEnabled: e.WEFT_COMMUNITY_PACKAGES_ENABLED,
    help: {
      ...(e.WEFT_HELP_FORUM_URL ? { forumUrl: e.WEFT_HELP_FORUM_URL } : {}),
      ...(e.WEFT_HELP_COURSE_URL ? { courseUrl: e.WEFT_HELP_COURSE_URL } : {}),
    },
    versionNotifications: {
      enabled: e.WEFT_VERSION_NOTIFICATIONS_ENABLED,
      ...(e.WEFT_VERSION_NOTIFICATIONS_ENDPOINT ? { endpoint: e.WEFT_VERSION_NOTIFICATIONS_ENDPOINT } : {}),
      ...(e.WEFT_VERSION_NOTIFICATIONS_INFO_URL ? { infoUrl: e.WEFT_VERSION_NOTIFICATIONS_INFO_URL } : {}),
    },
    ...sourceUrlOf(e.WEFT_SOURCE_URL),
    ...(e.WEFT_EDITOR_BASE_URL ? { editorBaseUrl: e.WEFT_EDITOR_BASE_URL.replace(/\/*$/, '/') } : {}),
    frameAncestors: e.WEFT_FRAME_ANCESTORS,
    executionsMode: e.EXECUTIONS_MODE,
    queue: {
      redis: {
        host: e.QUEUE_BULL_REDIS_HOST,
        port: e.QUEUE_BULL_REDIS_PORT,
        ...(e.QUEUE_BULL_REDIS_USERNAME ? { username: e.QUEUE_BULL_REDIS_USERNAME } : {}),
        ...(e.QUEUE_BULL_REDIS_PASSWORD ? { password: e.QUEUE_BULL_REDIS_PASSWORD } : {}),
        db: e.QUEUE_BULL_REDIS_DB,
        tls: e.QUEUE_BULL_REDIS_TLS,
      },
      prefix: e.QUEUE_BULL_PREFIX,
      healthCheckActive: e.QUEUE_HEALTH_CHECK_ACTIVE,
      healthCheckPort: e.QUEUE_HEALTH_CHECK_PORT,
      workerTimeoutSeconds: e.QUEUE_WORKER_TIMEOUT,
      lockDurationMs: e.QUEUE_WORKER_LOCK_DURATION,
      stalledIntervalMs: e.QUEUE_WORKER_STALLED_INTERVAL,
      maxStalledCount: e.QUEUE_WORKER_MAX_STALLED_COUNT,
    },
    publicApi: {
      enabled: !e.WEFT_PUBLIC_API_DISABLED,
      swaggerUiEnabled: !e.WEFT_PUBLIC_API_SWAGGERUI_DISABLED,
      rateLimitPerMinute: e.WEFT_PUBLIC_API_RATE_LIMIT,
    },
    templates: {
      enabled: e.WEFT_TEMPLATES_ENABLED,
      // The editor appends paths such as 'templates/workflows' to it.
      ...(e.WEFT_TEMPLATES_HOST ? { host: e.WEFT_TEMPLATES_HOST.replace(/\/*$/, '/') } : {}),
    },
    prompts: {
      ...(e.WEFT_PROMPTS_ENDPOINT ? { endpoint: withoutSlash(e.WEFT_PROMPTS_ENDPOINT) } : {}),
      valueSurveyEnabled: e.WEFT_VALUE_SURVEY_ENABLED,
      ...(e.WEFT_ONBOARDING_ENDPOINT ? { onboardingEndpoint: withoutSlash(e.WEFT_ONBOARDING_ENDPOINT) } : {}),
    },
  };
}

/** Reads the configuration and creates the user folder (owner-only, see ensureOwnerOnlyFolder). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): WeftConfig {
  const config = parseConfig(env);
  try {
    ensureOwnerOnlyFolder(config.userFolder);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`WEFT_USER_FOLDER "${config.userFolder}" could not be created or made private to its owner: ${reason}`);
  }
  return config;
}
