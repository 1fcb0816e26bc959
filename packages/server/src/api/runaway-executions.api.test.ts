import { describe, expect, it } from 'vitest';
import type { ExecutionSummary } from '@weft/contracts';
import { manualTriggerNode } from '../test/fixtures.js';
import { runToEnd, untilRunStopped } from '../test/execution-fixtures.js';
import { useTestServer, type TestServer } from '../test/test-server.js';

/*
 * Executions that would otherwise take the server down: a node connected to its own input, and an
 * expression that computes for seconds. The server must go on answering while they run, and they must
 * end (at the node-run limit, at the timeout, when stopped, at the expression budget).
 */

function setNode(value: string) {
  return {
    id: '7d1e0000-0000-4000-8000-000000000001', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 3.4,
    position: [460, 300] as [number, number],
    parameters: { assignments: { assignments: [{ id: 'a1', name: 'n', value, type: 'number' }] }, includeOtherFields: true, options: {} },
  };
}

/** Manual Trigger -> Set, and Set -> Set: the loop of the report. */
function setIntoItself(settings: Record<string, unknown> = {}) {
  return {
    name: 'Set into itself',
    nodes: [manualTriggerNode, setNode('={{ ($json.n ?? 0) + 1 }}')],
    connections: {
      [manualTriggerNode.name]: { main: [[{ node: 'Set', type: 'main', index: 0 }]] },
      Set: { main: [[{ node: 'Set', type: 'main', index: 0 }]] },
    },
    settings: { saveManualExecutions: true, ...settings },
  };
}

interface StoredExecution {
  status: string;
  data: {
    resultData: {
      error?: { message: string; node?: { name: string } };
      runData: Record<string, Array<{ startTime: number; executionTime: number; error?: { message: string } }>>;
    };
  };
}

async function stored(server: TestServer, id: string): Promise<StoredExecution> {
  return (await server.rest<{ data: StoredExecution }>('GET', `/executions/${id}`)).body.data;
}

/** Starts the run; `ended` settles, and `hasEnded` turns true, once it has (the answer names it before it starts). */
function startRun(server: TestServer, workflowData: object) {
  let hasEnded = false;
  const answer = server.rest<{ data: { executionId: string } }>('POST', '/workflows/run', { workflowData });
  const ended = answer.then((started) => untilRunStopped(server, started.body.data.executionId)).finally(() => { hasEnded = true; });
  return { answer, ended, hasEnded: () => hasEnded };
}

/** Whether GET /healthz answered 200, over a real connection (an in-process request never lets I/O through). */
async function healthzAnswers(port: number): Promise<boolean> {
  return (await askHealthz(port)).status === 200;
}

/** One GET /healthz: when it was sent and answered, on the clock the server's run data uses (one process). */
async function askHealthz(port: number): Promise<{ sentAt: number; answeredAt: number; status: number }> {
  const sentAt = Date.now();
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  return { sentAt, answeredAt: Date.now(), status: response.status };
}

async function whenRunning(server: TestServer): Promise<ExecutionSummary> {
  for (;;) {
    const [first] = (await server.rest<{ data: ExecutionSummary[] }>('GET', '/executions-current')).body.data;
    if (first) return first;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a node connected to its own input, at the default node-run limit', () => {
  const server = useTestServer();

  it('ends with an error naming the node and the limit, after 10,000 node runs', async () => {
    const { executionId } = (await runToEnd(server, { workflowData: setIntoItself() })).body.data;
    const execution = await stored(server, executionId);
    expect(execution.status).toBe('error');
    expect(execution.data.resultData.error?.message).toBe(
      'The workflow ran its nodes 10,000 times, the most one execution may (EXECUTIONS_MAX_NODE_RUNS). Node "Set" may be connected in an endless loop.',
    );
    expect(execution.data.resultData.error?.node?.name).toBe('Set');
    expect(execution.data.resultData.runData.Set).toHaveLength(9_999);
  });
});

describe('a node connected to its own input, with no limit that matters', () => {
  const server = useTestServer({ env: { EXECUTIONS_MAX_NODE_RUNS: '1000000000' } });

  it('leaves /healthz answering while it runs, and ends at the workflow timeout as canceled', async () => {
    const port = await server.listen();
    const run = startRun(server, setIntoItself({ executionTimeout: 3 }));
    await whenRunning(server);
    let answeredWhileRunning = 0;
    while (!run.hasEnded() && answeredWhileRunning < 3) {
      const answered = await healthzAnswers(port);
      if (answered && !run.hasEnded()) answeredWhileRunning += 1;
    }
    // Blocked, no answer would have come before the run ended (at the 3 s timeout, or never).
    expect(answeredWhileRunning).toBeGreaterThan(0);

    await run.ended;
    const execution = await stored(server, (await run.answer).body.data.executionId);
    expect(execution.status).toBe('canceled');
    expect(execution.data.resultData.error?.message).toContain('took longer than its time limit');
    expect(execution.data.resultData.runData.Set?.length).toBeGreaterThan(1);
  });

  it('is stopped by POST /executions-current/:id/stop', async () => {
    const run = startRun(server, setIntoItself());
    const running = await whenRunning(server);
    const stop = await server.rest<{ data: { status: string } }>('POST', `/executions-current/${running.id}/stop`);
    expect(stop.status).toBe(200);
    expect(stop.body.data.status).toBe('canceled');
    expect((await run.answer).body.data.executionId).toBe(running.id);
    await run.ended;
    expect((await stored(server, running.id)).status).toBe('canceled');
  });
});

describe('an expression that computes for seconds', () => {
  const server = useTestServer({ env: { WEFT_EXPRESSION_TIMEOUT_MS: '1000' } });
  const SLOW = '={{ Array.from({length: 20000}, () => Array.from({length: 10000}, () => 0).length).length }}';

  it('fails its node with the budget error, and /healthz answers again once it is cut', async () => {
    const workflowData = {
      name: 'Slow expression', nodes: [manualTriggerNode, setNode(SLOW)],
      connections: { [manualTriggerNode.name]: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
      settings: { saveManualExecutions: true },
    };
    const port = await server.listen();
    const run = startRun(server, workflowData);
    // Asked again as soon as answered, until the run ends: one ask is always waiting, so one meets the
    // expression computing. How long it waited is the bench's business; a server blocked for good is
    // caught by the run never ending.
    const asks: Array<Awaited<ReturnType<typeof askHealthz>>> = [];
    while (!run.hasEnded()) asks.push(await askHealthz(port));

    await run.ended;
    const execution = await stored(server, (await run.answer).body.data.executionId);
    expect(execution.status).toBe('error');
    const setRun = execution.data.resultData.runData.Set?.[0];
    expect(setRun?.error?.message).toBe('The expression ran longer than 1 s');
    expect(execution.data.resultData.error?.message).toBe('The expression ran longer than 1 s');
    // The ask that was waiting when the expression was cut (sent before, answered after) got its 200:
    // an answer from before the run reached the expression, or after it ended, would not count.
    const cutAt = setRun!.startTime + setRun!.executionTime;
    const waited = asks.filter((ask) => ask.sentAt < cutAt && ask.answeredAt >= cutAt);
    expect(waited.map((ask) => ask.status)).toEqual([200]);
  });
});
