import type { ExecuteSubWorkflowHook } from '@weft/engine';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import type { ExecutionError, ICredentialDataDecryptedObject, INode, IRunData, IWorkflowBase } from '@weft/workflow';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import { startOpenAiStandIn } from './openai-stand-in.js';
import type { OpenAiStandIn } from './openai-stand-in.js';

/*
 * Runs tool nodes the way an agent uses them: a tools agent (version 3) with the OpenAI chat model
 * (the loopback stand-in, scripted by the test) and the given tool sub-nodes, one chat input per run.
 */

const API_KEY = 'sk-tool-harness-0001';

export interface AgentToolHarness {
  model: OpenAiStandIn;
  /** Runs the agent on `chatInput` with `tools` connected; answers the run data and the execution's error. */
  run(chatInput: string, tools: INode[]): Promise<{ runData: IRunData; error: ExecutionError | undefined; output: unknown }>;
  close(): Promise<void>;
}

export async function startAgentToolHarness(options: {
  credentials?: Record<string, { type: string; name: string; data: ICredentialDataDecryptedObject }>;
  executeSubWorkflow?: ExecuteSubWorkflowHook;
} = {}): Promise<AgentToolHarness> {
  const model = await startOpenAiStandIn({ apiKey: API_KEY });
  const runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper({
      'harness-openai': { type: 'openAiApi', name: 'OpenAI', data: { apiKey: API_KEY, url: model.baseUrl } },
      ...options.credentials,
    }),
    ...(options.executeSubWorkflow ? { executeSubWorkflow: options.executeSubWorkflow } : {}),
  });
  return {
    model,
    async run(chatInput, tools) {
      const workflow: IWorkflowBase = {
        id: 'w-tool-harness', name: 'Tool harness', active: false,
        nodes: [
          { id: 'trigger', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
          {
            id: 'agent', name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 3, position: [200, 0],
            parameters: { promptType: 'auto', text: '={{ $json.chatInput }}', options: { returnIntermediateSteps: true } } as never,
          },
          {
            id: 'model', name: 'Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2, position: [100, 200],
            parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } } as never,
            credentials: { openAiApi: { id: 'harness-openai', name: 'OpenAI' } },
          },
          ...tools,
        ],
        connections: {
          Trigger: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
          Model: { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
          ...Object.fromEntries(tools.map((tool) => [tool.name, { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] }])),
        },
        pinData: { Trigger: [{ json: { chatInput } }] },
      };
      const result = await runner.run({ workflow, mode: 'manual', executionId: 'tool-harness' });
      const { runData, error } = result.data.resultData;
      return { runData, error, output: runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json };
    },
    close: () => model.close(),
  };
}

/** The calls recorded on a tool node: what the model asked, and what the tool answered (or its error). */
export function toolCalls(runData: IRunData, nodeName: string): Array<{ input: unknown; response: unknown; error?: string }> {
  return (runData[nodeName] ?? []).map((call) => ({
    input: call.inputOverride?.ai_tool?.[0]?.[0]?.json,
    response: call.data?.ai_tool?.[0]?.[0]?.json.response,
    ...(call.error ? { error: call.error.message } : {}),
  }));
}
