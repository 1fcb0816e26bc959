import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INode, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';

let standIn: OpenAiStandIn;
let runner: WorkflowRunner;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-agent-key-0001' });
  runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper({
      'cred-ok': { type: 'openAiApi', name: 'OpenAI', data: { apiKey: 'sk-agent-key-0001', url: standIn.baseUrl } },
    }),
  });
});
afterAll(() => standIn.close());

function agentWorkflow(options: { typeVersion?: number; agentOptions?: IDataObject; withModel?: boolean; chatInput?: string }): IWorkflowBase {
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'a', name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: options.typeVersion ?? 3, position: [200, 0],
      parameters: { promptType: 'auto', text: '={{ $json.chatInput }}', options: (options.agentOptions ?? {}) as never },
    },
    { id: 'c', name: 'Calculator', type: '@n8n/n8n-nodes-langchain.toolCalculator', typeVersion: 1, position: [300, 200], parameters: {} },
  ];
  const connections: IWorkflowBase['connections'] = {
    Trigger: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
    Calculator: { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
  };
  if (options.withModel !== false) {
    nodes.push({
      id: 'm', name: 'OpenAI Chat Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2, position: [100, 200],
      parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } } as never,
      credentials: { openAiApi: { id: 'cred-ok', name: 'OpenAI' } },
    });
    connections['OpenAI Chat Model'] = { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] };
  }
  return { id: 'w', name: 'Agent', active: false, nodes, connections, pinData: { Trigger: [{ json: { chatInput: options.chatInput ?? 'What is 12 times 7?' } }] } };
}

async function run(workflow: IWorkflowBase) {
  const result = await runner.run({ workflow, mode: 'manual', executionId: 'agent' });
  return { runData: result.data.resultData.runData, error: result.data.resultData.error };
}

describe('AI Agent (tools agent) with the OpenAI Chat Model and the Calculator', () => {
  it('calls the calculator, gives its answer back to the model, and outputs the final answer with its steps', async () => {
    standIn.script(
      { toolCalls: [{ name: 'Calculator', arguments: { input: '12 * 7' } }] },
      (request) => {
        const toolAnswer = request.body.messages.find((message) => message.role === 'tool');
        return { content: `The answer is ${String(toolAnswer?.content)}.` };
      },
    );
    const { runData, error } = await run(agentWorkflow({ agentOptions: { systemMessage: 'You do maths.', returnIntermediateSteps: true } }));
    expect(error).toBeUndefined();
    const json = runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json;
    expect(json).toEqual({
      output: 'The answer is 84.',
      intermediateSteps: [{
        // Version 3 logs the call as its engine made it: the call's id among the arguments, the tool node's output items.
        action: {
          tool: 'Calculator', toolInput: '12 * 7', toolCallId: 'call_1_0', type: 'tool_call',
          log: 'Calling Calculator with input: {"input":"12 * 7","id":"call_1_0"}',
          messageLog: [expect.objectContaining({ lc: 1, type: 'constructor', id: ['langchain_core', 'messages', 'AIMessage'] })],
        },
        observation: '[{"response":"84"}]',
      }],
    });
    const first = standIn.requests.at(-2)?.body;
    expect(first?.messages.slice(0, 2)).toEqual([{ role: 'system', content: 'You do maths.' }, { role: 'user', content: 'What is 12 times 7?' }]);
    // The Calculator tool is named after its node, as n8n names it.
    expect(first?.tools?.map((tool) => tool.function.name)).toEqual(['Calculator']);
    expect(runData.Calculator).toHaveLength(1);
    expect(runData.Calculator?.[0]).toMatchObject({
      inputOverride: { ai_tool: [[{ json: { input: '12 * 7' } }]] },
      data: { ai_tool: [[{ json: { response: '84' } }]] },
    });
    expect(runData['OpenAI Chat Model']).toHaveLength(2);
  });

  it('stops after the maximum number of iterations as n8n does', async () => {
    standIn.script({ toolCalls: [{ name: 'calculator', arguments: { input: '1 + 1' } }] });
    const { runData } = await run(agentWorkflow({ typeVersion: 2.2, agentOptions: { maxIterations: 1 } }));
    expect(runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ output: 'Agent stopped due to max iterations.' });
  });

  it('answers directly without tool calls, and names the missing chat model', async () => {
    standIn.script({ content: 'Hello!' });
    const answered = await run(agentWorkflow({ chatInput: 'Hi' }));
    expect(answered.runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ output: 'Hello!' });
    const missing = await run(agentWorkflow({ withModel: false }));
    expect(missing.error?.message).toBe('A Chat Model sub-node must be connected and enabled');
  });
});

describe('AI Agent with Simple Memory', () => {
  function withMemory(chatInput: string, sessionId: string | undefined, memoryParameters: IDataObject = {}): IWorkflowBase {
    const workflow = agentWorkflow({ chatInput });
    workflow.id = 'w-memory';
    workflow.nodes.push({
      id: 'mem', name: 'Simple Memory', type: '@n8n/n8n-nodes-langchain.memoryBufferWindow', typeVersion: 1.3, position: [200, 200],
      parameters: { contextWindowLength: 1, ...memoryParameters } as never,
    });
    workflow.connections['Simple Memory'] = { ai_memory: [[{ node: 'AI Agent', type: 'ai_memory', index: 0 }]] };
    workflow.pinData = { Trigger: [{ json: { chatInput, ...(sessionId ? { sessionId } : {}) } }] };
    return workflow;
  }

  it('remembers the last turns of the same session, and only those', async () => {
    standIn.script({ content: 'Nice to meet you, Ada.' }, { content: 'Your name is Ada.' }, { content: 'Blue is nice.' }, { content: 'I do not know.' });
    await run(withMemory('My name is Ada.', 'session-1'));
    const second = await run(withMemory('What is my name?', 'session-1'));
    expect(second.runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ output: 'Your name is Ada.' });
    expect(standIn.requests.at(-1)?.body.messages.map((message) => message.content)).toEqual([
      'My name is Ada.', 'Nice to meet you, Ada.', 'What is my name?',
    ]);
    expect(second.runData['Simple Memory']?.map((call) => call.inputOverride?.ai_memory?.[0]?.[0]?.json.action)).toEqual(['loadMemoryVariables', 'saveContext']);
    // A window of one turn: the third turn sees only the second.
    await run(withMemory('I like blue.', 'session-1'));
    expect(standIn.requests.at(-1)?.body.messages.map((message) => message.content)).toEqual([
      'What is my name?', 'Your name is Ada.', 'I like blue.',
    ]);
    // Another session starts empty: the question alone (no system message unless the option is set).
    await run(withMemory('What is my name?', 'session-2'));
    expect(standIn.requests.at(-1)?.body.messages).toEqual([{ role: 'user', content: 'What is my name?' }]);
  });

  it('asks for a session ID when the input has none', async () => {
    const { error } = await run(withMemory('Hi', undefined));
    expect(error?.message).toBe('No session ID found');
  });
});
