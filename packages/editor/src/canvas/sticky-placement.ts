/**
 * Where a new sticky note goes: in free space within the visible part of the canvas, as near its
 * middle as the space allows, so it never lands on top of the nodes the user is looking at.
 */

export interface Box { x: number; y: number; width: number; height: number }

export interface StickyPlacementInput {
  /** The visible part of the canvas, in flow units. */
  viewport: Box;
  /** What is already on the canvas (nodes with their labels, sticky notes), in flow units. */
  occupied: readonly Box[];
  width: number;
  height: number;
  grid: number;
}

/** Room kept between the note and anything near it, and from the viewport's edges. */
const GAP = 20;
/** Positions tried per side of the viewport at most: the search stays cheap on a zoomed-out view. */
const MAX_STEPS_PER_SIDE = 60;

const snap = (value: number, grid: number) => Math.round(value / grid) * grid;

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width + GAP && b.x < a.x + a.width + GAP && a.y < b.y + b.height + GAP && b.y < a.y + a.height + GAP;
}

/** The top-left corner of the new note, on the grid. */
export function placeSticky({ viewport, occupied, width, height, grid }: StickyPlacementInput): [number, number] {
  const centre = { x: viewport.x + viewport.width / 2 - width / 2, y: viewport.y + viewport.height / 2 - height / 2 };
  const fallback: [number, number] = [snap(centre.x, grid), snap(centre.y, grid)];
  const minX = viewport.x + GAP;
  const minY = viewport.y + GAP;
  const maxX = viewport.x + viewport.width - width - GAP;
  const maxY = viewport.y + viewport.height - height - GAP;
  if (maxX < minX || maxY < minY) return fallback;

  const step = Math.max(grid, Math.ceil(Math.max(maxX - minX, maxY - minY) / MAX_STEPS_PER_SIDE / grid) * grid);
  const candidates: Array<{ x: number; y: number; distance: number }> = [];
  for (let y = Math.ceil(minY / grid) * grid; y <= maxY; y += step) {
    for (let x = Math.ceil(minX / grid) * grid; x <= maxX; x += step) {
      candidates.push({ x, y, distance: (x - centre.x) ** 2 + (y - centre.y) ** 2 });
    }
  }
  candidates.sort((a, b) => a.distance - b.distance);
  const free = candidates.find(({ x, y }) => !occupied.some((box) => overlaps({ x, y, width, height }, box)));
  return free ? [free.x, free.y] : fallback;
}
