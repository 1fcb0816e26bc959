import { describe, expect, it } from 'vitest';
import type { IWorkflowBase } from '@weft/workflow';
import { createConsoleLogger } from '../context/console-logger.js';
import { fixtureNodeTypes } from '../test-support/fixture-node-types.js';
import { ExecutionStop } from './execution-stop.js';
import type { RunOptions } from './run.types.js';
import { WorkflowRunner } from './workflow-runner.js';

/** Trigger -> Relay, with Relay connected to its own input: it never ends on its own. */
function selfLoop(): IWorkflowBase {
  return {
    name: 'Endless', active: false, settings: { executionOrder: 'v1' },
    nodes: [
      { id: '1', name: 'Trigger', type: 'weft-test.trigger', typeVersion: 1, position: [0, 0], parameters: {} },
      { id: '2', name: 'Relay', type: 'weft-test.relay', typeVersion: 1, position: [200, 0], parameters: {} },
    ],
    connections: {
      Trigger: { main: [[{ node: 'Relay', type: 'main', index: 0 }]] },
      Relay: { main: [[{ node: 'Relay', type: 'main', index: 0 }]] },
    },
  };
}

const logger = createConsoleLogger('silent');
/** Without a limit that matters: only a stop or a timeout can end the loop. */
const unlimited = new WorkflowRunner(fixtureNodeTypes, { logger, maxNodeRuns: Number.POSITIVE_INFINITY });

function run(runner: WorkflowRunner, options: Partial<RunOptions> = {}) {
  return runner.run({ workflow: selfLoop(), mode: 'manual', executionId: 'loop-1', ...options });
}

describe('WorkflowRunner: a node connected in an endless loop', () => {
  it('fails the execution at the node-run limit, naming the node and the limit', async () => {
    const runner = new WorkflowRunner(fixtureNodeTypes, { logger, maxNodeRuns: 50 });
    const result = await run(runner);
    expect(result.status).toBe('error');
    // The trigger's run counts too: 1 + 49 runs of Relay, and the 51st node run is refused.
    expect(result.data.resultData.runData.Relay).toHaveLength(49);
    expect(result.data.resultData.error).toMatchObject({
      message: 'The workflow ran its nodes 50 times, the most one execution may (EXECUTIONS_MAX_NODE_RUNS). Node "Relay" may be connected in an endless loop.',
      node: { name: 'Relay' },
    });
    expect(result.data.resultData.error?.description).toContain('EXECUTIONS_MAX_NODE_RUNS');
  });

  it('stops at 10,000 node runs when the host sets no limit', async () => {
    const result = await run(new WorkflowRunner(fixtureNodeTypes, { logger }));
    expect(result.status).toBe('error');
    expect(result.data.resultData.runData.Relay).toHaveLength(9_999);
    expect(result.data.resultData.error?.message).toContain('ran its nodes 10,000 times');
  });

  it('lets timers fire while it runs, and ends when one of them stops it', async () => {
    const stop = new ExecutionStop();
    // The stop comes from the third tick of a timer: the run can only end if timers fire while it runs,
    // however slow the machine is.
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
      if (ticks === 3) stop.abort(new Error('stopped by the user'));
    }, 1);
    const result = await run(unlimited, { signal: stop });
    clearInterval(ticker);
    expect(result.status).toBe('canceled');
    expect(result.data.resultData.error?.message).toBe('Execution loop-1 was stopped before it finished');
    expect(ticks).toBeGreaterThanOrEqual(3);
    expect(result.data.resultData.runData.Relay?.length).toBeGreaterThan(0);
  });

  it('ends at its timeout', async () => {
    const result = await run(unlimited, { signal: AbortSignal.timeout(100) });
    expect(result.status).toBe('canceled');
    expect(result.data.resultData.error?.message).toBe('Execution loop-1 took longer than its time limit and was stopped');
  });
});
