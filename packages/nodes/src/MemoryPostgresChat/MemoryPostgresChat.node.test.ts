import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { closeMemoryConnections } from '../ai/memory-stores.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { aiRunner, localCredentials, rootWorkflow, chatModel, TEST_OPENAI_KEY, TEST_POSTGRES } from '../test-support/ai-harness.js';

const TABLE = `weft_memory_test_${process.pid}`;
let standIn: OpenAiStandIn;
let runWorkflow: ReturnType<typeof aiRunner>;
let client: pg.Client;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: TEST_OPENAI_KEY });
  runWorkflow = aiRunner({ ...localCredentials(standIn.baseUrl), 'postgres-wrong': { type: 'postgres', data: { ...TEST_POSTGRES, port: 1 } },
    'postgres-tunnel': { type: 'postgres', data: { ...TEST_POSTGRES, sshTunnel: true, sshHost: '127.0.0.1', sshPort: 2222, sshUser: 'weft-files', sshPassword: 'weft-files-password' } },
  });
  client = new pg.Client(TEST_POSTGRES);
  await client.connect();
});
afterAll(async () => {
  await client.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await client.end();
  await closeMemoryConnections();
  await standIn.close();
});

function agentWithMemory(chatInput: string, sessionId: string, memory: { typeVersion?: number; parameters?: IDataObject; credentialId?: string } = {}): IWorkflowBase {
  return rootWorkflow(
    { name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 3, parameters: { promptType: 'auto', text: '={{ $json.chatInput }}', options: {} } },
    [
      { node: chatModel(), type: 'ai_languageModel' },
      {
        node: {
          name: 'Postgres Chat Memory', type: '@n8n/n8n-nodes-langchain.memoryPostgresChat', typeVersion: memory.typeVersion ?? 1.3,
          parameters: { tableName: TABLE, contextWindowLength: 1, ...memory.parameters } as never,
          credentials: { postgres: { id: memory.credentialId ?? 'postgres', name: 'Postgres' } },
        },
        type: 'ai_memory',
      },
    ],
    [{ chatInput, sessionId }],
  );
}

async function run(workflow: IWorkflowBase) {
  const { result } = await runWorkflow(workflow);
  return { runData: result.data.resultData.runData, error: result.data.resultData.error };
}

describe('Postgres Chat Memory', () => {
  it('keeps the conversation in n8n\'s table, so the agent remembers the first turn in the second', async () => {
    standIn.script({ content: 'Hello Ada.' }, { content: 'You are Ada.' });
    const first = await run(agentWithMemory('I am Ada.', 'pg-session-1'));
    expect(first.error).toBeUndefined();
    const second = await run(agentWithMemory('Who am I?', 'pg-session-1'));
    expect(second.runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ output: 'You are Ada.' });
    expect(standIn.requests.at(-1)?.body.messages.map((message) => message.content)).toEqual([
      'I am Ada.', 'Hello Ada.', 'Who am I?',
    ]);
    const { rows } = await client.query(`SELECT session_id, message FROM ${TABLE} WHERE session_id = 'pg-session-1' ORDER BY id`);
    expect(rows.map((row) => [row.session_id, row.message.type, row.message.content])).toEqual([
      ['pg-session-1', 'human', 'I am Ada.'], ['pg-session-1', 'ai', 'Hello Ada.'],
      ['pg-session-1', 'human', 'Who am I?'], ['pg-session-1', 'ai', 'You are Ada.'],
    ]);
    expect(second.runData['Postgres Chat Memory']?.map((call) => call.data?.ai_memory?.[0]?.[0]?.json.action)).toEqual(['loadMemoryVariables', 'saveContext']);
  });

  it('reads messages n8n wrote, and version 1 gives the agent the whole conversation', async () => {
    for (const message of [{ type: 'human', content: 'One' }, { type: 'ai', content: 'Two' }, { type: 'human', content: 'Three' }, { type: 'ai', content: 'Four' }]) {
      await client.query(`INSERT INTO ${TABLE} (session_id, message) VALUES ($1, $2)`, ['pg-session-n8n', { ...message, additional_kwargs: {}, response_metadata: {} }]);
    }
    standIn.script({ content: 'Five' });
    const { error } = await run(agentWithMemory('Next?', 'pg-session-n8n', { typeVersion: 1, parameters: { sessionIdType: 'customKey', sessionKey: 'pg-session-n8n' } }));
    expect(error).toBeUndefined();
    expect(standIn.requests.at(-1)?.body.messages.map((message) => message.content)).toEqual([
      'One', 'Two', 'Three', 'Four', 'Next?',
    ]);
  });

  it('fails on the memory node when the server cannot be reached or the table name is not valid', async () => {
    const down = await run(agentWithMemory('Hi', 'pg-session-2', { credentialId: 'postgres-wrong' }));
    expect(down.error?.message).toMatch(/ECONNREFUSED/);
    expect(down.runData['Postgres Chat Memory']?.[0]?.executionStatus).toBe('error');
    const badTable = await run(agentWithMemory('Hi', 'pg-session-2', { parameters: { tableName: 'x; DROP TABLE y' } }));
    expect(badTable.error?.message).toBe('The table name "x; DROP TABLE y" is not valid: use letters, digits and underscores, optionally "schema.table"');
  });

  it('refuses a credential with the SSH tunnel on rather than reaching the database around it', async () => {
    const tunnelled = await run(agentWithMemory('Hi', 'pg-session-3', { credentialId: 'postgres-tunnel' }));
    expect(tunnelled.error?.message).toBe('Postgres Chat Memory cannot use the credential\'s SSH tunnel yet: turn off "SSH Tunnel" and reach the database directly');
    expect((await client.query(`SELECT count(*)::int AS n FROM ${TABLE} WHERE session_id = 'pg-session-3'`)).rows).toEqual([{ n: 0 }]);
  });
});
