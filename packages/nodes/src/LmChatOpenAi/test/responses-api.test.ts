import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INode, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startOpenAiStandIn } from '../../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../../test-support/openai-stand-in.js';

let standIn: OpenAiStandIn;
let runner: WorkflowRunner;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-responses-0001' });
  runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper({ 'cred-ok': { type: 'openAiApi', name: 'OpenAI', data: { apiKey: 'sk-responses-0001', url: standIn.baseUrl } } }),
  });
});
afterAll(() => standIn.close());

/** An agent (with the calculator) or a chain over the OpenAI Chat Model 1.3. */
function workflow(root: 'agent' | 'chain', model: IDataObject): IWorkflowBase {
  const rootNode: INode = root === 'agent'
    ? { id: 'a', name: 'Root', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 3, position: [200, 0], parameters: { promptType: 'define', text: '={{ $json.question }}', options: {} } as never }
    : { id: 'a', name: 'Root', type: '@n8n/n8n-nodes-langchain.chainLlm', typeVersion: 1.7, position: [200, 0], parameters: { promptType: 'define', text: '={{ $json.question }}' } as never };
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    rootNode,
    {
      id: 'm', name: 'OpenAI Chat Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.3, position: [100, 200],
      parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4.1-mini' }, options: { maxRetries: 0 }, ...model } as never,
      credentials: { openAiApi: { id: 'cred-ok', name: 'OpenAI' } },
    },
  ];
  const connections: IWorkflowBase['connections'] = {
    Trigger: { main: [[{ node: 'Root', type: 'main', index: 0 }]] },
    'OpenAI Chat Model': { ai_languageModel: [[{ node: 'Root', type: 'ai_languageModel', index: 0 }]] },
  };
  if (root === 'agent') {
    nodes.push({ id: 'c', name: 'Calculator', type: '@n8n/n8n-nodes-langchain.toolCalculator', typeVersion: 1, position: [300, 200], parameters: {} });
    connections.Calculator = { ai_tool: [[{ node: 'Root', type: 'ai_tool', index: 0 }]] };
  }
  return { id: 'w', name: 'Responses', active: false, nodes, connections, pinData: { Trigger: [{ json: { question: 'What is 7 * 6?' } }] } };
}

async function run(wf: IWorkflowBase) {
  const result = await runner.run({ workflow: wf, mode: 'manual', executionId: 'responses' });
  return { runData: result.data.resultData.runData, error: result.data.resultData.error };
}

const responseCalls = () => standIn.calls.filter((call) => call.path === '/v1/responses');

describe('OpenAI Chat Model 1.3 on the Responses API', () => {
  it('speaks /v1/responses by default, with the built-in tools and the Responses-only options', async () => {
    standIn.script({ content: '42, I believe.' });
    const before = standIn.requests.length;
    const { runData, error } = await run(workflow('chain', {
      builtInTools: { webSearch: { searchContextSize: 'high', city: 'Lyon' }, codeInterpreter: true },
      options: { maxRetries: 0, conversationId: '', safetyIdentifier: 'user-7', metadata: '{"flow":"quiz"}', textFormat: { textOptions: { type: 'text', verbosity: 'low' } } },
    }));
    expect(error).toBeUndefined();
    expect(standIn.requests.length).toBe(before);
    expect(responseCalls().at(-1)?.body).toMatchObject({
      model: 'gpt-4.1-mini',
      input: [{ role: 'user', content: 'What is 7 * 6?' }],
      tools: [{ type: 'web_search', search_context_size: 'high', user_location: { type: 'approximate', city: 'Lyon' } }, { type: 'code_interpreter', container: { type: 'auto' } }],
      safety_identifier: 'user-7', metadata: { flow: 'quiz' }, text: { format: { type: 'text' }, verbosity: 'low' },
    });
    expect(runData.Root?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ text: '42, I believe.' });
  });

  it('lets the agent call its tools through function calls of the Responses API', async () => {
    standIn.script({ toolCalls: [{ name: 'Calculator', arguments: { input: '7 * 6' } }] }, { content: 'It is 42.' });
    const { runData, error } = await run(workflow('agent', {}));
    expect(error).toBeUndefined();
    const [first, second] = responseCalls().slice(-2);
    expect((first?.body?.tools as Array<{ type: string; name?: string }>).map((tool) => tool.name ?? tool.type)).toEqual(['Calculator']);
    expect(second?.body?.input).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'function_call', name: 'Calculator' }),
      expect.objectContaining({ type: 'function_call_output', output: '42' }),
    ]));
    expect(runData.Root?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ output: 'It is 42.' });
    expect(runData['OpenAI Chat Model']).toHaveLength(2);
  });

  it('keeps chat completions when the Responses API is switched off', async () => {
    standIn.script({ content: 'Forty-two.' });
    const before = responseCalls().length;
    await run(workflow('chain', { responsesApiEnabled: false }));
    expect(responseCalls()).toHaveLength(before);
    expect(standIn.requests.at(-1)?.body.model).toBe('gpt-4.1-mini');
  });
});
