import pg from 'pg';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, activateTriggers, createConsoleLogger } from '@weft/engine';
import type { TriggerEvent } from '@weft/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { CREDENTIALS } from '../../Postgres/test/harness.js';
import { TEST_PG } from '../../test-support/pgvector.js';
import { jsonOf, runFixture } from '../../test-support/run-fixture.js';

const schema = `weft_trigger_${process.pid}`;
const NODE_ID = 'a1b2-c3d4';
const admin = new pg.Client(TEST_PG);

beforeAll(async () => {
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; CREATE SCHEMA "${schema}"`);
  await admin.query(`CREATE TABLE "${schema}"."New Orders" (id serial PRIMARY KEY, item text)`);
});
afterAll(async () => {
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.query(`DROP FUNCTION IF EXISTS "n8n_trigger_function_${NODE_ID.replace('-', '_')}"() CASCADE`);
  await admin.end();
});

function workflow(parameters: IDataObject, credential: keyof typeof CREDENTIALS = 'pg'): IWorkflowBase {
  return {
    id: 'w', name: 'Orders', active: true, connections: {},
    nodes: [{
      id: NODE_ID, name: 'Postgres Trigger', type: 'n8n-nodes-base.postgresTrigger', typeVersion: 1, position: [0, 0],
      parameters: parameters as never, credentials: { postgres: { id: credential, name: credential } },
    }],
  };
}

/** Activates the workflow; `next()` is the data of the next run it starts. */
async function activate(parameters: IDataObject, credential: keyof typeof CREDENTIALS = 'pg') {
  const waiting: Array<(event: TriggerEvent) => void> = [];
  const queued: TriggerEvent[] = [];
  const active = await activateTriggers(workflow(parameters, credential), builtinNodeTypes, {
    onEmit: (event) => {
      const listener = waiting.shift();
      if (listener) listener(event);
      else queued.push(event);
    },
    onError: () => undefined,
    logger: createConsoleLogger('silent'), timezone: 'UTC',
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: new MemoryCredentialsHelper({ [credential]: { ...CREDENTIALS[credential], name: credential } }) },
  });
  const next = () => new Promise<TriggerEvent>((resolve) => {
    const event = queued.shift();
    if (event) resolve(event);
    else waiting.push(resolve);
  });
  return { active, next };
}

/** Sessions whose last statement was the node's LISTEN or UNLISTEN: the trigger's own connection. */
const listeningSessions = async () => Number((await admin.query(
  "SELECT count(*) AS n FROM pg_stat_activity WHERE query IN ('LISTEN \"weft_custom_channel\"', 'UNLISTEN \"weft_custom_channel\"')",
)).rows[0].n);

/** The server removes a closed session's row once its process has exited, a moment after the client is gone. */
async function listeningSessionsOnceSettled(): Promise<number> {
  let count = await listeningSessions();
  for (let attempt = 0; attempt < 100 && count > 0; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    count = await listeningSessions();
  }
  return count;
}

const exists = async (sql: string, values: unknown[]) => ((await admin.query(sql, values)).rows[0] as { found: boolean }).found;
const functionExists = (name: string) => exists('SELECT EXISTS(SELECT 1 FROM pg_proc WHERE proname = $1) AS found', [name]);
const triggerExists = (name: string) => exists('SELECT EXISTS(SELECT 1 FROM pg_trigger WHERE tgname = $1) AS found', [name]);

describe('Postgres Trigger', () => {
  it('starts a run per inserted row of a table (a name with a space and capitals), and removes its trigger when deactivated', async () => {
    const { active, next } = await activate({
      triggerMode: 'createTrigger', schema: { __rl: true, mode: 'list', value: schema }, tableName: { __rl: true, mode: 'name', value: 'New Orders' }, firesOn: 'INSERT',
    });
    expect(await triggerExists('n8n_trigger_a1b2_c3d4')).toBe(true);
    await admin.query(`INSERT INTO "${schema}"."New Orders" (item) VALUES ($1)`, ["tea'; drop table x; --"]);
    const event = await next();
    const [[item]] = event.data as [[{ json: IDataObject }]];
    expect(item.json).toEqual({
      name: 'notification', length: expect.any(Number), processId: expect.any(Number),
      channel: 'n8n_channel_a1b2_c3d4', payload: { id: 1, item: "tea'; drop table x; --" },
    });
    await active.close();
    expect(await functionExists('n8n_trigger_function_a1b2_c3d4')).toBe(false);
    expect(await triggerExists('n8n_trigger_a1b2_c3d4')).toBe(false);
  });

  it('fires on delete with the old row, under names given in the node', async () => {
    await admin.query(`INSERT INTO "${schema}"."New Orders" (item) VALUES ('coffee')`);
    const { active, next } = await activate({
      triggerMode: 'createTrigger', schema: { __rl: true, mode: 'name', value: schema }, tableName: { __rl: true, mode: 'name', value: 'New Orders' }, firesOn: 'DELETE',
      additionalFields: { functionName: 'weft_orders_gone()', triggerName: 'weft_orders_gone_trigger', channelName: 'weft_orders_gone', replaceIfExists: true },
    });
    await admin.query(`DELETE FROM "${schema}"."New Orders" WHERE item = 'coffee'`);
    const [[item]] = (await next()).data as [[{ json: IDataObject }]];
    expect(item.json).toMatchObject({ channel: 'weft_orders_gone', payload: { item: 'coffee' } });
    await active.close();
    expect(await functionExists('weft_orders_gone')).toBe(false);
  });

  it('listens on a channel of your own (folded to lower case, as PostgreSQL folds it) with any payload', async () => {
    const { active, next } = await activate({ triggerMode: 'listenTrigger', channelName: 'Weft_Custom_Channel' });
    await admin.query('NOTIFY Weft_Custom_Channel, \'plain text\'');
    const [[item]] = (await next()).data as [[{ json: IDataObject }]];
    expect(item.json).toMatchObject({ name: 'notification', channel: 'weft_custom_channel', payload: 'plain text' });
    expect(await listeningSessions()).toBe(1);
    await active.close();
    expect(await listeningSessionsOnceSettled()).toBe(0);
  });

  it('refuses a channel name that is not a plain identifier, and a server that is down', async () => {
    await expect(activate({ triggerMode: 'listenTrigger', channelName: 'bad"; drop table x; --' }))
      .rejects.toThrow('Channel name must start with a letter or underscore and contain only letters, digits, and underscores');
    await expect(activate({ triggerMode: 'listenTrigger', channelName: 'fine' }, 'pg-down'))
      .rejects.toThrow('There was a problem activating the trigger "Postgres Trigger": Connection refused');
  });

  it('a test run from the editor waits for the first notification, under names of its own, and cleans up', async () => {
    const wf = workflow({ triggerMode: 'createTrigger', schema: { __rl: true, mode: 'name', value: schema }, tableName: { __rl: true, mode: 'name', value: 'New Orders' }, firesOn: 'UPDATE' });
    const running = runFixture(wf, 'manual', undefined, [{ id: 'pg', name: 'pg', ...CREDENTIALS.pg }]);
    // The run listens once its session's last statement is the LISTEN on its own channel.
    for (let attempt = 0; attempt < 500; attempt++) {
      const { rows } = await admin.query("SELECT 1 FROM pg_stat_activity WHERE query = 'LISTEN \"n8n_channel_a1b2_c3d4_manual\"'");
      if (rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`INSERT INTO "${schema}"."New Orders" (item) VALUES ('juice')`);
    await admin.query(`UPDATE "${schema}"."New Orders" SET item = 'orange juice' WHERE item = 'juice'`);
    const run = await running;
    expect(run.data.resultData.error).toBeUndefined();
    expect(jsonOf(run, 'Postgres Trigger')).toEqual([expect.objectContaining({ channel: 'n8n_channel_a1b2_c3d4_manual', payload: expect.objectContaining({ item: 'orange juice' }) })]);
    expect(await functionExists('n8n_trigger_function_a1b2_c3d4_manual')).toBe(false);
  });
});
