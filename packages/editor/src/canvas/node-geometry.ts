/**
 * Where a canvas node's box and handles sit, in flow units, mirroring CanvasNodeView.module.css.
 * React Flow otherwise hides every node until it has measured it and its handles in the DOM, and draws
 * no connection before that: a thousand-node canvas then needs a render to mount hidden nodes, a layout
 * to measure them and another render to show them. Known sizes let the first render draw nodes and
 * connections at once; React Flow still measures afterwards and corrects anything that differs.
 */
import type { NodeHandle } from '@xyflow/react';
import { Position } from '@xyflow/react';
import { MAX_OUTPUT_ANCHORS } from '../domain/canvas-constants';
import { inputHandleId, outputHandleId } from './handle-ids';

/** `.node`: width and height (border box). */
export const NODE_SIZE = 100;
/** `.node`: border width; handles are placed inside the border (the padding box). */
const BOX_BORDER = 2;
const INNER = NODE_SIZE - 2 * BOX_BORDER;
/** `.inputHandle` and `.handle` (border-box sizes). */
const INPUT_HANDLE = { width: 8, height: 18 };
const OUTPUT_HANDLE = { width: 10, height: 10 };

/**
 * Where the i-th of n endpoints sits along the node's side, as a fraction of the side. Up to four
 * anchors share the side evenly (spec §9); more than four keep the same spacing from the top, so the
 * last ones overflow.
 */
export function anchorFraction(index: number, count: number): number {
  if (count <= MAX_OUTPUT_ANCHORS) return (index + 1) / (count + 1);
  return ((index + 1) / (MAX_OUTPUT_ANCHORS + 1)) * (MAX_OUTPUT_ANCHORS / count) + 0.1;
}

/** The handles of a canvas node with these endpoint counts, centred on the box's left and right edges. */
export function canvasNodeHandles(inputCount: number, outputCount: number): NodeHandle[] {
  const handles: NodeHandle[] = [];
  for (let i = 0; i < inputCount; i++) {
    handles.push({
      id: inputHandleId(i), type: 'target', position: Position.Left, ...INPUT_HANDLE,
      x: BOX_BORDER - INPUT_HANDLE.width / 2,
      y: BOX_BORDER + anchorFraction(i, inputCount) * INNER - INPUT_HANDLE.height / 2,
    });
  }
  for (let i = 0; i < outputCount; i++) {
    handles.push({
      id: outputHandleId(i), type: 'source', position: Position.Right, ...OUTPUT_HANDLE,
      x: NODE_SIZE - BOX_BORDER - OUTPUT_HANDLE.width / 2,
      y: BOX_BORDER + anchorFraction(i, outputCount) * INNER - OUTPUT_HANDLE.height / 2,
    });
  }
  return handles;
}
