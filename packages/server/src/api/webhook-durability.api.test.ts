import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { chain, respondNode, setNode, waitNode, webhookNode } from '../test/webhook-fixtures.js';
import { freePort, useWeftProcesses, type WeftProcess } from '../test/weft-process.js';

const LOOPS = 16;
/** Acknowledged calls after which the process is killed, load still running. */
const KILL_AFTER_ACKNOWLEDGED = 400;

const processes = useWeftProcesses('weft-durability-');

async function activate(weft: WeftProcess, workflow: ReturnType<typeof chain>): Promise<void> {
  const { data } = await weft.rest<{ data: { id: string } }>('POST', '/workflows', workflow);
  await weft.rest('PATCH', `/workflows/${data.id}`, { active: true });
}

/**
 * Calls the two webhooks in turn, as fast as they answer, and collects the execution id of every call
 * answered 200, until a call fails: the server has gone.
 */
async function callUntilGone(origin: string, acknowledged: string[]): Promise<void> {
  for (let call = 0; ; call++) {
    const atEnd = call % 2 === 0;
    let response: Response;
    try {
      response = await fetch(`${origin}/webhook/${atEnd ? 'answer-at-end' : 'answer-then-wait'}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ call }),
      });
    } catch {
      return;
    }
    const text = await response.text().catch(() => '');
    if (response.status === 200) acknowledged.push(atEnd ? (JSON.parse(text) as { executionId: string }).executionId : text);
  }
}

describe('webhook calls answered 200', () => {
  it('are all stored when the process is killed under load (kill -9), finished or still running', async () => {
    const env = await processes.serverEnv();
    const weft = await processes.start(env, await freePort(), 'kill');
    // Answers when the run has ended: the execution is stored finished.
    await activate(weft, chain('Answer at end', [
      webhookNode({ path: 'answer-at-end', responseMode: 'lastNode' }), setNode('Edit Fields', 'executionId', '={{ $execution.id }}'),
    ]));
    // Answers, then waits: the execution is stored running (or waiting) when the answer goes.
    await activate(weft, chain('Answer then wait', [
      webhookNode({ path: 'answer-then-wait', responseMode: 'responseNode' }),
      respondNode({ respondWith: 'text', responseBody: '={{ $execution.id }}' }, { position: [220, 0] }),
      waitNode({ resume: 'timeInterval', amount: 30, unit: 'seconds' }, { position: [440, 0] }),
    ]));

    const acknowledged: string[] = [];
    let gone = false;
    const loops = Promise.all(Array.from({ length: LOOPS }, () => callUntilGone(weft.origin, acknowledged)))
      .finally(() => { gone = true; });
    while (acknowledged.length < KILL_AFTER_ACKNOWLEDGED && !gone) await new Promise((resolve) => setTimeout(resolve, 5));
    // The server was still answering when it was killed.
    expect(gone).toBe(false);
    await weft.kill();
    await loops;

    const db = await openDatabase(parseConfig(env).database);
    try {
      const ids = acknowledged.map(Number);
      const rows = await db.kysely.selectFrom('execution_entity').select(['id', 'status']).where('id', 'in', ids).execute();
      const stored = new Set(rows.map((row) => Number(row.id)));
      expect(ids.filter((id) => !stored.has(id)), `${acknowledged.length} acknowledged`).toEqual([]);
      expect(rows.filter((row) => !['success', 'running', 'waiting'].includes(row.status))).toEqual([]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
