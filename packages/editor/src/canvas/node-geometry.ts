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

/**
 * n8n's three node shapes: a regular node; a root node (it takes AI sub-nodes: AI Agent, chains), wider,
 * its AI inputs along the bottom; a sub-node (its outputs are all AI: models, memories, tools), round,
 * its output on top.
 */
export type NodeShape = 'default' | 'root' | 'sub';

/** `.sub`: the round sub-node's diameter (border box). */
export const SUB_NODE_SIZE = 80;
/** `.aiHandle`: the diamond of an AI endpoint (border-box size). */
const AI_HANDLE = 14;
/** Room per AI input along a root node's bottom, so the labels under the handles do not meet. */
const ROOT_SLOT = 110;
const ROOT_MIN_WIDTH = 240;

/**
 * How much taller a node grows per main output past two (up to the anchors a side shares evenly), as
 * n8n's do: three or four named outputs (a Switch's rules, a Text Classifier's categories) otherwise
 * crowd their labels into the next output's '+'.
 */
const OUTPUT_ROW = 32;

export function nodeSize(shape: NodeShape, aiInputCount: number, outputCount = 1): { width: number; height: number } {
  if (shape === 'sub') return { width: Math.max(SUB_NODE_SIZE, aiInputCount * ROOT_SLOT), height: SUB_NODE_SIZE };
  const height = NODE_SIZE + Math.max(0, Math.min(outputCount, MAX_OUTPUT_ANCHORS) - 2) * OUTPUT_ROW;
  if (shape === 'root') return { width: Math.max(ROOT_MIN_WIDTH, aiInputCount * ROOT_SLOT), height };
  return { width: NODE_SIZE, height };
}

/** Where the i-th of n AI inputs sits along the bottom, as a fraction of the width: evenly spread. */
export function aiAnchorFraction(index: number, count: number): number {
  return (index + 1) / (count + 1);
}

export interface NodeHandleLayout {
  shape: NodeShape;
  inputCount: number;
  outputCount: number;
  /** The AI inputs' handle ids, in drawing order (left to right along the bottom). */
  aiInputIds: readonly string[];
  /** The AI outputs' handle ids (on top). */
  aiOutputIds: readonly string[];
}

/** Every handle of a canvas node, main ones on the sides and AI ones on the bottom (inputs) and top (outputs). */
export function nodeHandles(layout: NodeHandleLayout): NodeHandle[] {
  const { width, height } = nodeSize(layout.shape, layout.aiInputIds.length, layout.outputCount);
  const handles = canvasNodeHandles(layout.inputCount, layout.outputCount, width, height);
  const innerWidth = width - 2 * BOX_BORDER;
  const along = (index: number, count: number) => BOX_BORDER + aiAnchorFraction(index, count) * innerWidth - AI_HANDLE / 2;
  layout.aiInputIds.forEach((id, i) => handles.push({
    id, type: 'target', position: Position.Bottom, width: AI_HANDLE, height: AI_HANDLE,
    x: along(i, layout.aiInputIds.length), y: height - BOX_BORDER - AI_HANDLE / 2,
  }));
  layout.aiOutputIds.forEach((id, i) => handles.push({
    id, type: 'source', position: Position.Top, width: AI_HANDLE, height: AI_HANDLE,
    x: along(i, layout.aiOutputIds.length), y: BOX_BORDER - AI_HANDLE / 2,
  }));
  return handles;
}

/** The handles of a canvas node with these endpoint counts, centred on the box's left and right edges. */
export function canvasNodeHandles(inputCount: number, outputCount: number, width = NODE_SIZE, height = NODE_SIZE): NodeHandle[] {
  const inner = height - 2 * BOX_BORDER;
  const handles: NodeHandle[] = [];
  for (let i = 0; i < inputCount; i++) {
    handles.push({
      id: inputHandleId(i), type: 'target', position: Position.Left, ...INPUT_HANDLE,
      x: BOX_BORDER - INPUT_HANDLE.width / 2,
      y: BOX_BORDER + anchorFraction(i, inputCount) * inner - INPUT_HANDLE.height / 2,
    });
  }
  for (let i = 0; i < outputCount; i++) {
    handles.push({
      id: outputHandleId(i), type: 'source', position: Position.Right, ...OUTPUT_HANDLE,
      x: width - BOX_BORDER - OUTPUT_HANDLE.width / 2,
      y: BOX_BORDER + anchorFraction(i, outputCount) * inner - OUTPUT_HANDLE.height / 2,
    });
  }
  return handles;
}

/** How far below its root a new sub-node goes (top to top), and apart from the ones already on that input. */
const SUB_NODE_DROP = 220;
const SUB_NODE_SPACING = 120;

/**
 * Where a sub-node added on a root's AI input goes: under that input's handle, shifted right past the
 * sub-nodes already connected there (tools pile up side by side).
 */
export function subNodePosition(
  root: { x: number; y: number; width: number }, index: number, count: number, connected: number,
): [number, number] {
  const x = root.x + aiAnchorFraction(index, count) * root.width - SUB_NODE_SIZE / 2 + connected * SUB_NODE_SPACING;
  return [Math.round(x / 20) * 20, Math.round((root.y + SUB_NODE_DROP) / 20) * 20];
}
