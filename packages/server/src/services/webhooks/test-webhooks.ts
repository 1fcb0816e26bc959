import type { WebhookDescription } from '@weft/engine';
import type { IRunData, IWorkflowBase } from '@weft/workflow';
import { BadRequestError } from '../../errors.js';
import type { PushAddress } from '../push/push-address.js';
import type { TestServiceWebhooks } from './test-service-webhooks.js';
import { WebhookRegistry, type WebhookMatch } from './webhook-registry.js';

/** How long a test webhook waits for its call. */
export const TEST_WEBHOOK_TIMEOUT_MS = 120_000;

/** A manual run waiting for a call of its test webhook. */
export interface TestWebhookRegistration {
  workflowId: string;
  workflow: IWorkflowBase;
  descriptions: WebhookDescription[];
  /** The execution the call will run (created when the run was requested). */
  executionId: string;
  destinationNode?: string;
  runData?: IRunData;
  /** The editor tab (of the user who asked for the run) that listens: told when the call arrives or the registration goes. */
  pushRef?: PushAddress;
}

export type TestWebhookMatch =
  | { found: true; registration: TestWebhookRegistration; description: WebhookDescription; params: Record<string, string> }
  | { found: false; methods: string[] };

/**
 * Test webhooks (`/webhook-test/...`): registered by a manual run that starts at a webhook node, used
 * once, and removed after the call, by `DELETE /rest/test-webhook/:id`, or after 120 seconds.
 */
export class TestWebhooks {
  private readonly registry = new WebhookRegistry();
  private readonly byWorkflow = new Map<string, { registration: TestWebhookRegistration; timer: NodeJS.Timeout }>();

  constructor(
    /** Called when a registration goes without being called (deleted or timed out). */
    private readonly onExpired: (registration: TestWebhookRegistration) => Promise<void>,
    private readonly timeoutMs = TEST_WEBHOOK_TIMEOUT_MS,
    private readonly services?: TestServiceWebhooks,
  ) {}

  /**
   * Registers the run's webhooks, replacing an earlier registration of the same workflow, and with the
   * services that call them (nothing stays registered when a service refuses).
   */
  async register(registration: TestWebhookRegistration): Promise<void> {
    for (const description of registration.descriptions) {
      const match = this.registry.find(description.httpMethod, description.path);
      if (match?.found && match.webhook.workflowId !== registration.workflowId) {
        throw new BadRequestError(
          `The test webhook path "${description.httpMethod} ${description.path}" is already waiting for a call in another workflow`,
          'Stop listening in the other workflow, or change the path of this webhook node',
        );
      }
    }
    this.remove(registration.workflowId);
    this.registry.add(registration.workflowId, registration.descriptions);
    const timer = setTimeout(() => void this.expire(registration.workflowId), this.timeoutMs);
    timer.unref();
    this.byWorkflow.set(registration.workflowId, { registration, timer });
    try {
      await this.services?.create(registration);
    } catch (error) {
      this.remove(registration.workflowId);
      throw error;
    }
  }

  find(method: string, path: string): TestWebhookMatch | undefined {
    const match: WebhookMatch | undefined = this.registry.find(method, path);
    if (!match) return undefined;
    if (!match.found) return match;
    const entry = this.byWorkflow.get(match.webhook.workflowId);
    if (!entry) return undefined;
    return { found: true, registration: entry.registration, description: match.webhook.description, params: match.params };
  }

  /** Takes the registration for its one call: it is removed (from the services too), and will not expire. */
  take(workflowId: string): TestWebhookRegistration | undefined {
    const registration = this.remove(workflowId);
    if (registration) void this.services?.remove(registration).catch(() => undefined);
    return registration;
  }

  /** `DELETE /rest/test-webhook/:id`: false when the workflow had none. */
  async cancel(workflowId: string): Promise<boolean> {
    return this.expire(workflowId);
  }

  /** Stops the listening run whose execution this is (stopping it from the executions list); false when none. */
  async cancelExecution(executionId: string): Promise<boolean> {
    const entry = [...this.byWorkflow.values()].find((e) => e.registration.executionId === executionId);
    return entry ? this.expire(entry.registration.workflowId) : false;
  }

  async clear(): Promise<void> {
    await Promise.all([...this.byWorkflow.keys()].map((workflowId) => this.expire(workflowId)));
  }

  private async expire(workflowId: string): Promise<boolean> {
    const registration = this.remove(workflowId);
    if (!registration) return false;
    await this.onExpired(registration);
    await this.services?.remove(registration).catch(() => undefined);
    return true;
  }

  private remove(workflowId: string): TestWebhookRegistration | undefined {
    const entry = this.byWorkflow.get(workflowId);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.byWorkflow.delete(workflowId);
    this.registry.remove(workflowId);
    return entry.registration;
  }
}
