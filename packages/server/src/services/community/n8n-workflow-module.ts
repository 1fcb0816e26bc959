import { fileURLToPath } from 'node:url';
import * as nodeApi from '@weft/workflow/node-api';
import type { PackageLogger } from '@weft/workflow/node-api';

/** Where packages/n8n-workflow-compat is (the same path from src/ and from dist/). */
export const N8N_WORKFLOW_COMPAT_FOLDER = fileURLToPath(new URL('../../../../n8n-workflow-compat', import.meta.url));

const MODULE_KEY = Symbol.for('weft.n8n-workflow');

/**
 * Gives packages/n8n-workflow-compat (what `require('n8n-workflow')` resolves to in the nodes folder)
 * this server's node API: the module instances the engine itself uses, so the errors a package throws
 * are the engine's classes. Older packages read `NodeConnectionType.Main`, newer ones
 * `NodeConnectionTypes.Main`: both names are given.
 */
export function provideN8nWorkflowModule(logger: PackageLogger): void {
  const slot = globalThis as unknown as Record<symbol, unknown>;
  slot[MODULE_KEY] ??= Object.freeze({ ...nodeApi, NodeConnectionType: nodeApi.NodeConnectionTypes });
  nodeApi.LoggerProxy.init(logger);
}
