import { launchChromium } from '../../e2e/harness/chromium.js';
import { authHeaders } from '../../e2e/harness/api.js';
import { startServer } from '../../e2e/harness/server.js';
import { MAX_PUSHED_TASK_DATA_CHARS } from '../../packages/server/src/services/push/execution-push.js';

const ITEMS = 10_000;
const NODES = 20;


const to = (node: string) => ({ main: [[{ node, type: 'main', index: 0 }]] });

/** Manual trigger -> Code making 10,000 items -> 18 Set nodes each adding a field to every item: 20 nodes. */
function bigRunWorkflow(): { name: string; nodes: object[]; connections: Record<string, object> } {
  const nodes: object[] = [
    { id: 'trigger', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'code', name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0],
      parameters: { mode: 'runOnceForAllItems', jsCode: `return Array.from({ length: ${ITEMS} }, (_, i) => ({ json: { i, name: 'Row ' + i } }));` },
    },
  ];
  const connections: Record<string, object> = { Manual: to('Code') };
  let previous = 'Code';
  for (let n = 1; nodes.length < NODES; n++) {
    const name = `Set ${n}`;
    nodes.push({
      id: `set-${n}`, name, type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [200 + n * 200, (n % 2) * 120],
      parameters: { assignments: { assignments: [{ id: `a${n}`, name: `f${n}`, value: n, type: 'number' }] }, includeOtherFields: true, options: {} },
    });
    connections[previous] = to(name);
    previous = name;
  }
  return { name: `Push bench ${Date.now()}`, nodes, connections };
}

interface StreamFigures { events: number; bytes: number; seconds: number; omitted: number }

/** Reads the push stream of `sessionId` from the run's first event to its executionFinished. */
async function readRun(baseUrl: string, sessionId: string, run: () => Promise<void>): Promise<StreamFigures> {
  const response = await fetch(`${baseUrl}/rest/push?sessionId=${sessionId}`, { headers: await authHeaders(baseUrl) });
  if (!response.body) throw new Error('the push stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  await run();
  let buffer = '';
  let events = 0;
  let bytes = 0;
  let omitted = 0;
  let first = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the push stream ended before the run did');
    if (first === 0) first = performance.now();
    bytes += value.length;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!frame.startsWith('data: ')) continue;
      events += 1;
      if (frame.includes('"itemCountByOutput"')) omitted += 1;
      if (frame.startsWith('data: {"type":"executionFinished"')) {
        await reader.cancel();
        return { events, bytes, seconds: (performance.now() - first) / 1000, omitted };
      }
    }
  }
}

export async function runPushBench(): Promise<void> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const workflow = bigRunWorkflow();
    const json = { 'content-type': 'application/json', ...await authHeaders(server.baseUrl) };
    const saved = await fetch(`${server.baseUrl}/rest/workflows`, {
      method: 'POST', headers: json, body: JSON.stringify(workflow),
    });
    if (!saved.ok) throw new Error(`saving the bench workflow answered ${saved.status}: ${await saved.text()}`);
    const { data } = (await saved.json()) as { data: { id: string } };

    // The run request answers with the execution's id at once; the run has ended when its row says so.
    const runPlain = async (): Promise<number> => {
      const startedAt = performance.now();
      const answer = await fetch(`${server.baseUrl}/rest/workflows/run`, {
        method: 'POST', headers: json, body: JSON.stringify({ workflowData: { ...workflow, id: data.id } }),
      });
      if (!answer.ok) throw new Error(`the run request answered ${answer.status}`);
      const { data: { executionId } } = (await answer.json()) as { data: { executionId: string } };
      while (performance.now() - startedAt < 120_000) {
        const execution = await fetch(`${server.baseUrl}/rest/executions/${executionId}`, { headers: json });
        const status = execution.ok ? ((await execution.json()) as { data: { status: string } }).data.status : 'new';
        if (status !== 'new' && status !== 'running') {
          if (status !== 'success') throw new Error(`the bench run ended as ${status}`);
          return (performance.now() - startedAt) / 1000;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`execution ${executionId} had not ended after 120 s`);
    };
    // A first run warms the server up (code compiled, Code node sandbox made), so both runs compare fairly.
    await runPlain();

    // 1. The server alone: one SSE client reading as fast as it can.
    const stream = await readRun(server.baseUrl, 'bench-session', async () => {
      const answer = await fetch(`${server.baseUrl}/rest/workflows/run`, {
        method: 'POST', headers: { ...json, 'push-ref': 'bench-session' },
        body: JSON.stringify({ workflowData: { ...workflow, id: data.id } }),
      });
      if (!answer.ok) throw new Error(`the run request answered ${answer.status}`);
    });

    // The same run without a live connection (its request answered at the end): what pushing costs the run.
    const plainSeconds = await runPlain();

    // 2. The real editor on that workflow, running it, with its frame rate counted meanwhile.
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.baseUrl}/workflow/${data.id}`);
    await page.getByTestId('execute-workflow-button').waitFor();
    await page.locator('[data-testid=canvas-node]').first().waitFor();
    // Page code is passed as text: the bench compiles without the DOM library.
    await page.evaluate(`(() => {
      window.__frames = [];
      const tick = (now) => { window.__frames.push(now); if (!window.__stopFrames) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    })()`);
    const startedAt = Date.now();
    await page.getByTestId('execute-workflow-button').click();
    await page.locator(`[data-testid="canvas-node"][data-node-name="Set ${NODES - 2}"] [data-testid="node-success"]`).waitFor({ timeout: 120_000 });
    const runMs = Date.now() - startedAt;
    // The editor reads the items left out of push once the run has ended (the server takes seconds to
    // answer with 25 MB, the editor then takes them in over three seconds or so): count those frames too.
    await page.waitForTimeout(12_000);
    const frames = await page.evaluate<number[]>(`(() => { window.__stopFrames = true; return window.__frames; })()`);
    const span = ((frames.at(-1) ?? 0) - (frames[0] ?? 0)) / 1000;
    const fps = span > 0 ? (frames.length - 1) / span : 0;
    let longestFrame = 0;
    let worstSecond = Infinity;
    const longFrames: string[] = [];
    for (let i = 1; i < frames.length; i++) {
      const frame = (frames[i] ?? 0) - (frames[i - 1] ?? 0);
      longestFrame = Math.max(longestFrame, frame);
      if (frame > 100) longFrames.push(`${frame.toFixed(0)} ms at ${(((frames[i - 1] ?? 0) - (frames[0] ?? 0)) / 1000).toFixed(1)} s`);
    }
    for (let i = 0, j = 0; i < frames.length; i++) {
      while (j < frames.length && (frames[j] ?? 0) - (frames[i] ?? 0) < 1000) j++;
      if (j === frames.length) break;
      worstSecond = Math.min(worstSecond, j - i);
    }

    console.log(`push (${NODES}-node run, ${ITEMS.toLocaleString('en')} items through each node)`);
    console.log(`  server -> one SSE client: ${stream.events} events, ${(stream.bytes / 1048576).toFixed(1)} MB in ${stream.seconds.toFixed(2)} s: ${(stream.events / stream.seconds).toFixed(0)} events/s, ${(stream.bytes / 1048576 / stream.seconds).toFixed(1)} MB/s (${stream.omitted} node runs pushed without items, over the ${MAX_PUSHED_TASK_DATA_CHARS / 1024} kB limit)`);
    console.log(`  the same run without a live connection: ${plainSeconds.toFixed(2)} s (request to the execution stored as ended)`);
    // Frames drawn within the worst 1 s window are that window's frame rate.
    console.log(`  editor (headless Chromium) during the run: worst 1 s window ${Number.isFinite(worstSecond) ? worstSecond : 'n/a'} fps (goal >= 30 fps), ${fps.toFixed(1)} fps average, longest frame ${longestFrame.toFixed(0)} ms, run seen to the end in ${runMs} ms`);
    console.log(`  frames over 100 ms (time since counting began; the run's end was seen at ${(runMs / 1000).toFixed(1)} s after the click): ${longFrames.join(', ') || 'none'}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runPushBench();
