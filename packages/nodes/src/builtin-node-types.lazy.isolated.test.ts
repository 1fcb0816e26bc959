import { describe, expect, it, vi } from 'vitest';
import type { IExecuteFunctions } from '@weft/workflow';

/*
 * Its own file: which node modules were imported is read from mocks that record it, and a module is
 * imported once per file.
 */
const imported = vi.hoisted(() => new Set<string>());
vi.mock('./NoOp/NoOp.node.js', async (importOriginal) => {
  imported.add('NoOp');
  return importOriginal();
});
vi.mock('./Agent/Agent.node.js', async (importOriginal) => {
  imported.add('Agent');
  return importOriginal();
});
vi.mock('./HttpRequest/HttpRequest.node.js', async (importOriginal) => {
  imported.add('HttpRequest');
  return importOriginal();
});
vi.mock('@langchain/core/tools', async (importOriginal) => {
  imported.add('@langchain/core/tools');
  return importOriginal();
});

const { builtinNodeTypes, listNodeTypeDescriptions } = await import('./builtin-node-types.js');

describe('the built-in node types', () => {
  it('are listed and described without loading any node\'s code', () => {
    const names = listNodeTypeDescriptions().map((description) => description.name);
    expect(names).toEqual(expect.arrayContaining(['n8n-nodes-base.noOp', '@n8n/n8n-nodes-langchain.agent', 'n8n-nodes-base.httpRequestTool']));
    expect(builtinNodeTypes.getByNameAndVersion('@n8n/n8n-nodes-langchain.agent')?.description.displayName).toBe('AI Agent');
    expect(typeof builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.httpRequestTool')?.supplyData).toBe('function');
    expect([...imported]).toEqual([]);
  });

  it('load a node\'s code when it first runs, and only that node\'s', async () => {
    const noOp = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.noOp');
    const context = { getInputData: () => [{ json: { id: 1 } }] } as unknown as IExecuteFunctions;
    expect(await noOp?.execute?.call(context)).toEqual([[{ json: { id: 1 }, pairedItem: { item: 0 } }]]);
    expect([...imported]).toEqual(['NoOp']);
  });
});
