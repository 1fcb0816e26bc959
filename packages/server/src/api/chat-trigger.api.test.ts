import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import type { WorkflowCreateBody, WorkflowResponse } from '@weft/contracts';
import { startOpenAiStandIn, type OpenAiStandIn } from '@weft/nodes/test-support/openai-stand-in';
import { useTestServer } from '../test/test-server.js';

type Node = NonNullable<WorkflowCreateBody['nodes']>[number];

const server = useTestServer();
const API_KEY = 'sk-chat-api-0001';
const TRIGGER = 'When chat message received';
let standIn: OpenAiStandIn;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: API_KEY });
});
afterAll(() => standIn.close());

const to = (node: string, type = 'main') => [[{ node, type, index: 0 }]];

type MemoryChoice = (credentialId: (type: string, data: Record<string, unknown>) => Promise<string>) => Promise<Node>;

const simpleMemory: MemoryChoice = () => Promise.resolve(
  { id: randomUUID(), name: 'Simple Memory', type: '@n8n/n8n-nodes-langchain.memoryBufferWindow', typeVersion: 1.3, position: [200, 200], parameters: {} },
);

/** Chat Trigger → AI Agent (OpenAI Chat Model on the stand-in, a memory: Simple Memory unless told), active. */
async function chatWorkflow(trigger: Record<string, unknown>, active = true, memory = simpleMemory): Promise<{ workflow: WorkflowResponse; webhookId: string }> {
  // Each test starts with an empty database: the credentials are made for each workflow.
  const makeCredential = async (type: string, data: Record<string, unknown>) =>
    (await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: type, type, data })).body.data.id;
  const credentialId = await makeCredential('openAiApi', { apiKey: API_KEY, url: standIn.baseUrl });
  const memoryNode = await memory(makeCredential);
  const webhookId = randomUUID();
  const nodes: Node[] = [
    { id: randomUUID(), name: TRIGGER, type: '@n8n/n8n-nodes-langchain.chatTrigger', typeVersion: 1.4, position: [0, 0], webhookId, parameters: trigger },
    { id: randomUUID(), name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 3, position: [200, 0], parameters: { promptType: 'auto', text: '={{ $json.chatInput }}' } },
    {
      id: randomUUID(), name: 'OpenAI Chat Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2, position: [100, 200],
      parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } },
      credentials: { openAiApi: { id: credentialId, name: 'Stand-in' } },
    },
    memoryNode,
  ];
  const body = {
    name: `Chat ${randomUUID().slice(0, 6)}`, nodes, settings: { executionOrder: 'v1' },
    connections: {
      [TRIGGER]: { main: to('AI Agent') },
      'OpenAI Chat Model': { ai_languageModel: to('AI Agent', 'ai_languageModel') },
      [memoryNode.name]: { ai_memory: to('AI Agent', 'ai_memory') },
    },
  } as WorkflowCreateBody;
  const created = await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', body);
  if (!active) return { workflow: created.body.data, webhookId };
  const activated = await server.rest<{ data: WorkflowResponse }>('PATCH', `/workflows/${created.body.data.id}`, { active: true });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  return { workflow: activated.body.data, webhookId };
}

const send = (webhookId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => server.inject({
  method: 'POST', url: `/webhook/${webhookId}/chat`, headers: { 'content-type': 'application/json', ...headers }, payload: body, as: 'signed-out',
});

async function lastExecution(): Promise<IExecution> {
  await server.services.activeExecutions.whenIdle();
  await server.services.repositories.executions.allCommitted();
  const { id } = await server.db.kysely.selectFrom('execution_entity').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return (await server.rest<{ data: IExecution }>('GET', `/executions/${String(id)}`)).body.data;
}

describe('Chat Trigger routes', () => {
  it('serves the hosted page at /webhook/<id>/chat and answers a message with the agent\'s output; the memory keeps the session', async () => {
    const { webhookId } = await chatWorkflow({ public: true, options: { title: 'Help desk', loadPreviousSession: 'memory' } });
    const page = await server.inject({ method: 'GET', url: `/webhook/${webhookId}/chat`, as: 'signed-out' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Help desk</h1>');

    standIn.script({ content: 'Hello, Ada.' });
    const answer = await send(webhookId, { action: 'sendMessage', sessionId: 'sess-1', chatInput: 'I am Ada' }, { origin: 'https://shop.example' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ output: 'Hello, Ada.' });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const execution = await lastExecution();
    expect(execution.data.resultData.runData[TRIGGER]?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ action: 'sendMessage', sessionId: 'sess-1', chatInput: 'I am Ada' });

    const previous = await send(webhookId, { action: 'loadPreviousSession', sessionId: 'sess-1' });
    const messages = (previous.json() as { data: Array<{ id: string[]; kwargs: { content: string } }> }).data;
    expect(messages.map((message) => [message.id[message.id.length - 1], message.kwargs.content])).toEqual([['HumanMessage', 'I am Ada'], ['AIMessage', 'Hello, Ada.']]);
  });

  const sessionId = `sess-${randomUUID()}`;
  const postgres = { host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres', password: '' };
  const chatTable = `weft_chat_api_${process.pid}`;
  afterAll(async () => {
    const client = new pg.Client(postgres);
    await client.connect();
    await client.query(`DROP TABLE IF EXISTS ${chatTable}`);
    await client.end();
  });
  const postgresMemory: MemoryChoice = async (credential) => ({
    id: randomUUID(), name: 'Postgres Chat Memory', type: '@n8n/n8n-nodes-langchain.memoryPostgresChat', typeVersion: 1.3, position: [200, 200],
    parameters: { tableName: chatTable },
    credentials: { postgres: { id: await credential('postgres', postgres), name: 'postgres' } },
  });
  const redisMemory: MemoryChoice = async (credential) => ({
    id: randomUUID(), name: 'Redis Chat Memory', type: '@n8n/n8n-nodes-langchain.memoryRedisChat', typeVersion: 1.5, position: [200, 200],
    parameters: { sessionTTL: 60 },
    credentials: { redis: { id: await credential('redis', { host: '127.0.0.1', port: 6379, database: 0 }), name: 'redis' } },
  });
  it.each([['Postgres', postgresMemory], ['Redis', redisMemory]] as const)(
    'loads a previous session from %s Chat Memory connected to the agent, only that session\'s messages',
    async (_kind, memory) => {
      const { webhookId } = await chatWorkflow({ public: true, options: { loadPreviousSession: 'memory' } }, true, memory);
      standIn.script({ content: 'Hello, Grace.' });
      expect((await send(webhookId, { action: 'sendMessage', sessionId, chatInput: 'I am Grace' })).json()).toEqual({ output: 'Hello, Grace.' });
      standIn.script({ content: 'Hi, Alan.' });
      await send(webhookId, { action: 'sendMessage', sessionId: `${sessionId}-other`, chatInput: 'I am Alan' });

      const previous = await send(webhookId, { action: 'loadPreviousSession', sessionId });
      expect(previous.statusCode).toBe(200);
      const messages = (previous.json() as { data: Array<{ id: string[]; kwargs: { content: string } }> }).data;
      expect(messages.map((message) => [message.id[message.id.length - 1], message.kwargs.content])).toEqual([['HumanMessage', 'I am Grace'], ['AIMessage', 'Hello, Grace.']]);
      const unknown = await send(webhookId, { action: 'loadPreviousSession', sessionId: `${sessionId}-unknown` });
      expect(unknown.json()).toEqual({ data: [] });
    },
  );

  it('takes files posted as multipart as the item\'s binary data0, data1 ... and refuses a type the chat does not accept', async () => {
    const { webhookId } = await chatWorkflow({ public: true, options: { allowFileUploads: true, allowedFilesMimeTypes: 'text/*, application/pdf' } });
    const boundary = '----weft-chat-test';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = (name: string, type: string, content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;
    const post = (parts: string[], text: string | null = 'Read these') => server.inject({
      method: 'POST', url: `/webhook/${webhookId}/chat`, as: 'signed-out',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${[field('action', 'sendMessage'), field('sessionId', 'sess-files'), ...(text === null ? [] : [field('chatInput', text)]), ...parts].join('')}--${boundary}--\r\n`,
    });

    standIn.script({ content: 'Read them.' });
    const answer = await post([file('notes.txt', 'text/plain', 'first file'), file('todo.md', 'text/markdown', '- second')]);
    expect(answer.statusCode, answer.body).toBe(200);
    const item = (await lastExecution()).data.resultData.runData[TRIGGER]?.[0]?.data?.main?.[0]?.[0];
    expect(item?.json).toMatchObject({
      action: 'sendMessage', sessionId: 'sess-files', chatInput: 'Read these',
      files: [{ fileName: 'notes.txt', mimeType: 'text/plain' }, { fileName: 'todo.md', mimeType: 'text/markdown' }],
    });
    expect(Object.keys(item?.binary ?? {})).toEqual(['data0', 'data1']);
    expect(item?.binary?.data0).toMatchObject({ fileName: 'notes.txt', mimeType: 'text/plain' });

    // Files alone are a message too, with an empty text, whether the text field is sent empty or left out.
    for (const text of ['', null]) {
      standIn.script({ content: 'Got your file.' });
      const filesOnly = await post([file('report.pdf', 'application/pdf', '%PDF-1.4 tiny')], text);
      expect(filesOnly.statusCode, filesOnly.body).toBe(200);
      const filesOnlyItem = (await lastExecution()).data.resultData.runData[TRIGGER]?.[0]?.data?.main?.[0]?.[0];
      expect(filesOnlyItem?.json).toMatchObject({ action: 'sendMessage', sessionId: 'sess-files', chatInput: '', files: [{ fileName: 'report.pdf', mimeType: 'application/pdf' }] });
      expect(filesOnlyItem?.binary?.data0).toMatchObject({ fileName: 'report.pdf', mimeType: 'application/pdf' });
    }
    // Without files, a message still needs its text.
    const noText = await post([], null);
    expect(noText.statusCode).toBe(400);
    expect(noText.json()).toEqual({ code: 400, message: 'The request needs a chatInput (the message, as text)' });

    const refused = await post([file('photo.png', 'image/png', 'not text')]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 400, message: 'The file "photo.png" (image/png) is not accepted: this chat takes text/*, application/pdf' });
  });

  it('streams the answer as newline-delimited JSON in streaming mode', async () => {
    const { webhookId } = await chatWorkflow({ public: true, mode: 'webhook', options: { responseMode: 'streaming' } });
    standIn.script({ content: 'Streamed through the server.' });
    const answer = await send(webhookId, { action: 'sendMessage', sessionId: 'sess-2', chatInput: 'Stream please' });
    expect(answer.statusCode).toBe(200);
    const lines = answer.body.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { type: string; content?: string });
    expect(lines[0]?.type, answer.body).toBe('begin');
    expect(lines[lines.length - 1]?.type).toBe('end');
    expect(lines.filter((line) => line.type === 'item').map((line) => line.content).join('')).toBe('Streamed through the server.');
  });

  it('in a test run, the page at /webhook-test/<id>/chat keeps listening and the message it sends runs the workflow', async () => {
    const { workflow, webhookId } = await chatWorkflow({ public: true }, false);
    const run = await server.rest<{ data: { executionId: string; waitingForWebhook: boolean } }>('POST', '/workflows/run', { workflowData: workflow });
    expect(run.body.data.waitingForWebhook).toBe(true);
    const page = await server.inject({ method: 'GET', url: `/webhook-test/${webhookId}/chat`, as: 'signed-out' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('chat-config');
    standIn.script({ content: 'Answered in a test run.' });
    const answer = await server.inject({
      method: 'POST', url: `/webhook-test/${webhookId}/chat`, headers: { 'content-type': 'application/json' },
      payload: { action: 'sendMessage', sessionId: 'test-1', chatInput: 'Test me' }, as: 'signed-out',
    });
    expect(answer.json()).toEqual({ output: 'Answered in a test run.' });
    await server.services.activeExecutions.whenIdle();
    const execution = (await server.rest<{ data: IExecution }>('GET', `/executions/${run.body.data.executionId}`)).body.data;
    expect(execution.mode).toBe('manual');
    expect(execution.data.resultData.runData[TRIGGER]?.[0]?.data?.main?.[0]?.[0]?.json.chatInput).toBe('Test me');
  });

  it('lets only signed-in users in with n8n User Auth, refuses other origins, and hides a chat that is not public', async () => {
    const { webhookId } = await chatWorkflow({ public: true, authentication: 'n8nUserAuth', options: { allowedOrigins: 'https://shop.example' } });
    expect((await server.inject({ method: 'GET', url: `/webhook/${webhookId}/chat`, as: 'signed-out' })).statusCode).toBe(401);
    // A header a caller sends itself is not taken for a signed-in user.
    expect((await server.inject({ method: 'GET', url: `/webhook/${webhookId}/chat`, as: 'signed-out', headers: { 'x-weft-chat-user': 'me' } })).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: `/webhook/${webhookId}/chat` })).statusCode).toBe(200);
    const elsewhere = await server.inject({ method: 'POST', url: `/webhook/${webhookId}/chat`, headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: { sessionId: 's', chatInput: 'x' } });
    expect(elsewhere.statusCode).toBe(403);

    const hidden = await chatWorkflow({ public: false });
    expect((await send(hidden.webhookId, { sessionId: 's', chatInput: 'x' })).statusCode).toBe(404);
  });
});
