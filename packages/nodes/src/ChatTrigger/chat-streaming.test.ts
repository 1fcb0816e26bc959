import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INode, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger, receiveWebhook } from '@weft/engine';
import type { WebhookHttpResponse } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';

let standIn: OpenAiStandIn;
let runner: WorkflowRunner;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-stream-key-0001' });
  runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper({
      'cred-ok': { type: 'openAiApi', name: 'OpenAI', data: { apiKey: 'sk-stream-key-0001', url: standIn.baseUrl } },
    }),
  });
});
afterAll(() => standIn.close());

const TRIGGER = 'When chat message received';
const to = (node: string, type = 'main') => [[{ node, type, index: 0 }]];

function chatWorkflow(root: INode | undefined, rootVersion?: number): IWorkflowBase {
  const nodes: INode[] = [{
    id: 't', name: TRIGGER, type: '@n8n/n8n-nodes-langchain.chatTrigger', typeVersion: 1.4, position: [0, 0], webhookId: 'wh-stream',
    parameters: { public: true, options: { responseMode: 'streaming' } },
  }];
  const connections: IWorkflowBase['connections'] = {};
  const agent = root ?? {
    id: 'a', name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: rootVersion ?? 3, position: [200, 0],
    parameters: { promptType: 'auto', text: '={{ $json.chatInput }}' },
  };
  nodes.push(agent);
  connections[TRIGGER] = { main: to(agent.name) };
  nodes.push({
    id: 'm', name: 'OpenAI Chat Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2, position: [100, 200],
    parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } } as never,
    credentials: { openAiApi: { id: 'cred-ok', name: 'OpenAI' } },
  });
  connections['OpenAI Chat Model'] = { ai_languageModel: to(agent.name, 'ai_languageModel') };
  if (!root) {
    nodes.push({ id: 'c', name: 'Calculator', type: '@n8n/n8n-nodes-langchain.toolCalculator', typeVersion: 1, position: [300, 200], parameters: {} });
    connections.Calculator = { ai_tool: to(agent.name, 'ai_tool') };
  }
  return { id: 'w-stream', name: 'Streaming chat', active: true, nodes, connections };
}

/** One chat call as the server makes it: the trigger's webhook decides, the run carries its hooks, the answer is read whole. */
async function chat(workflow: IWorkflowBase, chatInput: string): Promise<{ answer: WebhookHttpResponse; lines: Array<Record<string, unknown>> }> {
  let answer: WebhookHttpResponse | undefined;
  const decision = await receiveWebhook({
    workflow, nodeTypes: builtinNodeTypes, nodeName: TRIGGER, webhookName: 'default', mode: 'webhook',
    request: { method: 'POST', headers: {}, query: {}, params: {}, body: { action: 'sendMessage', sessionId: 's1', chatInput } },
    channel: { send: (response) => { answer = response; } },
  });
  if (decision.action !== 'start') throw new Error('The chat call started nothing');
  // The answer goes out before the run: the caller reads chunks while it runs.
  expect(answer?.stream).toBeDefined();
  const reading = (async () => {
    let text = '';
    for await (const part of answer?.stream ?? []) text += part;
    return text;
  })();
  const run = await runner.run({ workflow, mode: 'webhook', executionId: 'stream', trigger: decision.trigger, hooks: decision.hooks });
  await decision.answerFrom(run);
  const text = await reading;
  return { answer: answer as WebhookHttpResponse, lines: text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('Chat Trigger in streaming mode', () => {
  it('streams the agent\'s answer as begin, items and end chunks, tool calls and all', async () => {
    standIn.script(
      { toolCalls: [{ name: 'Calculator', arguments: { input: '12 * 7' } }] },
      { content: 'Twelve times seven is 84.' },
    );
    const { answer, lines } = await chat(chatWorkflow(undefined), 'What is 12 times 7?');
    expect(answer.headers['content-type']).toContain('application/json');
    expect(standIn.requests.slice(-2).every((request) => request.body.stream === true)).toBe(true);
    expect(lines[0]).toMatchObject({ type: 'begin', metadata: { nodeName: 'AI Agent', itemIndex: 0, runIndex: 0 } });
    expect(lines[lines.length - 1]).toMatchObject({ type: 'end', metadata: { nodeName: 'AI Agent' } });
    const items = lines.filter((line) => line.type === 'item');
    expect(items.length).toBeGreaterThan(1);
    expect(items.map((line) => line.content).join('')).toBe('Twelve times seven is 84.');
  });

  it('does not stream an agent 2 (no streaming option before 2.1): the last node\'s data is the one line', async () => {
    standIn.script({ content: 'Hello.' });
    const { lines } = await chat(chatWorkflow(undefined, 2), 'Hi');
    expect(standIn.requests[standIn.requests.length - 1]?.body.stream).not.toBe(true);
    expect(lines).toEqual([{ output: 'Hello.' }]);
  });

  it('streams the Basic LLM Chain\'s answer (1.7)', async () => {
    standIn.script({ content: 'A chain, streamed.' });
    const chain: INode = {
      id: 'ch', name: 'Basic LLM Chain', type: '@n8n/n8n-nodes-langchain.chainLlm', typeVersion: 1.7, position: [200, 0],
      parameters: { promptType: 'auto', text: '={{ $json.chatInput }}' },
    };
    const { lines } = await chat(chatWorkflow(chain), 'Hi');
    expect(lines.map((line) => line.type)).toEqual(['begin', ...lines.slice(1, -1).map(() => 'item'), 'end']);
    expect(lines.filter((line) => line.type === 'item').map((line) => line.content).join('')).toBe('A chain, streamed.');
    expect(lines[0]).toMatchObject({ metadata: { nodeName: 'Basic LLM Chain' } });
  });

  it('ends with an error chunk when the run fails', async () => {
    standIn.script({ rateLimited: true });
    const { lines } = await chat(chatWorkflow(undefined), 'Hi');
    expect(lines[lines.length - 1]).toMatchObject({ type: 'error', content: expect.stringMatching(/rate limit|429/i) });
  });
});
