import { randomBytes } from 'node:crypto';
import type { WeftConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { CredentialsRepository } from '../db/credentials.repository.js';
import { ExecutionsRepository } from '../db/executions.repository.js';
import { SettingsRepository } from '../db/settings.repository.js';
import { TagsRepository } from '../db/tags.repository.js';
import { UsersRepository } from '../db/users.repository.js';
import { WorkflowsRepository } from '../db/workflows.repository.js';
import { CredentialsCipher } from './credentials/credentials-cipher.js';
import { CredentialsService } from './credentials/credentials.service.js';
import { resolveEncryptionKey } from './credentials/encryption-key.js';
import { ActiveExecutions } from './executions/active-executions.js';
import { EngineProvider } from './executions/engine-provider.js';
import { ExecutionRunner } from './executions/execution-runner.js';
import type { ServerLogger } from './executions/server-logger.js';
import { UnsavedExecutions } from './executions/unsaved-executions.js';
import { ExecutionsService } from './executions.service.js';
import { NodeTypesService } from './node-types.service.js';
import { NpmAvailability, SettingsService } from './settings.service.js';
import { UsersService } from './users.service.js';
import { WorkflowsService } from './workflows.service.js';

export interface Repositories {
  workflows: WorkflowsRepository;
  tags: TagsRepository;
  executions: ExecutionsRepository;
  users: UsersRepository;
  settings: SettingsRepository;
  credentials: CredentialsRepository;
}

export interface AppServices {
  config: WeftConfig;
  db: Db;
  repositories: Repositories;
  settings: SettingsService;
  users: UsersService;
  workflows: WorkflowsService;
  executions: ExecutionsService;
  /** Starts and records executions of every kind. */
  runner: ExecutionRunner;
  activeExecutions: ActiveExecutions;
  credentials: CredentialsService;
  nodeTypes: NodeTypesService;
  npm: NpmAvailability;
  /** Stops what runs in the background (timers, triggers) and waits for running executions. */
  shutdown(): Promise<void>;
}

/** Wires repositories and services, and makes sure the instance id and the default user exist. */
export async function createServices(config: WeftConfig, db: Db, log: ServerLogger): Promise<AppServices> {
  const repositories: Repositories = {
    workflows: new WorkflowsRepository(db.kysely, db.dialect),
    tags: new TagsRepository(db.kysely),
    executions: new ExecutionsRepository(db.kysely),
    users: new UsersRepository(db.kysely),
    settings: new SettingsRepository(db.kysely),
    credentials: new CredentialsRepository(db.kysely),
  };
  const instanceId = await repositories.settings.getOrCreate('instanceId', () => randomBytes(32).toString('hex'));
  await repositories.users.ensureDefaultUser();
  const npm = new NpmAvailability();
  const nodeTypes = new NodeTypesService();
  const credentials = new CredentialsService(
    repositories.credentials, new CredentialsCipher(resolveEncryptionKey(config.userFolder, config.encryptionKey)),
  );
  const activeExecutions = new ActiveExecutions();
  const deleteBinaryData = async (_executionId: string) => undefined;
  const unsaved = new UnsavedExecutions((id) => void deleteBinaryData(id));
  const engine = new EngineProvider({ config, nodeTypes, credentials, log });
  const runner = new ExecutionRunner({
    config, executions: repositories.executions, workflows: repositories.workflows, engine,
    active: activeExecutions, unsaved, log, deleteBinaryData,
  });
  return {
    config,
    db,
    repositories,
    settings: new SettingsService(config, instanceId, npm),
    users: new UsersService(repositories.users),
    workflows: new WorkflowsService(repositories.workflows, nodeTypes),
    executions: new ExecutionsService(repositories.executions, runner, activeExecutions, unsaved),
    runner,
    activeExecutions,
    credentials,
    nodeTypes,
    npm,
    async shutdown() {
      await activeExecutions.whenIdle();
      unsaved.clear();
    },
  };
}
