import { BadRequestError } from '../../errors.js';
import type { EngineProvider } from '../executions/engine-provider.js';
import { engineLogger, type ServerLogger } from '../executions/server-logger.js';
import type { TestWebhookRegistration } from './test-webhooks.js';

/** What a test webhook registration does with services that call webhooks (Telegram ...). */
export interface TestServiceWebhooks {
  /** Gives the services the test URLs; a refusal is the listening request's error. */
  create(registration: TestWebhookRegistration): Promise<void>;
  /** Takes them back once the call came, or the listening ended. */
  remove(registration: TestWebhookRegistration): Promise<void>;
}

/** Whether a listening node registers its webhook with a service (most, like the Webhook node, do not). */
async function hasServiceWebhooks(engine: EngineProvider, registration: TestWebhookRegistration): Promise<boolean> {
  const nodeTypes = await engine.nodeTypes();
  const names = new Set(registration.descriptions.map((description) => description.nodeName));
  return (registration.workflow.nodes ?? []).some((node) =>
    names.has(node.name) && nodeTypes.getByNameAndVersion(node.type, node.typeVersion)?.webhookMethods !== undefined);
}

/** Test URLs are registered like production ones (the node's webhook methods), for the listening nodes only. */
export function testServiceWebhooks(engine: EngineProvider, log: ServerLogger): TestServiceWebhooks {
  const options = async (registration: TestWebhookRegistration) => ({
    mode: 'manual' as const, webhookBaseUrl: engine.webhookBaseUrl, timezone: engine.timezone,
    logger: engineLogger(log), services: await engine.services(), executionId: registration.executionId,
    nodeNames: [...new Set(registration.descriptions.map((description) => description.nodeName))],
  });
  return {
    async create(registration) {
      if (!(await hasServiceWebhooks(engine, registration))) return;
      const { createServiceWebhooks } = await engine.engine();
      try {
        await createServiceWebhooks(registration.workflow, await engine.nodeTypes(), await options(registration));
      } catch (error) {
        throw new BadRequestError((error as Error).message, (error as { description?: string }).description ?? undefined);
      }
    },
    async remove(registration) {
      if (!(await hasServiceWebhooks(engine, registration))) return;
      const { deleteServiceWebhooks } = await engine.engine();
      await deleteServiceWebhooks(registration.workflow, await engine.nodeTypes(), await options(registration));
    },
  };
}
