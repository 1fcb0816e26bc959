import { randomBytes } from 'node:crypto';
import type { WeftConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { ExecutionsRepository } from '../db/executions.repository.js';
import { SettingsRepository } from '../db/settings.repository.js';
import { TagsRepository } from '../db/tags.repository.js';
import { UsersRepository } from '../db/users.repository.js';
import { WorkflowsRepository } from '../db/workflows.repository.js';
import { ExecutionsService, type ServerLogger } from './executions.service.js';
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
}

export interface AppServices {
  config: WeftConfig;
  db: Db;
  repositories: Repositories;
  settings: SettingsService;
  users: UsersService;
  workflows: WorkflowsService;
  executions: ExecutionsService;
  nodeTypes: NodeTypesService;
  npm: NpmAvailability;
}


/** Wires repositories and services, and makes sure the instance id and the default user exist. */
export async function createServices(config: WeftConfig, db: Db, log: ServerLogger): Promise<AppServices> {
  const repositories: Repositories = {
    workflows: new WorkflowsRepository(db.kysely),
    tags: new TagsRepository(db.kysely),
    executions: new ExecutionsRepository(db.kysely),
    users: new UsersRepository(db.kysely),
    settings: new SettingsRepository(db.kysely),
  };
  const instanceId = await repositories.settings.getOrCreate('instanceId', () => randomBytes(32).toString('hex'));
  await repositories.users.ensureDefaultUser();
  const npm = new NpmAvailability();
  const nodeTypes = new NodeTypesService();
  return {
    config,
    db,
    repositories,
    settings: new SettingsService(config, instanceId, npm),
    users: new UsersService(repositories.users),
    workflows: new WorkflowsService(repositories.workflows, nodeTypes),
    executions: new ExecutionsService(repositories.executions, nodeTypes, config, log),
    nodeTypes,
    npm,
  };
}
