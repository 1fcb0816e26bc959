import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { closeMemoryConnections } from '../ai/memory-stores.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { ChatRequest, OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { aiRunner, localCredentials, rootWorkflow, chatModel, TEST_OPENAI_KEY, TEST_POSTGRES } from '../test-support/ai-harness.js';
import type { SubNode } from '../test-support/ai-harness.js';

const TABLE = `weft_agent_v1_${process.pid}`;
let standIn: OpenAiStandIn;
let runWorkflow: ReturnType<typeof aiRunner>;
let client: pg.Client;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: TEST_OPENAI_KEY });
  runWorkflow = aiRunner(localCredentials(standIn.baseUrl));
  client = new pg.Client(TEST_POSTGRES);
  await client.connect();
  await client.query(`CREATE TABLE ${TABLE}_cities (name TEXT NOT NULL, population INTEGER)`);
  await client.query(`INSERT INTO ${TABLE}_cities VALUES ('Lyon', 520000), ('Paris', 2100000), ('Nice', 340000)`);
});
afterAll(async () => {
  await client.query(`DROP TABLE IF EXISTS ${TABLE}_cities`);
  await client.query(`DROP TABLE IF EXISTS ${TABLE}_memory`);
  await client.end();
  await closeMemoryConnections();
  await standIn.close();
});

const calculator: SubNode = { node: { name: 'Calculator', type: '@n8n/n8n-nodes-langchain.toolCalculator', typeVersion: 1, parameters: {} }, type: 'ai_tool' };
const model: SubNode = { node: chatModel(), type: 'ai_languageModel' };
const lastUserText = (request: ChatRequest) => String(request.body.messages.at(-1)?.content);

function agent(typeVersion: number, parameters: IDataObject, subNodes: SubNode[], item: IDataObject): IWorkflowBase {
  return rootWorkflow({ name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion, parameters: parameters as never }, subNodes, [item]);
}

async function run(workflow: IWorkflowBase) {
  const { result } = await runWorkflow(workflow);
  const runData = result.data.resultData.runData;
  return { json: runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json, error: result.data.resultData.error, runData };
}

const jsonBlob = (action: string, input: string) => `\`\`\`json\n${JSON.stringify({ action, action_input: input })}\n\`\`\``;

describe('AI Agent 1.x: ReAct agent', () => {
  it('uses the calculator over two iterations and returns the intermediate steps', async () => {
    standIn.script(
      { content: `Thought: first the product.\nAction:\n${jsonBlob('calculator', '6 * 7')}` },
      (request) => {
        expect(lastUserText(request)).toContain('Observation: 42');
        return { content: `Thought: now add 8.\nAction:\n${jsonBlob('calculator', '42 + 8')}` };
      },
      (request) => ({ content: lastUserText(request).includes('Observation: 50') ? 'Thought: done.\nFinal Answer: 50' : 'Final Answer: lost' }),
    );
    const { json, error, runData } = await run(agent(1.2, { agent: 'reActAgent', text: '={{ $json.chatInput }}', options: { returnIntermediateSteps: true } }, [model, calculator], { chatInput: 'What is 6 times 7, plus 8?' }));
    expect(error).toBeUndefined();
    expect(json?.output).toBe('50');
    expect(json?.intermediateSteps).toMatchObject([
      { action: { tool: 'calculator', toolInput: '6 * 7' }, observation: '42' },
      { action: { tool: 'calculator', toolInput: '42 + 8' }, observation: '50' },
    ]);
    const system = String(standIn.requests.at(-3)?.body.messages[0]?.content);
    expect(system.startsWith('Answer the following questions as best you can. You have access to the following tools:')).toBe(true);
    expect(system).toContain('calculator');
    expect(runData.Calculator).toHaveLength(2);
  });
});

describe('AI Agent 1.x: conversational agent', () => {
  it('remembers the first turn in the second with a Postgres Chat Memory', async () => {
    const memory: SubNode = {
      node: {
        name: 'Postgres Chat Memory', type: '@n8n/n8n-nodes-langchain.memoryPostgresChat', typeVersion: 1.3,
        parameters: { tableName: `${TABLE}_memory` } as never, credentials: { postgres: { id: 'postgres', name: 'Postgres' } },
      },
      type: 'ai_memory',
    };
    const turn = (chatInput: string) => agent(1.5, { agent: 'conversationalAgent', promptType: 'auto', text: '={{ $json.chatInput }}' }, [model, memory], { chatInput, sessionId: 'conversation-1' });
    standIn.script({ content: jsonBlob('Final Answer', 'Hello Grace.') }, (request) => {
      const history = request.body.messages.map((message) => message.content);
      return { content: jsonBlob('Final Answer', history.includes('I am Grace.') && history.includes('Hello Grace.') ? 'You are Grace.' : 'I do not know.') };
    });
    const first = await run(turn('I am Grace.'));
    expect(first.error?.message).toBeUndefined();
    expect(first.json).toEqual({ output: 'Hello Grace.' });
    const second = await run(turn('Who am I?'));
    expect(second.json).toEqual({ output: 'You are Grace.' });
    expect(String(standIn.requests.at(-1)?.body.messages[0]?.content)).toMatch(/^Assistant is a large language model trained by OpenAI\./);
  });
});

describe('AI Agent 1.x: OpenAI functions agent and tools agent', () => {
  it('calls tools through the model\'s tool calling, with the type\'s system message', async () => {
    standIn.script({ toolCalls: [{ name: 'calculator', arguments: { input: '2 ^ 10' } }] }, { content: '1024' });
    const { json } = await run(agent(1.1, { agent: 'openAiFunctionsAgent', text: '={{ $json.chat_input }}' }, [model, calculator], { chat_input: 'Two to the tenth?' }));
    expect(json).toEqual({ output: '1024' });
    expect(standIn.requests.at(-1)?.body.messages[0]).toEqual({ role: 'system', content: 'You are a helpful AI assistant.' });
    standIn.script({ content: 'Hi!' });
    expect((await run(agent(1.9, { promptType: 'auto', text: '={{ $json.chatInput }}' }, [model, calculator], { chatInput: 'Hello' }))).json).toEqual({ output: 'Hi!' });
  });
});

describe('AI Agent 1.x: SQL agent', () => {
  const answerFromRows = (request: ChatRequest) => {
    const text = lastUserText(request);
    return { content: text.includes('"name":"Paris"') ? 'Thought: I know the answer.\nFinal Answer: Paris' : 'Final Answer: no rows' };
  };
  const script = (table: string) => standIn.script(
    { content: 'Thought: I should look at the tables.\nAction: list-tables-sql\nAction Input: ' },
    (request) => {
      expect(lastUserText(request)).toContain(`Observation: ${table}`);
      return { content: `Thought: query it.\nAction: query-sql\nAction Input: SELECT name FROM ${table} ORDER BY population DESC LIMIT 1` };
    },
    answerFromRows,
  );

  it('answers from a Postgres database with read-only queries', async () => {
    script(`${TABLE}_cities`);
    const workflow = agent(1.7, {
      agent: 'sqlAgent', dataSource: 'postgres', promptType: 'define', text: 'Which city is the largest?',
      options: { includedTables: `${TABLE}_cities`, topK: 5 },
    }, [model], {});
    workflow.nodes[1]!.credentials = { postgres: { id: 'postgres', name: 'Postgres' } };
    const { json, error } = await run(workflow);
    expect(error).toBeUndefined();
    expect(json?.output).toBe('Paris');
    const prompt = lastUserText(standIn.requests.at(-3) as ChatRequest);
    expect(prompt).toContain('create a syntactically correct postgres query');
    expect(prompt).toContain('at most 5 results');
    expect(prompt).toContain('Question: Which city is the largest?');
  });
});

describe('AI Agent 1.x: plan and execute agent', () => {
  it('plans the steps, carries each out with the tools, and answers with the last step\'s answer', async () => {
    standIn.script(
      { content: 'Plan:\n1. Multiply 6 by 7 with the calculator.\n2. Give the result to the user.\n<END_OF_PLAN>' },
      { content: `Thought: use the calculator.\nAction:\n${jsonBlob('calculator', '6 * 7')}` },
      (request) => ({ content: lastUserText(request).includes('Observation: 42') ? 'Thought: I know it.\nFinal Answer: 42' : 'Final Answer: unknown' }),
      (request) => ({ content: lastUserText(request).includes('Multiply 6 by 7') ? 'Final Answer: The answer is 42.' : 'Final Answer: lost' }),
    );
    // n8n's plan-and-execute agent offers no Return Intermediate Steps: an option left in the JSON changes nothing.
    const { json, error, runData } = await run(agent(1.1, { agent: 'planAndExecuteAgent', text: '={{ $json.chat_input }}', options: { returnIntermediateSteps: true } }, [model, calculator], { chat_input: 'What is 6 times 7?' }));
    expect(error).toBeUndefined();
    expect(json).toEqual({ output: 'The answer is 42.' });
    expect(runData.Calculator?.[0]?.data?.ai_tool?.[0]?.[0]?.json).toEqual({ response: '42' });
    expect(standIn.requests.at(-1)?.body.messages.at(-1)?.content).toContain('Current objective: Give the result to the user.');
  });
});
