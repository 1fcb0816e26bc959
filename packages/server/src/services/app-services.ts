import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { BroadcastMessage } from './queue/queue-messages.js';
import type { QueuedExecutions } from './queue/queued-executions.js';
import type { RedisBus } from './queue/redis-bus.js';
import type { WorkerRelay } from './queue/worker-relay.js';
import type { LeaderLock } from './queue/leader-lock.js';
import type { WeftConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { CredentialsRepository } from '../db/credentials.repository.js';
import type { ExecutionStore } from '../db/execution-store/execution-store.js';
import { openExecutionStore } from '../db/execution-store/open-execution-store.js';
import { SettingsRepository } from '../db/settings.repository.js';
import { TagsRepository } from '../db/tags.repository.js';
import { UsersRepository } from '../db/users.repository.js';
import { InvalidAuthTokensRepository } from '../db/invalid-auth-tokens.repository.js';
import { LoginFailuresRepository } from '../db/login-failures.repository.js';
import { AuthService } from './auth/auth.service.js';
import { sessionSecret } from './auth/session-token.js';
import { WorkflowsRepository } from '../db/workflows.repository.js';
import { WebhooksRepository } from '../db/webhooks.repository.js';
import { ActiveWorkflowsService } from './active-workflows/active-workflows.service.js';
import { ErrorWorkflows } from './executions/error-workflows.js';
import { WaitingExecutions } from './executions/waiting-executions.js';
import { TestWebhooks, TEST_WEBHOOK_TIMEOUT_MS } from './webhooks/test-webhooks.js';
import { testServiceWebhooks } from './webhooks/test-service-webhooks.js';
import { WebhookRegistry } from './webhooks/webhook-registry.js';
import { WebhooksService } from './webhooks/webhooks.service.js';
import { CredentialsCipher } from './credentials/credentials-cipher.js';
import { CredentialsService } from './credentials/credentials.service.js';
import { resolveEncryptionKey } from './credentials/encryption-key.js';
import { CredentialTypesCatalog } from './credentials/credential-types.js';
import { ActiveExecutions } from './executions/active-executions.js';
import { PushService } from './push/push.service.js';
import { BinaryData } from './executions/binary-data.js';
import { EngineProvider } from './executions/engine-provider.js';
import { ExecutionRunner } from './executions/execution-runner.js';
import { ExecutionRetry } from './executions/execution-retry.js';
import { ExecutionsPruning } from './executions/executions-pruning.js';
import { PastExecutionsService } from './executions/past-executions.service.js';
import { PastExecutionsRepository } from '../db/past-executions.repository.js';
import type { ServerLogger } from './executions/server-logger.js';
import { UnsavedExecutions } from './executions/unsaved-executions.js';
import { ExecutionsService } from './executions.service.js';
import { NodeTypesAnswers } from './node-types-answer.js';
import { NodeTypesService } from './node-types.service.js';
import { InstalledPackagesRepository } from '../db/installed-packages.repository.js';
import { CommunityPackagesService } from './community/community-packages.service.js';
import { N8N_WORKFLOW_COMPAT_FOLDER } from './community/n8n-workflow-module.js';
import { NodesFolder, nodesFolderOf } from './community/nodes-folder.js';
import { NpmAvailability, SettingsService } from './settings.service.js';
import { TagsService } from './tags.service.js';
import { UsersService } from './users.service.js';
import { toRunnableWorkflow, WorkflowsService } from './workflows.service.js';

export interface Repositories {
  workflows: WorkflowsRepository;
  tags: TagsRepository;
  executions: ExecutionStore;
  users: UsersRepository;
  settings: SettingsRepository;
  credentials: CredentialsRepository;
  webhooks: WebhooksRepository;
}

export interface AppServices {
  config: WeftConfig;
  db: Db;
  repositories: Repositories;
  settings: SettingsService;
  users: UsersService;
  /** Sessions, API keys and password checks. */
  auth: AuthService;
  workflows: WorkflowsService;
  tags: TagsService;
  executions: ExecutionsService;
  /** The executions list: listing and deleting stored executions. */
  pastExecutions: PastExecutionsService;
  retry: ExecutionRetry;
  pruning: ExecutionsPruning;
  /** Starts and records executions of every kind. */
  runner: ExecutionRunner;
  activeExecutions: ActiveExecutions;
  credentials: CredentialsService;
  /** The credential types this instance knows. */
  credentialTypes: CredentialTypesCatalog;
  binaryData: BinaryData;
  engine: EngineProvider;
  nodeTypes: NodeTypesService;
  /** GET /rest/node-types's answer, serialised once per list of types. */
  nodeTypesAnswers: NodeTypesAnswers;
  /** Community node packages (npm, <user folder>/nodes). */
  communityPackages: CommunityPackagesService;
  npm: NpmAvailability;
  activeWorkflows: ActiveWorkflowsService;
  webhooks: WebhooksService;
  waiting: WaitingExecutions;
  /** The live connection to the editor tabs. */
  push: PushService;
  /** Queue mode only. */
  queue?: QueueParts;
  /** Activates the active workflows and picks up waiting executions (the server's start, not the CLI's). */
  start(): Promise<void>;
  /** Stops what runs in the background (timers, triggers), waits for running executions and commits what they wrote. */
  shutdown(): Promise<void>;
}

/**
 * What a process is in queue mode: the main (editor, API, and the triggers when it holds the leader
 * lock), a worker (runs executions) or a webhook process (production webhooks and forms only).
 * Regular mode has only the main. A one-off command (`weft execute`) runs what it runs itself, in either mode.
 */
export type ProcessRole = 'main' | 'worker' | 'webhook' | 'command';

export interface ServicesOptions {
  /** Milliseconds since the epoch, for what counts time in the services (sign-in delays); tests move it. */
  now?: () => number;
  role?: ProcessRole;
}

/** Queue mode: the pieces of this process that talk to the others through Redis. */
export interface QueueParts {
  /** This process's id, unique across the instance's processes (a worker's is its worker id). */
  processId: string;
  bus: RedisBus;
  /** Main and webhook processes: hands runs to workers. */
  queued?: QueuedExecutions;
  /** Workers: sends run progress back. */
  relay?: WorkerRelay;
  /** Main: whether it runs the triggers. */
  leader?: LeaderLock;
}

/** Wires repositories and services, and makes sure the instance id and the default user exist. */
export async function createServices(config: WeftConfig, db: Db, log: ServerLogger, options: ServicesOptions = {}): Promise<AppServices> {
  const repositories: Repositories = {
    workflows: new WorkflowsRepository(db.kysely, db.dialect),
    tags: new TagsRepository(db.kysely),
    executions: openExecutionStore(db, {
      onWriteError: (error, executionId) => log.error({ err: error, executionId: String(executionId) }, 'The execution could not be stored'),
      // Executions are written often now: checkpoints (which wait for the disk) leave the event loop.
      onBusy: () => db.checkpointer?.offload((message) => log.warn({ message }, 'A database checkpoint failed')),
    }),
    users: new UsersRepository(db.kysely),
    settings: new SettingsRepository(db.kysely),
    credentials: new CredentialsRepository(db.kysely, db.dialect),
    webhooks: new WebhooksRepository(db.kysely),
  };
  const instanceId = await repositories.settings.getOrCreate('instanceId', () => randomBytes(32).toString('hex'));
  await repositories.users.ensureDefaultUser();
  const npm = new NpmAvailability();
  const nodeTypes = new NodeTypesService();
  const encryptionKey = resolveEncryptionKey(config.userFolder, config.encryptionKey);
  const credentialTypes = new CredentialTypesCatalog(nodeTypes);
  const credentials = new CredentialsService(repositories.credentials, new CredentialsCipher(encryptionKey), {
    types: credentialTypes, users: repositories.users, workflows: repositories.workflows,
    // `executions` is made below; this is called only once runs exist.
    starterOf: (executionId: string): string | undefined => executions.starterOf(executionId),
  });
  const auth = new AuthService({
    config, users: repositories.users, invalidTokens: new InvalidAuthTokensRepository(db.kysely),
    loginFailures: new LoginFailuresRepository(db.kysely), secret: sessionSecret(encryptionKey),
    ...(options.now ? { now: options.now } : {}),
  });
  const activeExecutions = new ActiveExecutions();
  const push = new PushService();
  const binaryData = new BinaryData(config.userFolder);
  const deleteBinaryData = (executionId: string) => binaryData.deleteByExecution(executionId);
  const role = options.role ?? 'main';
  const processId = `${role}-${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const queueMode = config.executionsMode === 'queue' && role !== 'command' ? await import('./queue/queue-mode-classes.js') : undefined;
  const bus = queueMode ? new queueMode.RedisBus(config.queue, processId, log) : undefined;
  const relay = queueMode && bus && role === 'worker'
    ? new queueMode.WorkerRelay(bus, (error) => log.warn({ err: error }, 'A message to another process could not be sent'))
    : undefined;
  const unsaved = relay?.unsavedExecutions() ?? new UnsavedExecutions((id) => void deleteBinaryData(id).catch(() => undefined));
  const queued = queueMode && bus && role !== 'worker' ? new queueMode.QueuedExecutions({
    config: config.queue, bus, executions: repositories.executions, unsaved, push, log, deleteBinaryData,
    // `waiting` is made below; this is called only once runs exist.
    answerHeld: (executionId, run) => waiting.answerHeld(executionId, run),
  }) : undefined;
  const engine = new EngineProvider({
    config, nodeTypes, credentials, credentialTypes, binaryData, log,
    loadWorkflow: async (id) => {
      const stored = await repositories.workflows.findById(id);
      return stored ? toRunnableWorkflow(stored) : undefined;
    },
  });
  const runner = new ExecutionRunner({
    config, executions: repositories.executions, workflows: repositories.workflows, engine,
    active: activeExecutions, unsaved, log, deleteBinaryData,
    deleteRunBinaryData: (executionId) => binaryData.deleteWrittenHere(executionId),
    keepRunBinaryData: (executionId) => binaryData.runKept(executionId),
    push: relay?.push ?? push,
    ...(queued ? { queue: queued } : {}),
    ...(relay ? { workerId: processId } : {}),
  });
  engine.attach(runner);
  const pastExecutionsRepository = new PastExecutionsRepository(db, repositories.executions);
  const retry = new ExecutionRetry(repositories.executions, pastExecutionsRepository, repositories.workflows, runner);
  const pruning = new ExecutionsPruning(config, pastExecutionsRepository, deleteBinaryData, log);
  const errorWorkflows = new ErrorWorkflows(repositories.workflows, runner, log, engine.webhookBaseUrl);
  const waiting = new WaitingExecutions(repositories.executions, runner, log);
  const registry = new WebhookRegistry();
  const testWebhooks = new TestWebhooks(async (registration) => {
    if (registration.pushRef !== undefined) {
      push.send(registration.pushRef, { type: 'testWebhookDeleted', data: { workflowId: registration.workflowId, executionId: registration.executionId } });
    }
    await runner.release(registration.executionId)
      .catch((error: unknown) => log.error({ err: error }, 'A test webhook run could not be released'));
  }, TEST_WEBHOOK_TIMEOUT_MS, testServiceWebhooks(engine, log));
  const activeWorkflows = new ActiveWorkflowsService({
    workflows: repositories.workflows, webhooks: repositories.webhooks, credentials: repositories.credentials,
    engine, runner, registry, log,
    onTriggerError: (workflow, nodeName, error) => errorWorkflows.triggerFailed(workflow, nodeName, error),
    ...(bus && role !== 'worker' ? {
      announce: (workflowId: string) => void bus.broadcast({ type: 'workflow-changed', workflowId, by: processId })
        .catch((error: unknown) => log.error({ err: error, workflowId }, 'The other processes could not be told of an activation')),
    } : {}),
  });
  const webhooks = new WebhooksService({
    registry, testWebhooks, activeWorkflows, waiting, runner, engine, executions: repositories.executions,
    webhookRows: repositories.webhooks, log, push,
  });
  const communityPackages = new CommunityPackagesService({
    enabled: config.communityPackagesEnabled,
    queueMode: config.executionsMode === 'queue',
    repository: new InstalledPackagesRepository(db.kysely),
    folder: new NodesFolder(nodesFolderOf(config.userFolder), N8N_WORKFLOW_COMPAT_FOLDER),
    nodeTypes, credentialTypes, push, npm, log,
  });
  const leader = queueMode && bus && role === 'main' ? new queueMode.LeaderLock(config.queue, processId, async (isLeader) => {
    await activeWorkflows.setTriggersHere(isLeader);
    if (isLeader) {
      await waiting.init();
      pruning.start();
      queued?.startSweeping();
    } else {
      waiting.shutdown();
      await pruning.stop();
      queued?.stopSweeping();
    }
  }, log) : undefined;
  const onBroadcast = (message: BroadcastMessage) => {
    if (message.type === 'stop') activeExecutions.stop(message.executionId);
    else if (message.type === 'workflow-changed' && message.by !== processId && role !== 'worker') {
      void activeWorkflows.refreshWorkflow(message.workflowId);
    }
  };
  const queue: QueueParts | undefined = bus ? {
    processId, bus, ...(queued ? { queued } : {}), ...(relay ? { relay } : {}), ...(leader ? { leader } : {}),
  } : undefined;
  const executions: ExecutionsService = new ExecutionsService(repositories.executions, runner, activeExecutions, unsaved, engine, testWebhooks);
  return {
    config,
    db,
    repositories,
    settings: new SettingsService(config, instanceId, npm, { users: repositories.users, settings: repositories.settings }),
    users: new UsersService(repositories.users),
    auth,
    workflows: new WorkflowsService(repositories.workflows, activeWorkflows, repositories.executions, binaryData),
    tags: new TagsService(repositories.tags),
    executions,
    pastExecutions: new PastExecutionsService(pastExecutionsRepository, deleteBinaryData, log),
    retry,
    pruning,
    activeWorkflows,
    webhooks,
    waiting,
    push,
    runner,
    activeExecutions,
    credentials,
    credentialTypes,
    binaryData,
    engine,
    nodeTypes,
    nodeTypesAnswers: new NodeTypesAnswers(nodeTypes),
    communityPackages,
    npm,
    ...(queue ? { queue } : {}),
    async start() {
      if (bus) {
        await bus.start({
          direct: (message) => queued?.handle(message),
          broadcast: onBroadcast,
          reconnected: () => void queued?.reconcile(),
        });
        await queued?.start();
        await communityPackages.init();
        // Webhooks are served by every main and webhook process; triggers by the leader main.
        if (role !== 'worker') await activeWorkflows.initShared(false);
        await leader?.start();
        return;
      }
      // A run left 'running' belongs to a process that ended without finishing it.
      const crashed = await repositories.executions.markUnfinishedAsCrashed();
      if (crashed > 0) log.warn({ count: crashed }, 'Executions left unfinished by an earlier run of the server are marked as crashed');
      // Before the active workflows: their triggers may be community nodes.
      await communityPackages.init();
      await activeWorkflows.init();
      await waiting.init();
      pruning.start();
    },
    async shutdown() {
      await leader?.stop();
      waiting.shutdown();
      await pruning.stop();
      await testWebhooks.clear();
      await activeWorkflows.shutdown();
      await activeExecutions.whenIdle();
      // Executions may be written behind the runs (SQLite): nothing answered may stay unwritten.
      await repositories.executions.allCommitted();
      unsaved.clear();
      await queued?.close();
      await bus?.close();
    },
  };
}
