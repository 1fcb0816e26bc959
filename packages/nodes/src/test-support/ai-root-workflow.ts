import type { IDataObject, INode, IWorkflowBase, NodeConnectionType } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';

/*
 * Workflows of an AI root node with its sub-nodes for node tests: a manual trigger with pinned items,
 * the root, and sub-nodes joined to it by their AI connection types; run with in-memory credentials.
 */

export const TEST_OPENAI_KEY = 'sk-ai-workflow-key-0001';
/** The PostgreSQL and Redis servers the test environment runs (scripts/prepare-test-env.sh). */
export const TEST_POSTGRES = { host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres', password: '' };
export const TEST_REDIS = { host: '127.0.0.1', port: 6379, database: 0 };

export function aiRunner(openAiUrl: string, extra: Record<string, { type: string; data: IDataObject }> = {}): WorkflowRunner {
  const credentials: Record<string, { type: string; name: string; data: IDataObject }> = {
    openai: { type: 'openAiApi', name: 'OpenAI', data: { apiKey: TEST_OPENAI_KEY, url: openAiUrl } },
    postgres: { type: 'postgres', name: 'Postgres', data: TEST_POSTGRES },
    redis: { type: 'redis', name: 'Redis', data: TEST_REDIS },
  };
  for (const [id, credential] of Object.entries(extra)) credentials[id] = { ...credential, name: id };
  return new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper(credentials),
  });
}

export interface SubNode { node: Omit<INode, 'id' | 'position'>; type: NodeConnectionType; index?: number; target?: string }

/** An OpenAI Chat Model node on the test's stand-in (`credentialId` from `aiRunner`). */
export function chatModel(name = 'OpenAI Chat Model', credentialId = 'openai', model = 'gpt-4o-mini'): SubNode['node'] {
  return {
    name, type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2,
    parameters: { model: { __rl: true, mode: 'list', value: model }, options: { maxRetries: 0 } } as never,
    credentials: { openAiApi: { id: credentialId, name: 'OpenAI' } },
  };
}

export function rootWorkflow(root: Omit<INode, 'id' | 'position'>, subNodes: SubNode[], items: IDataObject[], id = 'w-ai'): IWorkflowBase {
  const nodes: INode[] = [
    { id: 'trigger', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { ...root, id: 'root', position: [200, 0] },
  ];
  const connections: IWorkflowBase['connections'] = { Trigger: { main: [[{ node: root.name, type: 'main', index: 0 }]] } };
  subNodes.forEach(({ node, type, index = 0, target = root.name }, position) => {
    nodes.push({ ...node, id: `sub-${position}`, position: [100 * position, 200] });
    const outputs = (connections[node.name] ??= {});
    (outputs[type] ??= [[]])[0]?.push({ node: target, type, index });
  });
  return { id, name: 'AI test', active: false, nodes, connections, pinData: { Trigger: items.map((json) => ({ json })) } };
}
