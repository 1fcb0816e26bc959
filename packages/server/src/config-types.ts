import type { ModuleAllowList } from '@weft/workflow';
import type { QueueConfig } from './config-queue.js';

/** The shape of the configuration `parseConfig` (config.ts) reads from the environment. */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
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

