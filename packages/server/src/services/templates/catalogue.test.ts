import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IExecution, INodeExecutionData } from '@weft/workflow';
import type { WorkflowResponse } from '@weft/contracts';
import { createTestServer, type TestServer } from '../../test/test-server.js';
import { runToEnd } from '../../test/execution-fixtures.js';
import { categoriesFile, collectionsFile, workflowFile } from './catalogue-files.js';

/**
 * The built-in templates catalogue as users get it: every template file is in the catalogue's format,
 * uses only nodes (and versions, and parameters) Weft has, imports through POST /workflows like a
 * pasted n8n export, and runs from the editor to its end without a node error. Where a template calls
 * out (an API, an SMTP server, a feed) or reads a file the user keeps, the test pins that node's output
 * (catalogue-test-inputs.json), so nothing leaves the machine.
 */
const catalogue = fileURLToPath(new URL('./catalogue/', import.meta.url));
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

interface Node { id: string; name: string; type: string; typeVersion: number; disabled?: boolean; parameters: Record<string, unknown>; credentials?: Record<string, Record<string, unknown>> }
interface Template {
  id: number; name: string; description: string; categoryIds: number[]; createdAt: string;
  workflow: { nodes: Node[]; connections: Record<string, unknown>; settings?: Record<string, unknown>; pinData?: Record<string, INodeExecutionData[]> };
}
/** What the test gives a template: pinned outputs for the nodes that would call out, and how its run ends. */
interface TestInput { pin?: Record<string, INodeExecutionData[]>; status?: 'success' | 'waiting' }

const categories = readJson<Array<{ id: number; name: string }>>(`${catalogue}categories.json`);
const collections = readJson<Array<{ id: number; name: string; description: string; workflowIds: number[]; categoryIds: number[] }>>(`${catalogue}collections.json`);
const files = readdirSync(`${catalogue}workflows`).filter((file) => file.endsWith('.json')).sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
const templates = files.map((file) => ({ file, template: readJson<Template>(`${catalogue}workflows/${file}`) }));
const testInputs = readJson<Record<string, TestInput>>(fileURLToPath(new URL('./catalogue-test-inputs.json', import.meta.url)));

/** Node types that reach outside the instance (or a file the user keeps): a test run must pin them. */
const CALLS_OUT = new Set(['httpRequest', 'emailSend', 'rssFeedRead', 'graphql', 'ftp', 'ssh', 'executeCommand'].map((name) => `n8n-nodes-base.${name}`));

type Property = { name: string };
type ManifestEntry = {
  kind: string;
  description: { name: string; version?: number | number[]; properties?: Property[] };
  implementations?: Array<{ description: { version: number | number[]; properties: Property[] } }>;
};
const manifest = readJson<ManifestEntry[]>(fileURLToPath(new URL('../../../../nodes/src/node-manifest.json', import.meta.url)));

/** The parameter names a node type has at a version, or undefined when Weft lacks that type or version. */
function parameterNames(type: string, version: number): Set<string> | undefined {
  const entry = manifest.find((candidate) => candidate.description.name === type);
  if (!entry) return undefined;
  const has = (versions: number | number[] | undefined) => [versions].flat().includes(version);
  const description = entry.implementations
    ? entry.implementations.find((implementation) => has(implementation.description.version))?.description
    : has(entry.description.version) ? entry.description : undefined;
  return description && new Set((description.properties ?? []).map((property) => property.name));
}

function nodeErrors(execution: IExecution): Record<string, string> {
  return Object.fromEntries(Object.entries(execution.data.resultData.runData).flatMap(([node, runs]) => {
    const message = runs.find((run) => run.error)?.error?.message;
    return message ? [[node, message]] : [];
  }));
}

describe('the built-in templates catalogue', () => {
  it('has 8 to 12 categories, at least 5 collections and 40 templates, each referring to ones that exist', () => {
    expect(categoriesFile.safeParse(categories).error).toBeUndefined();
    expect(collectionsFile.safeParse(collections).error).toBeUndefined();
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories.length).toBeLessThanOrEqual(12);
    expect(new Set(categories.map((category) => category.id)).size).toBe(categories.length);
    expect(templates.length).toBeGreaterThanOrEqual(40);
    expect(new Set(templates.map(({ template }) => template.id)).size).toBe(templates.length);
    expect(collections.length).toBeGreaterThanOrEqual(5);
    const templateIds = new Set(templates.map(({ template }) => template.id));
    const categoryIds = new Set(categories.map((category) => category.id));
    for (const collection of collections) {
      expect(collection.name.length, `collection ${collection.id}`).toBeGreaterThan(0);
      expect(collection.description.length, `collection ${collection.id}`).toBeGreaterThan(0);
      expect(collection.workflowIds.length, `collection ${collection.id}`).toBeGreaterThan(1);
      for (const id of collection.workflowIds) expect(templateIds.has(id), `collection ${collection.id} lists template ${id}`).toBe(true);
      for (const id of collection.categoryIds) expect(categoryIds.has(id), `collection ${collection.id} lists category ${id}`).toBe(true);
    }
    for (const category of categories) {
      expect(templates.some(({ template }) => template.categoryIds.includes(category.id)), `category "${category.name}" has templates`).toBe(true);
    }
    for (const id of Object.keys(testInputs)) expect(templateIds.has(Number(id)), `test input for template ${id}`).toBe(true);
  });

  for (const { file, template } of templates) {
    it(`${file} is in the catalogue format, with nodes, versions and parameters Weft has`, () => {
      expect(workflowFile.safeParse(template).error).toBeUndefined();
      expect(file).toMatch(new RegExp(`^${template.id}-[a-z0-9]+(-[a-z0-9]+)*\\.json$`));
      expect(template.name.trim().length).toBeGreaterThan(10);
      expect(template.description).toMatch(/\*\*Nodes used:\*\*/);
      expect(template.description).toMatch(/set ?up/i);
      expect(new Date(template.createdAt).toISOString()).toBe(template.createdAt);
      expect(template.categoryIds.length).toBeGreaterThan(0);
      for (const id of template.categoryIds) expect(categories.some((category) => category.id === id), `category ${id}`).toBe(true);
      const names = new Set<string>();
      for (const node of template.workflow.nodes) {
        expect(names.has(node.name), `node name "${node.name}" is used twice`).toBe(false);
        names.add(node.name);
        const known = parameterNames(node.type, node.typeVersion);
        expect(known, `${node.name}: ${node.type} v${node.typeVersion}`).toBeDefined();
        for (const parameter of Object.keys(node.parameters)) {
          expect(known?.has(parameter), `${node.name}: parameter "${parameter}" of ${node.type} v${node.typeVersion}`).toBe(true);
        }
        for (const [type, credential] of Object.entries(node.credentials ?? {})) {
          expect(Object.keys(credential), `${node.name}: credential ${type} is named, without an id`).toEqual(['name']);
        }
      }
      for (const [from, outputs] of Object.entries(template.workflow.connections)) {
        expect(names.has(from), `connection from "${from}"`).toBe(true);
        for (const targets of (outputs as { main: Array<Array<{ node: string }>> }).main) {
          for (const target of targets) expect(names.has(target.node), `connection to "${target.node}"`).toBe(true);
        }
      }
    });
  }

  describe('every template imports and runs', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer();
    });
    afterAll(async () => server?.close());

    for (const { file, template } of templates) {
      it(file, async () => {
        const input = testInputs[String(template.id)] ?? {};
        const pinData = { ...template.workflow.pinData, ...input.pin };
        for (const node of template.workflow.nodes) {
          const callsOut = CALLS_OUT.has(node.type) || (node.type === 'n8n-nodes-base.executeWorkflow' && node.parameters.source !== 'parameter');
          if (callsOut && !node.disabled) expect(pinData[node.name], `"${node.name}" would call out: the test pins it`).toBeDefined();
        }
        const imported = await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', { name: template.name, ...template.workflow, pinData });
        expect(imported.status, JSON.stringify(imported.body)).toBe(200);
        const saved = (await server.rest<{ data: WorkflowResponse }>('GET', `/workflows/${imported.body.data.id}`)).body.data;
        const started = await runToEnd(server, {
          workflowData: { id: saved.id, name: saved.name, nodes: saved.nodes, connections: saved.connections, settings: saved.settings, pinData: saved.pinData },
        });
        expect(started.status, JSON.stringify(started.body)).toBe(200);
        const execution = (await server.rest<{ data: IExecution }>('GET', `/executions/${started.body.data.executionId}`)).body.data;

        expect(nodeErrors(execution)).toEqual({});
        expect(execution.status).toBe(input.status ?? 'success');
        // Beyond its trigger, the run did work: at least one node after it ran.
        expect(Object.keys(execution.data.resultData.runData).length).toBeGreaterThan(1);
      });
    }
  });
});
