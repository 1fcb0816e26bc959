import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../e2e/harness/chromium.js';
import { authHeaders } from '../../e2e/harness/api.js';
import { startServer } from '../../e2e/harness/server.js';
import { initialJs } from './editor-bundle.bench.js';

const NODE_COUNT = 1_000;
const CONNECTION_COUNT = 1_200;
const COLUMNS = 40;
const PAN_MS = 2_000;


interface BenchNode {
  id: string;
  name: string;
  type: string;
  typeVersion: number;
  position: [number, number];
  parameters: Record<string, unknown>;
}

/**
 * NoOp and Set nodes in a grid of 40 columns. Each node feeds its right neighbour (975 connections);
 * 225 more go one row down, giving 1,200 connections in all.
 */
export function gridWorkflow(): { name: string; nodes: BenchNode[]; connections: Record<string, { main: Array<Array<{ node: string; type: 'main'; index: number }>> }> } {
  const nodes: BenchNode[] = [];
  for (let i = 0; i < NODE_COUNT; i++) {
    const set = i % 2 === 1;
    nodes.push({
      id: `node-${i}`,
      name: `${set ? 'Set' : 'NoOp'} ${i}`,
      type: set ? 'n8n-nodes-base.set' : 'n8n-nodes-base.noOp',
      typeVersion: set ? 3.4 : 1,
      position: [(i % COLUMNS) * 200, Math.floor(i / COLUMNS) * 200],
      parameters: {},
    });
  }
  const targets = new Map<string, string[]>();
  let count = 0;
  const link = (from: number, to: number) => {
    const source = nodes[from]?.name;
    const target = nodes[to]?.name;
    if (!source || !target || count >= CONNECTION_COUNT) return;
    targets.set(source, [...(targets.get(source) ?? []), target]);
    count += 1;
  };
  for (let i = 0; i < NODE_COUNT; i++) if (i % COLUMNS !== COLUMNS - 1) link(i, i + 1);
  for (let i = 0; count < CONNECTION_COUNT && i + COLUMNS < NODE_COUNT; i += 4) link(i, i + COLUMNS);
  const connections = Object.fromEntries(
    [...targets].map(([source, names]) => [source, { main: [names.map((node) => ({ node, type: 'main' as const, index: 0 }))] }]),
  );
  return { name: `Canvas bench ${Date.now()}`, nodes, connections };
}

export async function runCanvasBench(): Promise<void> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const workflow = gridWorkflow();
    const response = await fetch(`${server.baseUrl}/rest/workflows`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...await authHeaders(server.baseUrl) },
      body: JSON.stringify(workflow),
    });
    if (!response.ok) throw new Error(`saving the bench workflow answered ${response.status}: ${await response.text()}`);
    const { data } = (await response.json()) as { data: { id: string } };

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const startedAt = Date.now();
    await page.goto(`${server.baseUrl}/workflow/${data.id}`);
    await page.locator('[data-testid=canvas-node]').first().waitFor();
    // Interactive: the viewport fitted (React Flow shows the pane once every visible node is measured).
    await page.locator('.react-flow__viewport').waitFor();
    // Page code is passed as text: the bench compiles without the DOM library.
    await page.waitForFunction(`(() => {
      const nodes = [...document.querySelectorAll('.react-flow__node')];
      return nodes.length > 0 && nodes.every((n) => n.style.visibility !== 'hidden');
    })()`);
    const renderMs = Date.now() - startedAt;
    const drawn = await page.locator('[data-testid=canvas-node]').count();

    const box = await page.locator('.react-flow__pane').boundingBox();
    if (!box) throw new Error('the canvas pane is not visible');
    const framesPromise = page.evaluate<number>(`new Promise((resolve) => {
      let frames = 0;
      const end = performance.now() + ${PAN_MS};
      const tick = (now) => {
        frames += 1;
        if (now < end) requestAnimationFrame(tick);
        else resolve(frames);
      };
      requestAnimationFrame(tick);
    })`);
    // Programmatic panning: the mouse drags the pane back and forth until the counter stops.
    const panStart = Date.now();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    let step = 0;
    while (Date.now() - panStart < PAN_MS) {
      step += 1;
      const dx = Math.sin(step / 10) * 300;
      await page.mouse.move(cx + dx, cy + dx / 3);
    }
    await page.mouse.up();
    const frames = await framesPromise;
    const fps = frames / (PAN_MS / 1000);
    const js = await initialJs();

    console.log(`canvas (${NODE_COUNT} nodes, ${CONNECTION_COUNT} connections, headless Chromium 1440x900)`);
    console.log(`  navigation to canvas interactive with visible nodes drawn: ${renderMs} ms (${drawn} node elements in the DOM; goal <= 1000 ms)`);
    console.log(`  frame rate while panning for ${PAN_MS / 1000} s: ${fps.toFixed(1)} fps (goal >= 50)`);
    console.log(`  editor initial JS, gzipped (${js.chunks.length} files; per chunk: the editor bundle bench): ${(js.bytes / 1024).toFixed(1)} kB (goal <= 300 kB)`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runCanvasBench();
