import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useCliEnvironment, weft } from './test/cli-harness.js';

const fixture = fileURLToPath(new URL('./test/n8n-export.workflow.json', import.meta.url));
const oldExport = fileURLToPath(new URL('../test/n8n-old-export.workflow.json', import.meta.url));

const cli = useCliEnvironment('weft-cli-');

interface RunData { resultData: { runData: Record<string, Array<{ data?: { main: Array<Array<{ json: object }> | null> } }>>; lastNodeExecuted?: string } }

describe('weft execute', () => {
  it('runs an n8n export and prints its run data as JSON', async () => {
    const { code, out, err } = await weft('execute', '--file', fixture);
    expect(err).toBe('');
    expect(code).toBe(0);
    const data = JSON.parse(out) as RunData;
    const output = (node: string, index = 0) => data.resultData.runData[node]?.[0]?.data?.main[index]?.map((item) => item.json);
    expect(output('Edit Fields')).toEqual([{ order: 'A-1001', amount: 250 }]);
    expect(output('If', 0)).toEqual([{ order: 'A-1001', amount: 250 }]);
    expect(output('Big order')).toEqual([{ order: 'A-1001', amount: 250, priority: 'high (A-1001)' }]);
    expect(data.resultData.runData['Small order']).toBeUndefined();
    expect(data.resultData.lastNodeExecuted).toBe('Big order');
  });

  it('exits with 1 and says why when the run fails', async () => {
    const workflow = JSON.parse(await readFile(fixture, 'utf8')) as { nodes: Array<{ name: string; type: string }> };
    workflow.nodes = workflow.nodes.map((n) => (n.name === 'If' ? { ...n, type: 'n8n-nodes-base.notInstalled' } : n));
    const file = join(cli.folder, 'broken.json');
    await writeFile(file, JSON.stringify(workflow));
    const { code, out, err } = await weft('execute', '--file', file);
    expect(code).toBe(1);
    expect(err).toContain('ended with status "error" in node "If": Node "If" has an unknown type "n8n-nodes-base.notInstalled"');
    expect((JSON.parse(out) as RunData).resultData.runData['Edit Fields']).toHaveLength(1);
  });

  it('refuses a workflow with issues before it starts, listing them, as n8n does', async () => {
    const workflow = JSON.parse(await readFile(fixture, 'utf8')) as { nodes: Array<Record<string, unknown>> };
    workflow.nodes = workflow.nodes.map((n) => (n.name === 'Big order'
      ? { ...n, type: 'n8n-nodes-base.crypto', typeVersion: 1, parameters: { action: 'hmac', type: 'SHA256', value: 'x', dataPropertyName: 'sig', secret: '' } }
      : n));
    const file = join(cli.folder, 'issues.json');
    await writeFile(file, JSON.stringify(workflow));
    const { code, out, err } = await weft('execute', '--file', file);
    expect(code).toBe(1);
    expect(err).toContain('The workflow has issues and cannot be executed for that reason. Please fix them first.');
    expect(err).toContain('Big order: Secret: This field is required');
    expect((JSON.parse(out) as RunData).resultData.runData).toEqual({});
  });

  it('names a missing file, bad JSON, a file that is no workflow, and an unknown id', async () => {
    expect((await weft('execute', '--file', join(cli.folder, 'nope.json'))).err).toContain(`The file "${join(cli.folder, 'nope.json')}" does not exist`);
    const bad = join(cli.folder, 'bad.json');
    await writeFile(bad, '{"name": ');
    const badRun = await weft('execute', '--file', bad);
    expect(badRun.code).toBe(1);
    expect(badRun.err).toContain(`The file "${bad}" is not valid JSON`);
    const notWorkflow = join(cli.folder, 'not-workflow.json');
    await writeFile(notWorkflow, JSON.stringify({ name: 'x', nodes: 'none' }));
    expect((await weft('execute', '--file', notWorkflow)).err).toContain('Workflow 1 ("x") is not valid: nodes:');
    const unknown = await weft('execute', '--id', '999');
    expect(unknown).toMatchObject({ code: 1, err: 'There is no workflow with the ID "999"\n' });
    expect((await weft('execute')).err).toContain('Give either --file or --id.');
  });
});

describe('weft import:workflow and export:workflow', () => {
  it('imports an n8n export keeping its id, exports it in n8n\'s format, and imports that again under a new id', async () => {
    const imported = await weft('import:workflow', '--input', fixture);
    expect(imported).toEqual({ code: 0, out: 'Imported "Order triage" with ID 417\n1 workflow imported\n', err: '' });

    const exportFile = join(cli.folder, 'exported.json');
    const exported = await weft('export:workflow', '--id', '417', '--output', exportFile);
    expect(exported.out).toBe(`Exported 1 workflow to ${exportFile}\n`);
    const written = JSON.parse(await readFile(exportFile, 'utf8')) as Record<string, unknown>;
    const original = JSON.parse(await readFile(fixture, 'utf8')) as Record<string, unknown>;
    expect(written).toMatchObject({
      id: 417, name: 'Order triage', active: false, nodes: original.nodes, connections: original.connections,
      settings: { executionOrder: 'v1' }, tags: [{ id: expect.any(String), name: 'sales' }],
      meta: { instanceId: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect((written.tags as Array<Record<string, unknown>>)[0]).not.toHaveProperty('usageCount');

    const again = await weft('import:workflow', '--input', exportFile);
    expect(again.out).toBe('Imported "Order triage" with ID 418 (the ID "417" is taken)\n1 workflow imported\n');
    const all = await weft('export:workflow', '--all');
    const list = JSON.parse(all.out) as Array<{ id: number; tags: Array<{ name: string }> }>;
    expect(list.map((w) => w.id)).toEqual([417, 418]);
    expect(list[1]?.tags.map((t) => t.name)).toEqual(['sales']);
    const ran = await weft('execute', '--id', '418');
    expect(ran.code).toBe(0);
  });

  it('imports an array, giving new ids to ids that are not Weft ids', async () => {
    const original = JSON.parse(await readFile(fixture, 'utf8')) as Record<string, unknown>;
    const file = join(cli.folder, 'many.json');
    await writeFile(file, JSON.stringify([{ ...original, id: 'yQ4BxkNe6Izq2Qd6', name: 'First' }, { ...original, id: undefined, name: 'Second' }]));
    const { code, out } = await weft('import:workflow', '--input', file);
    expect(code).toBe(0);
    expect(out).toBe('Imported "First" with ID 1 (the ID "yQ4BxkNe6Izq2Qd6" is not a Weft ID)\nImported "Second" with ID 2\n2 workflows imported\n');
  });

  it('imports an old n8n export as n8n does (named after its file, ids filled in) and runs all of it', async () => {
    const file = join(cli.folder, 'orders.json');
    await writeFile(file, await readFile(oldExport, 'utf8'));
    expect(await weft('import:workflow', '--input', file)).toEqual({ code: 0, out: 'Imported "orders" with ID 1\n1 workflow imported\n', err: '' });
    const ran = await weft('execute', '--id', '1');
    expect(ran.code).toBe(0);
    const runData = (JSON.parse(ran.out) as RunData).resultData.runData;
    expect(runData[' Label']?.[0]?.data?.main[0]?.map((item) => item.json)).toEqual([{ order: 'A-7', label: 'A-7-x' }]);
    // Pinned data is for runs from the editor: a command-line run passes the items on, as in n8n.
    expect(runData.Pinned?.[0]?.data?.main[0]?.map((item) => item.json)).toEqual([{ order: 'A-7', label: 'A-7-x' }]);
    const exported = JSON.parse((await weft('export:workflow', '--id', '1')).out) as Record<string, unknown>;
    expect(exported).toMatchObject({
      name: 'orders',
      pinData: { Pinned: [{ json: { from: 'pin' } }, { json: { already: 'an item' } }] },
      nodes: expect.arrayContaining([expect.objectContaining({ name: 'Edit Fields ', credentials: { httpBasicAuth: { id: null, name: 'Old account' } } })]),
    });
  });

  it('imports the loose forms of public exports (empty name, bare connections, half credentials, text flags, long tags) and runs them', async () => {
    const original = JSON.parse(await readFile(fixture, 'utf8')) as { nodes: Array<Record<string, unknown>>; connections: Record<string, { main: Array<Array<Record<string, unknown>>> }> };
    const bareConnections = Object.fromEntries(Object.entries(original.connections).map(([source, { main }]) => [
      source, { main: main.map((targets) => targets.map(({ node }) => ({ node }))) },
    ]));
    const longTag = 'customer-onboarding-and-retention';
    const file = join(cli.folder, 'loose-export.json');
    await writeFile(file, JSON.stringify({
      ...original, id: undefined, name: '', active: 'false', staticData: '{"node:Poll":{"lastId":7}}',
      nodes: original.nodes.map((node) => (node.name === 'Edit Fields'
        ? { ...node, waitBetweenTries: null, maxTries: null, credentials: { httpBasicAuth: { name: 'Somebody\'s' }, httpHeaderAuth: {} } }
        : node)),
      connections: bareConnections,
      tags: [{ id: '3', name: longTag }, { name: 'sales' }],
    }));
    const imported = await weft('import:workflow', '--input', file);
    expect(imported).toEqual({
      code: 0,
      out: 'Imported "loose-export" with ID 1\n1 workflow imported\n',
      err: `Warning: Workflow 1: the tag "${longTag}" is longer than 24 characters and was cut to "customer-onboarding-and-"\n`,
    });
    const exported = JSON.parse((await weft('export:workflow', '--id', '1')).out) as Record<string, unknown>;
    expect(exported).toMatchObject({
      name: 'loose-export', active: false, staticData: { 'node:Poll': { lastId: 7 } }, connections: original.connections,
      tags: [{ name: 'customer-onboarding-and-' }, { name: 'sales' }],
      nodes: expect.arrayContaining([expect.objectContaining({ name: 'Edit Fields', credentials: { httpBasicAuth: { id: null, name: 'Somebody\'s' } } })]),
    });
    const editFields = (exported.nodes as Array<Record<string, unknown>>).find((node) => node.name === 'Edit Fields');
    expect(editFields).not.toHaveProperty('waitBetweenTries');
    const ran = await weft('execute', '--id', '1');
    expect(ran.code).toBe(0);
    const output = (JSON.parse(ran.out) as RunData).resultData.runData['Big order']?.[0]?.data?.main[0]?.map((item) => item.json);
    expect(output).toEqual([{ order: 'A-1001', amount: 250, priority: 'high (A-1001)' }]);
  });

  it('refuses a file nested deeper than 100 levels, importing nothing', async () => {
    const file = join(cli.folder, 'deep.json');
    await writeFile(file, `{"name":"Deep","nodes":[],"connections":{},"staticData":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`);
    expect(await weft('import:workflow', '--input', file))
      .toEqual({ code: 1, out: '', err: `The file "${file}" is nested deeper than 100 levels\n` });
    expect(JSON.parse((await weft('export:workflow', '--all')).out)).toEqual([]);
  });

  it('refuses names with the NUL character, importing nothing', async () => {
    const original = JSON.parse(await readFile(fixture, 'utf8')) as Record<string, unknown>;
    const file = join(cli.folder, 'nul.json');
    await writeFile(file, JSON.stringify([original, { ...original, id: undefined, name: 'Second', tags: [{ name: 'sa\u0000les' }] }]));
    expect(await weft('import:workflow', '--input', file)).toEqual({
      code: 1, out: '', err: 'Workflow 2 ("Second") has a tag that cannot be stored: Tag name cannot contain the NUL character (\\u0000)\n',
    });
    await writeFile(file, JSON.stringify({ ...original, name: 'Order\u0000triage' }));
    expect((await weft('import:workflow', '--input', file)).err)
      .toContain('is not valid: name: A workflow name cannot contain the NUL character (\\u0000)');
    expect(JSON.parse((await weft('export:workflow', '--all')).out)).toEqual([]);
  });

  it('refuses unknown ids and missing options clearly', async () => {
    expect(await weft('export:workflow', '--id', '5')).toMatchObject({ code: 1, err: 'There is no workflow with the ID "5"\n' });
    expect((await weft('export:workflow')).err).toContain('Give either --id or --all.');
    expect((await weft('import:workflow')).err).toContain('Give the file to import with --input.');
  });
});
