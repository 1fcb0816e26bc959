import { describe, expect, it } from 'vitest';
import type { INodeTypeDescription, IRunData } from '@weft/workflow';
import { canPinNodeType, initialEditorText, lastRunItems, SAMPLE_PIN_DATA_TEXT } from './pin-rules';

function description(outputs: INodeTypeDescription['outputs']): INodeTypeDescription {
  return {
    displayName: 'T', name: 'n8n-nodes-base.t', group: ['transform'], version: 1, description: '', defaults: { name: 'T' },
    inputs: ['main'], outputs, properties: [],
  };
}

describe('which nodes can pin their output', () => {
  it('offers pinning for a node with one main output', () => {
    expect(canPinNodeType('n8n-nodes-base.code', description(['main']))).toBe(true);
  });

  it('does not offer it for several main outputs, computed outputs, sticky notes or unknown types', () => {
    expect(canPinNodeType('n8n-nodes-base.if', description(['main', 'main']))).toBe(false);
    expect(canPinNodeType('n8n-nodes-base.switch', description('={{ $parameter.outputs }}'))).toBe(false);
    expect(canPinNodeType('n8n-nodes-base.stickyNote', description([]))).toBe(false);
    expect(canPinNodeType('n8n-nodes-base.gone', undefined)).toBe(false);
  });
});

describe('the output pinning works from', () => {
  const runData: IRunData = {
    Code: [
      { startTime: 1, executionTime: 1, source: [], data: { main: [[{ json: { run: 1 } }]] } },
      { startTime: 2, executionTime: 1, source: [], data: { main: [[{ json: { run: 2 } }], [{ json: { other: true } }]] } },
    ],
  };

  it('takes the last run of the node, first output', () => {
    expect(lastRunItems(runData, 'Code')).toEqual([{ json: { run: 2 } }]);
    expect(lastRunItems(runData, 'Nope')).toBeUndefined();
    expect(lastRunItems(undefined, 'Code')).toBeUndefined();
  });

  it('opens the editor on the pinned items, else the output, else an example', () => {
    expect(JSON.parse(initialEditorText([{ json: { p: 1 } }], [{ json: { o: 1 } }]))).toEqual([{ p: 1 }]);
    expect(JSON.parse(initialEditorText(undefined, [{ json: { o: 1 } }]))).toEqual([{ o: 1 }]);
    expect(initialEditorText(undefined, [])).toBe(SAMPLE_PIN_DATA_TEXT);
    expect(JSON.parse(SAMPLE_PIN_DATA_TEXT)).toEqual([{ name: 'First item', code: 1 }, { name: 'Second item', code: 2 }]);
  });
});
