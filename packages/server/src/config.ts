import { homedir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readModuleAllowList } from '@weft/workflow';
import { ensureOwnerOnlyFolder } from './owner-only-files.js';
import { packageRepositoryUrl } from './package-info.js';
import { FRAME_ANCESTORS_HINT, isFrameAncestorsList, normaliseFrameAncestors } from './web/frame-ancestors.js';
import { LOG_LEVELS, type SmtpConfig, type WeftConfig } from './config-types.js';
import { queueConfigOf, queueEnvSchema } from './config-queue.js';
import { flag, integer, text } from './config-values.js';

export type { DatabaseConfig, LogLevel, PostgresConfig, PromptsConfig, SmtpConfig, WeftConfig } from './config-types.js';
export type { QueueConfig } from './config-queue.js';

/**
 * The one place that reads environment variables. Everything else receives a `WeftConfig`.
 * The configuration table of the repository README documents every variable; keep the two in step.
 */

/** The configuration could not be read; the message names the variable and what it expects. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

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
  const result = envSchema.and(smtpSchema).and(queueEnvSchema).safeParse(env);
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
    queue: queueConfigOf(e),
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
