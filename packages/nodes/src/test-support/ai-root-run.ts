import type { IDataObject, INode, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import type { ChatRequest, OpenAiStandIn, ScriptedAnswer } from './openai-stand-in.js';

/**
 * Runs an AI root node (a chain, a classifier) fed by pinned items, with an OpenAI Chat Model on the
 * stand-in connected to its Model input (and any other sub-nodes the test adds).
 */
export function aiRootRunner(standIn: OpenAiStandIn, apiKey: string) {
  const runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper({
      'cred-ok': { type: 'openAiApi', name: 'OpenAI', data: { apiKey, url: standIn.baseUrl, organizationId: '', header: false } },
    }),
  });

  return async function run(root: { type: string; typeVersion: number; parameters: IDataObject; name?: string; onError?: INode['onError'] }, options: {
    input?: IDataObject[];
    binary?: Array<INodeExecutionBinary | undefined>;
    subNodes?: Array<{ node: Omit<INode, 'id' | 'position'>; type: string }>;
    withoutModel?: boolean;
  } = {}) {
    const rootName = root.name ?? 'Root';
    const nodes: INode[] = [
      { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      { id: 'r', name: rootName, type: root.type, typeVersion: root.typeVersion, position: [200, 0], parameters: root.parameters as never, ...(root.onError ? { onError: root.onError } : {}) },
    ];
    const connections: IWorkflowBase['connections'] = { Trigger: { main: [[{ node: rootName, type: 'main', index: 0 }]] } };
    const subNodes = [...options.subNodes ?? []];
    if (!options.withoutModel) {
      subNodes.unshift({
        type: 'ai_languageModel',
        node: {
          name: 'OpenAI Chat Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2,
          parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } } as never,
          credentials: { openAiApi: { id: 'cred-ok', name: 'OpenAI' } },
        },
      });
    }
    subNodes.forEach(({ node, type }, index) => {
      nodes.push({ ...node, id: `s${index}`, position: [200 + index * 150, 200] });
      connections[node.name] = { [type]: [[{ node: rootName, type, index: 0 }]] };
    });
    const items = (options.input ?? [{}]).map((json, index) => {
      const binary = options.binary?.[index];
      return binary ? { json, binary } : { json };
    });
    const workflow: IWorkflowBase = { id: 'w', name: 'AI root', active: false, nodes, connections, pinData: { Trigger: items as never } };
    const result = await runner.run({ workflow, mode: 'manual', executionId: 'ai-root' });
    const runData = result.data.resultData.runData;
    return {
      result,
      runData,
      error: result.data.resultData.error,
      /** The root's items on each of its outputs, as plain JSON. */
      outputs: (runData[rootName]?.[0]?.data?.main ?? []).map((items) => (items ?? []).map((item) => item.json)),
    };
  };
}

interface INodeExecutionBinary { [key: string]: { data: string; mimeType: string; fileName?: string } }

/**
 * A scripted answer chosen by the request's last user message: items of one batch are asked at once,
 * so their requests may reach the stand-in in any order.
 */
export function answerByQuestion(answers: Record<string, ScriptedAnswer>): (request: ChatRequest) => ScriptedAnswer {
  return (request) => {
    const question = request.body.messages.filter((message) => message.role === 'user').at(-1)?.content;
    const answer = answers[String(question)];
    if (!answer) throw new Error(`No scripted answer for the question ${JSON.stringify(question)}`);
    return answer;
  };
}
