import { describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { selectionToClipboard } from './clipboard-data';
import { createPasteGate } from './paste-gate';

const node = (name: string): INode => ({ id: `id-${name}`, name, type: 't', typeVersion: 1, position: [0, 0], parameters: {} });
const link = (to: string) => ({ node: to, type: 'main', index: 0 });

describe('selectionToClipboard', () => {
  const document = {
    ...newWorkflowDocument('W'),
    nodes: [node('A'), node('B'), node('C')],
    connections: { A: { main: [[link('B'), link('C')]] }, B: { main: [[link('C')]] } },
    pinData: { A: [{ json: { x: 1 } }], C: [{ json: {} }] },
  };

  it('copies the selected nodes with only the connections among them and their pin data', () => {
    expect(selectionToClipboard(document, ['id-A', 'id-B'], 'inst')).toEqual({
      meta: { instanceId: 'inst' },
      nodes: [node('A'), node('B')],
      connections: { A: { main: [[link('B')]] } },
      pinData: { A: [{ json: { x: 1 } }] },
    });
  });

  it('copies nothing without a selection', () => {
    expect(selectionToClipboard(document, [], 'inst')).toBeNull();
  });
});

describe('paste gate', () => {
  it('lets one paste through per interval', () => {
    let now = 0;
    const gate = createPasteGate(1000, () => now);
    expect(gate.tryPass()).toBe(true);
    now = 999;
    expect(gate.tryPass()).toBe(false);
    now = 1000;
    expect(gate.tryPass()).toBe(true);
  });
});
