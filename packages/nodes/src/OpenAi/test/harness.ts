import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startOpenAiStandIn } from '../../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../../test-support/openai-stand-in.js';

/* The OpenAI node's tests: a stand-in, a runner with a good and a refused key, and one-node workflows. */

export const API_KEY = 'sk-live-key-0001';

export interface Harness { standIn: OpenAiStandIn; runner: WorkflowRunner }

export async function startHarness(): Promise<Harness> {
  const standIn = await startOpenAiStandIn({ apiKey: API_KEY });
  const openAi = (apiKey: string) => ({ type: 'openAiApi', name: 'OpenAI', data: { apiKey, url: standIn.baseUrl, organizationId: '', header: false } });
  const runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper({ 'cred-ok': openAi(API_KEY), 'cred-bad': openAi('sk-expired-key-7777') }),
  });
  return { standIn, runner };
}

export interface OpenAiNodeSpec {
  typeVersion: number;
  parameters: IDataObject;
  credential?: string;
  input?: INodeExecutionData[];
  /** Sub-nodes for the Tools input. */
  calculator?: boolean;
  memory?: boolean;
  continueOnFail?: boolean;
}

export function openAiWorkflow(spec: OpenAiNodeSpec): IWorkflowBase {
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'o', name: 'OpenAI', type: '@n8n/n8n-nodes-langchain.openAi', typeVersion: spec.typeVersion, position: [200, 0],
      parameters: spec.parameters as never, credentials: { openAiApi: { id: spec.credential ?? 'cred-ok', name: 'OpenAI' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  const connections: IWorkflowBase['connections'] = { Trigger: { main: [[{ node: 'OpenAI', type: 'main', index: 0 }]] } };
  if (spec.calculator) {
    nodes.push({ id: 'c', name: 'Calculator', type: '@n8n/n8n-nodes-langchain.toolCalculator', typeVersion: 1, position: [200, 200], parameters: {} });
    connections.Calculator = { ai_tool: [[{ node: 'OpenAI', type: 'ai_tool', index: 0 }]] };
  }
  if (spec.memory) {
    nodes.push({
      id: 'm', name: 'Simple Memory', type: '@n8n/n8n-nodes-langchain.memoryBufferWindow', typeVersion: 1.3, position: [400, 200],
      parameters: { sessionIdType: 'customKey', sessionKey: 'assistant-session', contextWindowLength: 5 } as never,
    });
    connections['Simple Memory'] = { ai_memory: [[{ node: 'OpenAI', type: 'ai_memory', index: 0 }]] };
  }
  return { id: 'w', name: 'OpenAI', active: false, nodes, connections, pinData: { Trigger: spec.input ?? [{ json: {} }] } };
}

export async function runOpenAi(harness: Harness, spec: OpenAiNodeSpec) {
  const result = await harness.runner.run({ workflow: openAiWorkflow(spec), mode: 'manual', executionId: 'openai' });
  const runData = result.data.resultData.runData;
  return { result, runData, items: runData.OpenAI?.[0]?.data?.main?.[0] ?? [], error: result.data.resultData.error };
}

/** A binary property as pinned data carries it. */
export function binaryOf(bytes: Buffer, mimeType: string, fileName: string): IDataObject {
  return { data: bytes.toString('base64'), mimeType, fileName, fileExtension: fileName.split('.').pop() };
}

export const rl = (value: string) => ({ __rl: true, mode: 'id', value });
