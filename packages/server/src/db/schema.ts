import type { ColumnType, Generated } from 'kysely';

/*
 * Column types as both drivers return them: SQLite gives text and 0/1, Postgres gives Date, boolean and
 * parsed JSON. Writes always use the portable form (ISO text, 0/1, JSON text); `codec.ts` reads both.
 */
type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;
type Bool = ColumnType<number | boolean, number, number>;
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null, string | null>;

export interface WorkflowTable {
  id: Generated<number>;
  name: string;
  active: Bool;
  nodes: Json;
  connections: Json;
  settings: Json;
  static_data: NullableJson;
  pin_data: Json;
  meta: NullableJson;
  version_id: string;
  /** The user who owns the workflow; members see only their own. */
  owner_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TagTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WorkflowTagTable {
  workflow_id: number;
  tag_id: number;
}

export interface WorkflowHistoryTable {
  version_id: string;
  workflow_id: number;
  nodes: Json;
  connections: Json;
  authors: string;
  created_at: Timestamp;
}

export interface ExecutionTable {
  id: Generated<number>;
  workflow_id: number | null;
  mode: string;
  status: string;
  finished: Bool;
  started_at: Timestamp;
  stopped_at: NullableTimestamp;
  wait_till: NullableTimestamp;
  retry_of: number | null;
  retry_success_id: number | null;
  created_at: Timestamp;
  /** Queue mode: the worker that ran it. */
  worker_id?: string | null;
}

export interface ExecutionDataTable {
  execution_id: number;
  /** The workflow as it ran; JSON `null` when `workflow_version_id` points to it. */
  workflow_data: Json;
  data: Json;
  workflow_version_id: number | null;
}

/** A workflow as executions ran it, shared by every execution of the same version. */
export interface ExecutionWorkflowTable {
  id: Generated<number>;
  workflow_data: Json;
}

export interface UserTable {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  /** An argon2id hash (PHC string); null until the user has set a password. */
  password: string | null;
  role: string;
  /** sha256 of the user's API key in hex, and its last characters to show. */
  api_key_hash: string | null;
  api_key_hint: string | null;
  personalization_answers: NullableJson;
  /** n8n's `user.settings`: e.g. `{ agree }`, whether the user agreed to be contacted about updates. */
  settings: NullableJson;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface WebhookTable {
  webhook_path: string;
  method: string;
  workflow_id: number;
  node: string;
  webhook_id: string | null;
  path_length: number | null;
}

export interface CredentialsTable {
  id: Generated<number>;
  name: string;
  type: string;
  /** AES-256-GCM ciphertext of the credential's fields (see services/credentials). */
  data: string;
  owner_id: string | null;
  /** JSON list of `{nodeType, date}`: the node types that may use the credential. */
  nodes_access: ColumnType<unknown, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A single-use token of an e-mailed link (password reset), stored as its sha256. */
export interface AuthTokenTable {
  token_hash: string;
  user_id: string;
  kind: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A session cookie ended by signing out before it expired (its sha256). */
export interface InvalidAuthTokenTable {
  token_hash: string;
  expires_at: Timestamp;
}

/** One counter of failed sign-ins (see LoginRateLimiter); `counter` and `account` are sha256 digests. */
export interface LoginFailureTable {
  counter: string;
  /** The digest of the e-mail address tried, '' for a counter of a client address alone. */
  account: string;
  failures: number;
  last_failure_at: Timestamp;
  /** Until when this counter refuses sign-ins; null below its threshold. */
  blocked_until: NullableTimestamp;
}

/** A community node package installed into <user folder>/nodes (n8n's installed_packages). */
export interface InstalledPackageTable {
  package_name: string;
  installed_version: string;
  author_name: string | null;
  author_email: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A node type an installed package brings (n8n's installed_nodes); `type` is the full name, `<package>.<node>`. */
export interface InstalledNodeTable {
  type: string;
  name: string;
  latest_version: number;
  package_name: string;
}

export interface Database {
  workflow_entity: WorkflowTable;
  tag_entity: TagTable;
  workflows_tags: WorkflowTagTable;
  workflow_history: WorkflowHistoryTable;
  execution_entity: ExecutionTable;
  execution_data: ExecutionDataTable;
  execution_workflow: ExecutionWorkflowTable;
  user: UserTable;
  settings: SettingTable;
  webhook_entity: WebhookTable;
  credentials_entity: CredentialsTable;
  auth_token: AuthTokenTable;
  invalid_auth_token: InvalidAuthTokenTable;
  installed_packages: InstalledPackageTable;
  installed_nodes: InstalledNodeTable;
  login_failure: LoginFailureTable;
}
