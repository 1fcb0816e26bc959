import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtInCatalogueFolder, CatalogueError, loadCatalogue } from './catalogue-loader.js';
import { CatalogueHost } from './catalogue-host.js';

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

const workflow = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Template ${id}`,
  description: 'Does one thing.',
  categoryIds: [1],
  createdAt: '2026-11-01T00:00:00.000Z',
  workflow: {
    nodes: [
      { name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      { name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [200, 0], parameters: {} },
    ],
    connections: { Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
  },
  ...extra,
});

async function catalogueFolder(files: Record<string, unknown>): Promise<string> {
  folder = await mkdtemp(join(tmpdir(), 'weft-catalogue-'));
  await mkdir(join(folder, 'workflows'));
  for (const [name, content] of Object.entries(files)) {
    await writeFile(join(folder, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return folder;
}

async function problemsOf(path: string): Promise<string[]> {
  const error = await loadCatalogue(path).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(CatalogueError);
  return (error as CatalogueError).problems;
}

describe('the templates catalogue loader', () => {
  it('reads Weft\'s own catalogue without a problem', async () => {
    const catalogue = await loadCatalogue(builtInCatalogueFolder());
    expect(catalogue.workflows.length).toBeGreaterThan(0);
    expect(catalogue.categories.length).toBeGreaterThan(0);
    expect(catalogue.collections.length).toBeGreaterThan(0);
  });

  it('reads a good catalogue, templates ordered by id', async () => {
    const path = await catalogueFolder({
      'categories.json': [{ id: 1, name: 'Basics' }],
      'collections.json': [{ id: 1, name: 'First', description: 'Two.', workflowIds: [2, 10], categoryIds: [1] }],
      'workflows/10-ten.json': workflow(10),
      'workflows/2-two.json': workflow(2),
    });
    const catalogue = await loadCatalogue(path);
    expect(catalogue.workflows.map((w) => w.id)).toEqual([2, 10]);
  });

  it('names every broken file and what is wrong with it', async () => {
    const path = await catalogueFolder({
      'categories.json': [{ id: 1, name: 'Basics' }, { id: 1, name: 'Again' }],
      'collections.json': [{ id: 1, name: 'First', description: '', workflowIds: [1, 99], categoryIds: [7] }],
      'workflows/1-good.json': workflow(1),
      'workflows/2-no-name.json': workflow(2, { name: '' }),
      'workflows/3-wrong.json': workflow(4),
      'workflows/5-broken.json': '{ "id": 5,',
      'workflows/6-lost.json': workflow(6, {
        categoryIds: [3],
        workflow: { nodes: workflow(6).workflow.nodes, connections: { Start: { main: [[{ node: 'Nowhere', type: 'main', index: 0 }]] } } },
      }),
    });
    const problems = await problemsOf(path);
    expect(problems).toEqual(expect.arrayContaining([
      'categories.json: category id 1 is used twice',
      'collections.json: collection 1 lists workflow 99, which has no file',
      'collections.json: collection 1 has category 7, which categories.json lacks',
      expect.stringMatching(/^workflows\/2-no-name\.json: name: /),
      'workflows/3-wrong.json: the file name must start with its id "4-"',
      expect.stringMatching(/^workflows\/5-broken\.json: .*JSON/),
      'workflows/6-lost.json: category 3 is not in categories.json',
      'workflows/6-lost.json: "Start" connects to "Nowhere", which is not a node',
    ]));
  });

  it('says which list file is missing', async () => {
    const path = await catalogueFolder({ 'categories.json': [] });
    expect((await problemsOf(path)).join('\n')).toContain('collections.json: ENOENT');
  });

  it('a host on a broken catalogue fails its requests, and recovers once the files are fixed', async () => {
    const path = await catalogueFolder({
      'categories.json': [{ id: 1, name: 'Basics' }],
      'collections.json': '[',
      'workflows/1-good.json': workflow(1),
    });
    const host = new CatalogueHost({ catalogue: () => loadCatalogue(path), nodeTypes: async () => [] });
    await expect(host.health()).rejects.toThrow(/collections\.json/);
    await writeFile(join(path, 'collections.json'), JSON.stringify([{ id: 1, name: 'First', description: 'One.', workflowIds: [1], categoryIds: [1] }]));
    await expect(host.health()).resolves.toEqual({ status: 'OK' });
    const { workflows } = await host.workflows({});
    // Node types the instance lacks are still named (by their type).
    expect(workflows[0]!.nodes.map((n) => n.displayName)).toEqual(['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.set']);
  });
});
