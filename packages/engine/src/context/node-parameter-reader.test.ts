import { describe, expect, it } from 'vitest';
import type { IExecuteFunctions, INode, INodeType, IWorkflowBase } from '@weft/workflow';
import { createConsoleLogger } from './console-logger.js';
import { NodeTypeRegistry } from '@weft/workflow';
import { WorkflowRunner } from '../runner/workflow-runner.js';
import { fixtureNodeTypes } from '../test-support/fixture-node-types.js';

/** A Set-like node: per item, `json[field] = value` where `value` is resolved for that item. */
const assign: INodeType = {
  description: {
    name: 'weft-test.assign', displayName: 'Assign', description: 'Sets one field per item', group: ['transform'],
    version: 1, defaults: { name: 'Assign' }, inputs: ['main'], outputs: ['main'],
    properties: [
      { displayName: 'Field', name: 'field', type: 'string', default: 'value' },
      { displayName: 'Value', name: 'value', type: 'string', default: '' },
      { displayName: 'Raw', name: 'raw', type: 'boolean', default: false },
    ],
  },
  async execute(this: IExecuteFunctions) {
    return [this.getInputData().map((item, index) => {
      const raw = this.getNodeParameter('raw', index) as boolean;
      const field = this.getNodeParameter('field', index) as string;
      const value = this.getNodeParameter('value', index, undefined, raw ? { rawExpressions: true } : undefined);
      return { json: { ...item.json, [field]: value }, pairedItem: { item: index } };
    })];
  },
};

function fixture(name: string): INodeType {
  const nodeType = fixtureNodeTypes.getByNameAndVersion(`weft-test.${name}`, 1);
  if (!nodeType) throw new Error(`no fixture node ${name}`);
  return nodeType as INodeType;
}

const nodeTypes = new NodeTypeRegistry([fixture('trigger'), fixture('emit'), assign]);
const runner = new WorkflowRunner(nodeTypes, { logger: createConsoleLogger('silent'), timezone: 'UTC' });

let position = 0;
function node(name: string, type: string, parameters: INode['parameters']): INode {
  position += 200;
  return { id: name, name, type: `weft-test.${type}`, typeVersion: 1, position: [position, 300], parameters };
}

/** Trigger -> Source (two items) -> each assign node in order. */
function chain(assigns: Array<[string, string, string]>, settings: IWorkflowBase['settings'] = {}): IWorkflowBase {
  const nodes = [
    node('Trigger', 'trigger', {}),
    node('Source', 'emit', { items: '[{"a": 1, "b": 2}, {"a": 10, "b": 20}]' }),
    ...assigns.map(([name, field, value]) => node(name, 'assign', { field, value })),
  ];
  const connections: IWorkflowBase['connections'] = {};
  nodes.slice(0, -1).forEach((from, index) => {
    connections[from.name] = { main: [[{ node: nodes[index + 1]?.name ?? '', type: 'main', index: 0 }]] };
  });
  return { id: 'wf-1', name: 'Expressions', nodes, connections, active: false, settings };
}

async function run(workflow: IWorkflowBase) {
  const result = await runner.run({ workflow, mode: 'manual', executionId: 'exec-7' });
  const output = (name: string) => result.data.resultData.runData[name]?.[0]?.data?.main?.[0]?.map((item) => item.json);
  return { result, output };
}

describe('getNodeParameter with expressions', () => {
  it('resolves ={{ $json.a + $json.b }} for each item, keeping the number type', async () => {
    const { result, output } = await run(chain([['Sum', 'sum', '={{ $json.a + $json.b }}']]));
    expect(result.status).toBe('success');
    expect(output('Sum')).toEqual([{ a: 1, b: 2, sum: 3 }, { a: 10, b: 20, sum: 30 }]);
  });

  it("follows $('Node').item back through two nodes by paired items", async () => {
    const { output } = await run(chain([
      ['Sum', 'sum', '={{ $json.a + $json.b }}'],
      ['Double', 'double', '={{ $json.sum * 2 }}'],
      ['Label', 'label', '=Item {{ $itemIndex }}: a was {{ $("Source").item.json.a }} of {{ $("Source").all().length }}'],
    ]));
    expect(output('Label')?.map((json) => json.label)).toEqual(['Item 0: a was 1 of 2', 'Item 1: a was 10 of 2']);
    expect(output('Double')?.map((json) => json.double)).toEqual([6, 60]);
  });

  it('gives expressions the execution, the workflow, the previous node and the workflow timezone', async () => {
    const { output } = await run(chain([
      ['Facts', 'facts', '={{ [$execution.id, $execution.mode, $workflow.name, $prevNode.name, $node["Source"].json.b, $now.zoneName, $runIndex] }}'],
    ], { timezone: 'America/New_York' }));
    expect(output('Facts')?.[1]?.facts).toEqual(['exec-7', 'test', 'Expressions', 'Source', 20, 'America/New_York', 0]);
  });

  it('shows $env and $vars as the host gives them to the runner, and nothing otherwise', async () => {
    const workflow = chain([['Env', 'env', '={{ [$env.REGION, $vars.team, Object.keys($env).length] }}']]);
    const hosted = new WorkflowRunner(nodeTypes, {
      logger: createConsoleLogger('silent'), expressionEnv: { REGION: 'eu-west' }, expressionVars: { team: 'data' },
    });
    const result = await hosted.run({ workflow, mode: 'manual', executionId: 'exec-8' });
    expect(result.data.resultData.runData.Env?.[0]?.data?.main?.[0]?.[0]?.json.env).toEqual(['eu-west', 'data', 1]);
    const { output } = await run(chain([['Env', 'env', '={{ [$env.REGION, Object.keys($env).length] }}']]));
    expect(output('Env')?.[0]?.env).toEqual([undefined, 0]);
  });

  it('returns the expression text when the node asks for raw expressions', async () => {
    const workflow = chain([['Raw', 'text', '={{ $json.a }}']]);
    (workflow.nodes[2] as INode).parameters.raw = true;
    const { output } = await run(workflow);
    expect(output('Raw')?.[0]?.text).toBe('={{ $json.a }}');
  });

  it('fails only the node whose expression fails, with the expression message and the item', async () => {
    const { result, output } = await run(chain([
      ['Sum', 'sum', '={{ $json.a + $json.b }}'],
      ['Broken', 'x', "={{ $('Nowhere').item.json.a }}"],
    ]));
    expect(result.status).toBe('error');
    expect(output('Sum')).toHaveLength(2);
    const error = result.data.resultData.runData.Broken?.[0]?.error;
    expect(error?.message).toBe("Referenced node doesn't exist");
    expect(error?.description).toMatch(/case-sensitive/);
    expect(error?.context).toMatchObject({ itemIndex: 0, parameter: 'value' });
    expect(result.data.resultData.error?.message).toBe("Referenced node doesn't exist");
  });

  it('refuses a sandbox escape in a parameter as a node error, and the run goes on being answered', async () => {
    const { result } = await run(chain([['Escape', 'x', "={{ ''.constructor.constructor('return process')() }}"]]));
    expect(result.status).toBe('error');
    expect(result.data.resultData.runData.Escape?.[0]?.error?.message).toBe('"constructor" cannot be used in expressions for security reasons');
  });
});
