import type { ActiveTriggers, TriggerAnswers, TriggerEvent, WebhookDescription } from '@weft/engine';
import type { IWorkflowBase } from '@weft/workflow';
import type { CredentialsRepository } from '../../db/credentials.repository.js';
import type { WebhooksRepository } from '../../db/webhooks.repository.js';
import type { WorkflowsRepository } from '../../db/workflows.repository.js';
import { hasNoNulCharacter } from '@weft/contracts';
import { BadRequestError } from '../../errors.js';
import type { EngineProvider } from '../executions/engine-provider.js';
import type { ExecutionRunner } from '../executions/execution-runner.js';
import { engineLogger, type ServerLogger } from '../executions/server-logger.js';
import type { WebhookRegistry } from '../webhooks/webhook-registry.js';
import { toRunnableWorkflow } from '../workflows.service.js';
import { activationIssues, hasSelfStartingTrigger } from './activation-checks.js';

const ACTIVATION_FAILED = 'Workflow could not be activated';

interface ActiveWorkflow {
  /** The object triggers and webhook runs use; nodes change its static data in place. */
  workflow: IWorkflowBase;
  triggers?: ActiveTriggers;
  /** The static data as last saved, to notice changes made by triggers. */
  savedStaticData: string;
}

export interface ActiveWorkflowsDependencies {
  workflows: WorkflowsRepository;
  webhooks: WebhooksRepository;
  credentials: CredentialsRepository;
  engine: EngineProvider;
  runner: ExecutionRunner;
  registry: WebhookRegistry;
  log: ServerLogger;
  /** A trigger of an active workflow reported an error (the error workflow runs). */
  onTriggerError(workflow: IWorkflowBase, nodeName: string, error: Error): void;
  /**
   * Queue mode: other processes serve this instance's webhooks and triggers too. Each activation made
   * here is announced to them, and start-up registers what is active without resetting the database.
   */
  announce?(workflowId: string): void;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The workflows whose webhooks, schedules and pollers are registered in this process. Activation is
 * checked first (a trigger that runs on its own, no node issues, no webhook path another workflow
 * holds) and either registers everything or nothing.
 */
export class ActiveWorkflowsService {
  private readonly active = new Map<string, ActiveWorkflow>();
  private readonly activationErrors = new Map<string, string>();
  /**
   * Whether triggers, schedules and pollers run in this process. Always in regular mode; in queue mode
   * only in the main process holding the leader lock (webhook processes and other mains register webhooks only).
   */
  private triggersHere = true;

  constructor(private readonly deps: ActiveWorkflowsDependencies) {}

  /**
   * Queue mode: registers every active workflow's webhooks as stored, without checks or database
   * writes (the process that activated it made them); with triggers when `triggersHere`.
   */
  async initShared(triggersHere: boolean): Promise<void> {
    this.triggersHere = triggersHere;
    for (const stored of await this.deps.workflows.findActive()) await this.refreshWorkflow(stored.id);
  }

  /** Queue mode: this main became (or stopped being) the one that runs triggers; the triggers follow. */
  async setTriggersHere(triggersHere: boolean): Promise<void> {
    if (this.triggersHere === triggersHere) return;
    this.triggersHere = triggersHere;
    if (triggersHere) {
      for (const stored of await this.deps.workflows.findActive()) await this.refreshWorkflow(stored.id);
      return;
    }
    for (const [id, entry] of this.active) {
      const triggers = entry.triggers;
      delete entry.triggers;
      await triggers?.close().catch((error: unknown) => this.deps.log.warn({ workflowId: id, err: error }, 'A trigger did not close cleanly'));
    }
  }

  /**
   * Queue mode: another process activated, changed or deactivated the workflow: this process registers
   * it as stored now (its webhooks, and its triggers when they run here), or nothing when it is inactive.
   */
  async refreshWorkflow(id: string): Promise<void> {
    const stored = await this.deps.workflows.findById(id);
    if (!stored?.active) {
      await this.unregisterHere(id);
      return;
    }
    const workflow = toRunnableWorkflow(stored);
    try {
      const nodeTypes = await this.deps.engine.nodeTypes();
      const { getWebhookDescriptions, activateTriggers, sealWorkflow, triggerAnswers } = await this.deps.engine.engine();
      const descriptions = getWebhookDescriptions(workflow, nodeTypes, { baseUrl: `${this.deps.engine.webhookBaseUrl}webhook/` });
      // The old triggers stop before the new ones start: a schedule must never fire twice.
      const previous = this.active.get(id);
      const previousTriggers = previous?.triggers;
      if (previous) delete previous.triggers;
      await previousTriggers?.close().catch((error: unknown) => this.deps.log.warn({ workflowId: id, err: error }, 'A trigger did not close cleanly'));
      const triggers = this.triggersHere ? await activateTriggers(workflow, nodeTypes, {
        onEmit: (event) => this.startFromTrigger(id, event, triggerAnswers(event)),
        onError: (nodeName, error) => this.deps.onTriggerError(workflow, nodeName, error),
        timezone: this.deps.engine.timezone,
        logger: engineLogger(this.deps.log),
        services: await this.deps.engine.services(),
      }) : undefined;
      sealWorkflow(workflow);
      // Swapped in one turn: a webhook call never finds the workflow half registered.
      this.deps.registry.remove(id);
      this.deps.registry.add(id, descriptions);
      this.active.set(id, {
        workflow, savedStaticData: JSON.stringify(workflow.staticData ?? null),
        ...(triggers && triggers.nodeNames.length > 0 ? { triggers } : {}),
      });
      this.activationErrors.delete(id);
    } catch (error) {
      this.activationErrors.set(id, reason(error));
      this.deps.log.warn({ workflowId: id, err: error }, 'An active workflow could not be activated');
    }
  }

  activeIds(): string[] {
    return [...this.active.keys()];
  }

  isActive(id: string): boolean {
    return this.active.has(id);
  }

  /** The running copy of an active workflow (webhook requests use it: no database read). */
  workflow(id: string): IWorkflowBase | undefined {
    return this.active.get(id)?.workflow;
  }

  /** Why the workflow, marked active, could not be activated when the server started. */
  activationError(id: string): string | undefined {
    return this.activationErrors.get(id);
  }

  /** Start-up: every workflow marked active is activated again; failures are kept for `/active/error/:id`. */
  async init(): Promise<void> {
    await this.deps.webhooks.deleteAll();
    for (const stored of await this.deps.workflows.findActive()) {
      try {
        await this.activate(toRunnableWorkflow(stored));
      } catch (error) {
        this.activationErrors.set(stored.id, reason(error));
        this.deps.log.warn({ workflowId: stored.id, err: error }, 'An active workflow could not be activated');
      }
    }
  }

  /**
   * Registers the workflow's webhooks and starts its triggers, after checking it can be. Throws a
   * `BadRequestError` saying why not; nothing stays registered then. An active workflow is replaced.
   */
  async activate(workflow: IWorkflowBase): Promise<void> {
    const id = workflow.id;
    if (!id) throw new BadRequestError(ACTIVATION_FAILED, 'Save the workflow before activating it');
    const nodeTypes = await this.deps.engine.nodeTypes();
    if (!(await hasSelfStartingTrigger(workflow, nodeTypes))) {
      throw new BadRequestError(ACTIVATION_FAILED, 'This workflow has no trigger node that can run on its own');
    }
    const available = (await this.deps.credentials.list()).map((c) => ({ id: c.id, name: c.name, type: c.type }));
    const issues = await activationIssues(workflow, nodeTypes, available);
    if (issues.length > 0) {
      throw new BadRequestError(`${ACTIVATION_FAILED} because of node issues: ${issues.join('; ')}`, 'Fix these issues, then activate the workflow again');
    }
    const { getWebhookDescriptions, activateTriggers, sealWorkflow, createServiceWebhooks, triggerAnswers } = await this.deps.engine.engine();
    const descriptions = getWebhookDescriptions(workflow, nodeTypes, { baseUrl: `${this.deps.engine.webhookBaseUrl}webhook/` });
    await this.checkWebhookPaths(id, descriptions);

    await this.unregister(id);
    // As stored: what the triggers and service webhooks change from here on gets saved.
    const savedStaticData = JSON.stringify(workflow.staticData ?? null);
    await this.saveWebhooks(id, descriptions);
    let triggers: ActiveTriggers;
    try {
      // Queue mode: the leader main runs the triggers (it hears of the activation and starts them).
      triggers = !this.triggersHere ? { nodeNames: [], close: async () => undefined } as unknown as ActiveTriggers : await activateTriggers(workflow, nodeTypes, {
        onEmit: (event) => this.startFromTrigger(id, event, triggerAnswers(event)),
        onError: (nodeName, error) => this.deps.onTriggerError(workflow, nodeName, error),
        timezone: this.deps.engine.timezone,
        logger: engineLogger(this.deps.log),
        services: await this.deps.engine.services(),
      });
    } catch (error) {
      await this.deps.webhooks.deleteForWorkflow(id);
      throw new BadRequestError(`${ACTIVATION_FAILED}: ${reason(error)}`, 'Fix the trigger node, then activate the workflow again');
    }
    // Services that call webhooks (Telegram ...) are told the production URL once it answers.
    try {
      await createServiceWebhooks(workflow, nodeTypes, await this.serviceWebhookOptions());
    } catch (error) {
      await triggers.close().catch(() => undefined);
      await this.deps.webhooks.deleteForWorkflow(id);
      throw new BadRequestError(`${ACTIVATION_FAILED}: ${reason(error)}`, (error as { description?: string }).description ?? 'Fix the trigger node, then activate the workflow again');
    }
    // Every webhook call runs this same object: sealed, the engine derives what it needs from its
    // nodes once (parameters with defaults, webhook settings, the graph) instead of on every call.
    sealWorkflow(workflow);
    this.deps.registry.add(id, descriptions);
    this.active.set(id, {
      workflow, savedStaticData,
      ...(triggers.nodeNames.length > 0 ? { triggers } : {}),
    });
    this.activationErrors.delete(id);
    // A node may keep what it registered (a webhook secret) in static data.
    await this.saveStaticDataIfChanged(id, this.active.get(id) as ActiveWorkflow);
  }

  /** Unregisters the workflow's webhooks and stops its triggers; nothing happens when it is not active. */
  async deactivate(id: string): Promise<void> {
    await this.unregister(id);
  }

  /**
   * Queue mode: tells the other processes that the workflow's activation changed, once the change is
   * saved (they read the workflow as stored). Nothing happens in regular mode.
   */
  announceChange(id: string): void {
    this.deps.announce?.(id);
  }

  private async unregister(id: string): Promise<void> {
    const entry = await this.unregisterHere(id);
    await this.deps.webhooks.deleteForWorkflow(id);
    if (entry) {
      const { deleteServiceWebhooks } = await this.deps.engine.engine();
      await deleteServiceWebhooks(entry.workflow, await this.deps.engine.nodeTypes(), await this.serviceWebhookOptions());
    }
  }

  /** Unregisters the workflow in this process only (its webhooks and triggers), not in the database. */
  private async unregisterHere(id: string): Promise<ActiveWorkflow | undefined> {
    this.activationErrors.delete(id);
    const entry = this.active.get(id);
    this.active.delete(id);
    this.deps.registry.remove(id);
    if (entry?.triggers) {
      await entry.triggers.close().catch((error: unknown) =>
        this.deps.log.warn({ workflowId: id, err: error }, 'A trigger did not close cleanly'));
    }
    return entry;
  }

  private async serviceWebhookOptions() {
    return {
      mode: 'trigger' as const, webhookBaseUrl: this.deps.engine.webhookBaseUrl, timezone: this.deps.engine.timezone,
      logger: engineLogger(this.deps.log), services: await this.deps.engine.services(),
    };
  }

  /** Stops every trigger (shutdown); the workflows stay marked active for the next start. */
  async shutdown(): Promise<void> {
    const entries = [...this.active.entries()];
    this.active.clear();
    for (const [id, entry] of entries) {
      this.deps.registry.remove(id);
      await entry.triggers?.close().catch(() => undefined);
    }
  }

  private async checkWebhookPaths(id: string, descriptions: WebhookDescription[]): Promise<void> {
    const seen = new Map<string, string>();
    for (const description of descriptions) {
      // Postgres cannot store it (the path is text), and no URL carries it unescaped.
      if (!hasNoNulCharacter(description.path)) {
        throw new BadRequestError(
          `${ACTIVATION_FAILED}: the webhook path of "${description.nodeName}" cannot contain the NUL character (\\u0000)`,
          'Remove it from the path',
        );
      }
      const key = `${description.httpMethod} ${description.path}`;
      const other = seen.get(key);
      if (other !== undefined && other !== description.nodeName) {
        throw new BadRequestError(
          `${ACTIVATION_FAILED}: the nodes "${other}" and "${description.nodeName}" use the same webhook path "${key}"`,
          'Give each webhook node its own path or HTTP method',
        );
      }
      seen.set(key, description.nodeName);
      const owner = await this.deps.webhooks.findOwner(description.httpMethod, description.path);
      if (owner && owner.workflowId !== id) {
        throw new BadRequestError(
          `${ACTIVATION_FAILED}: the webhook path "${key}" of node "${description.nodeName}" is already used by the workflow "${owner.workflowName}" (ID ${owner.workflowId})`,
          `Change the path of node "${description.nodeName}", or deactivate the workflow "${owner.workflowName}"`,
        );
      }
    }
  }

  private async saveWebhooks(id: string, descriptions: WebhookDescription[]): Promise<void> {
    try {
      await this.deps.webhooks.replaceForWorkflow(id, descriptions.map((d) => ({
        workflowId: id, method: d.httpMethod, path: d.path, node: d.nodeName, webhookId: d.webhookId ?? null,
      })));
    } catch (error) {
      // Another process took a path between the check and the insert.
      throw new BadRequestError(`${ACTIVATION_FAILED}: a webhook path is already in use (${reason(error)})`, 'Try again, or change the webhook path');
    }
  }

  /** `answers` ties the run to what the trigger waits for (a queue acknowledges its message when the run ends). */
  private startFromTrigger(id: string, event: TriggerEvent, answers: TriggerAnswers): void {
    const entry = this.active.get(id);
    if (!entry) {
      answers.fail(new Error('The workflow is no longer active'));
      return;
    }
    const { workflow } = entry;
    const { nodeName, data } = event;
    void this.saveStaticDataIfChanged(id, entry)
      .then(() => this.deps.runner.start({ workflow, mode: 'trigger', trigger: { nodeName, data }, hooks: answers.hooks }))
      .then((started) => started.done)
      .then(async (run) => {
        if (!run) answers.fail(new Error('The execution crashed'));
        await this.saveStaticDataIfChanged(id, entry);
      })
      .catch((error: unknown) => {
        answers.fail(error instanceof Error ? error : new Error(String(error)));
        this.deps.log.error({ workflowId: id, err: error }, 'A trigger could not start its execution');
      });
  }

  private async saveStaticDataIfChanged(id: string, entry: ActiveWorkflow): Promise<void> {
    const now = JSON.stringify(entry.workflow.staticData ?? null);
    if (now === entry.savedStaticData) return;
    entry.savedStaticData = now;
    await this.deps.workflows.saveStaticData(id, (entry.workflow.staticData ?? null) as Record<string, unknown> | null);
  }
}
