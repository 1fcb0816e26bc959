import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { ChatRequest, OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { aiRunner, localCredentials, rootWorkflow, chatModel, TEST_OPENAI_KEY } from '../test-support/ai-harness.js';
import { sqliteFileBytes } from '../test-support/sqlite-file.js';

/** The MariaDB server the test environment runs. */
const TEST_MYSQL = { host: '127.0.0.1', port: 3306, database: 'test', user: 'root', password: '' };
const TABLE = `weft_sql_agent_${process.pid}`;
const CITIES = `CREATE TABLE ${TABLE} (name VARCHAR(40) NOT NULL, population INTEGER);
INSERT INTO ${TABLE} VALUES ('Lyon', 520000), ('Paris', 2100000), ('Nice', 340000);`;

let standIn: OpenAiStandIn;
let runWorkflow: ReturnType<typeof aiRunner>;
let connection: mysql.Connection;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: TEST_OPENAI_KEY });
  runWorkflow = aiRunner({ ...localCredentials(standIn.baseUrl),  mysql: { type: 'mySql', data: TEST_MYSQL } });
  connection = await mysql.createConnection({ ...TEST_MYSQL, multipleStatements: true });
  await connection.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await connection.query(CITIES);
});
afterAll(async () => {
  await connection.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await connection.end();
  await standIn.close();
});

const lastUserText = (request: ChatRequest) => String(request.body.messages.at(-1)?.content);
const observation = (request: ChatRequest) => lastUserText(request).split('Observation: ').at(-1) ?? '';

/**
 * The model of an SQL agent that lists the tables, reads the table's definition, tries to delete its rows,
 * then asks for the largest city and answers with what the query returned.
 */
function scriptAgent(seen: string[]) {
  standIn.script(
    { content: 'Thought: I should look at the tables.\nAction: list-tables-sql\nAction Input: ' },
    (request) => {
      seen.push(observation(request));
      return { content: `Thought: read its schema.\nAction: info-sql\nAction Input: ${TABLE}` };
    },
    (request) => {
      seen.push(observation(request));
      return { content: `Thought: tidy up first.\nAction: query-sql\nAction Input: DELETE FROM ${TABLE}` };
    },
    (request) => {
      seen.push(observation(request));
      return { content: `Thought: query it.\nAction: query-sql\nAction Input: SELECT name, population FROM ${TABLE} ORDER BY population DESC LIMIT 1` };
    },
    (request) => {
      const rows = JSON.parse(observation(request).split('\nThought:')[0] ?? '[]') as Array<{ name: string; population: number }>;
      return { content: `Thought: I know the answer.\nFinal Answer: ${rows[0]?.name} has ${rows[0]?.population} people` };
    },
  );
}

async function run(workflow: IWorkflowBase) {
  const { result } = await runWorkflow(workflow);
  return { json: result.data.resultData.runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json, error: result.data.resultData.error };
}

function sqlAgent(typeVersion: number, parameters: IDataObject, item: { json: IDataObject; binary?: IDataObject } = { json: {} }): IWorkflowBase {
  const workflow = rootWorkflow({ name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion, parameters: { agent: 'sqlAgent', ...parameters } as never },
    [{ node: chatModel(), type: 'ai_languageModel' }], []);
  workflow.pinData = { Trigger: [item as never] };
  return workflow;
}

const steps = (json: IDataObject | undefined) => (json?.intermediateSteps as Array<{ action: { tool: string; toolInput: string }; observation: string }>)
  .map((step) => ({ tool: step.action.tool, input: step.action.toolInput, observation: step.observation }));

describe('AI Agent 1.x: SQL agent on SQLite', () => {
  const file = () => ({ data: sqliteFileBytes(`${CITIES} CREATE TABLE ${TABLE}_notes (body TEXT);`).toString('base64'), mimeType: 'application/vnd.sqlite3', fileName: 'cities.sqlite' });

  it('answers from the database file in the item\'s binary field, refusing writes', async () => {
    const seen: string[] = [];
    scriptAgent(seen);
    // Version 1.2 defaults to SQLite and reads the question from "Prompt".
    const { json, error } = await run(sqlAgent(1.2, { input: 'Which city is the largest?', binaryPropertyName: 'db', options: { includedSampleRows: 2 } }, { json: {}, binary: { db: file() } }));
    expect(error).toBeUndefined();
    expect(json?.output).toBe('Paris has 2100000 people');
    expect(seen[0]).toMatch(new RegExp(`^${TABLE}, ${TABLE}_notes\\n`));
    expect(seen[1]).toContain(`CREATE TABLE ${TABLE} (\n\tname VARCHAR(40) NOT NULL,\n\tpopulation INTEGER\n)`);
    expect(seen[1]).toContain(`2 rows from ${TABLE} table:\nname\tpopulation\nLyon\t520000\nParis\t2100000\n*/`);
    expect(seen[2]).toMatch(/^Error: attempt to write a readonly database/);
    expect(steps(json).map((step) => [step.tool, step.input])).toEqual([
      ['list-tables-sql', ''], ['info-sql', TABLE], ['query-sql', `DELETE FROM ${TABLE}`],
      ['query-sql', `SELECT name, population FROM ${TABLE} ORDER BY population DESC LIMIT 1`],
    ]);
    expect(steps(json)[3]?.observation).toBe('[{"name":"Paris","population":2100000}]');
    const prompt = lastUserText(standIn.requests.at(-5) as ChatRequest);
    expect(prompt).toContain('create a syntactically correct sqlite query');
  });

  it('says which binary data is missing', async () => {
    const none = await run(sqlAgent(1.7, { dataSource: 'sqlite', promptType: 'define', text: 'Hi' }));
    expect(none.error?.message).toBe('No binary data found, please connect a binary to the input if you want to use SQLite as data source');
    const otherField = await run(sqlAgent(1.7, { dataSource: 'sqlite', promptType: 'define', text: 'Hi' }, { json: {}, binary: { file: file() } }));
    expect(otherField.error?.message).toBe('No binary data received.');
    const notSqlite = await run(sqlAgent(1.7, { dataSource: 'sqlite', promptType: 'define', text: 'Hi' }, { json: {}, binary: { data: { data: Buffer.from('not a database, just text that is long enough to read a header from').toString('base64'), mimeType: 'text/plain' } } }));
    expect(notSqlite.error?.message).toMatch(/^Could not open the SQLite database: /);
  });
});

describe('AI Agent 1.x: SQL agent on MySQL', () => {
  it('answers from a MariaDB database with the mySql credential, in read-only transactions', async () => {
    const seen: string[] = [];
    scriptAgent(seen);
    const workflow = sqlAgent(1.7, { dataSource: 'mysql', promptType: 'define', text: 'Which city is the largest?', options: { includedTables: TABLE, topK: 4 } });
    workflow.nodes[1]!.credentials = { mySql: { id: 'mysql', name: 'MySQL' } };
    const { json, error } = await run(workflow);
    expect(error).toBeUndefined();
    expect(json?.output).toBe('Paris has 2100000 people');
    expect(seen[0]).toMatch(new RegExp(`^${TABLE}\\n`));
    expect(seen[1]).toContain(`CREATE TABLE ${TABLE} (\n\tname VARCHAR(40) NOT NULL,\n\tpopulation INT(11)\n)`);
    expect(seen[1]).toContain(`3 rows from ${TABLE} table:\nname\tpopulation\nLyon\t520000\nParis\t2100000\nNice\t340000\n*/`);
    expect(seen[2]).toMatch(/^Error: .*READ ONLY transaction/);
    expect(steps(json)[3]).toEqual({ tool: 'query-sql', input: `SELECT name, population FROM ${TABLE} ORDER BY population DESC LIMIT 1`, observation: '[{"name":"Paris","population":2100000}]' });
    const [rows] = await connection.query(`SELECT COUNT(*) AS count FROM ${TABLE}`);
    expect(rows).toEqual([{ count: 3 }]);
    const prompt = lastUserText(standIn.requests.at(-5) as ChatRequest);
    expect(prompt).toContain('create a syntactically correct mysql query');
    expect(prompt).toContain('at most 4 results');
  });

  it('fails with the server\'s message when the credential is wrong', async () => {
    const failing = aiRunner({ ...localCredentials(standIn.baseUrl),  mysql: { type: 'mySql', data: { ...TEST_MYSQL, user: 'nobody_here' } } });
    const workflow = sqlAgent(1.7, { dataSource: 'mysql', promptType: 'define', text: 'Hi' });
    workflow.nodes[1]!.credentials = { mySql: { id: 'mysql', name: 'MySQL' } };
    const { result } = await failing(workflow);
    expect(result.data.resultData.error?.message).toMatch(/Access denied for user 'nobody_here'/);
  });
});
