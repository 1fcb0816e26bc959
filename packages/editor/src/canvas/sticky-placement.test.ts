import { describe, expect, it } from 'vitest';
import { placeSticky } from './sticky-placement';
import type { Box } from './sticky-placement';

const viewport: Box = { x: 0, y: 0, width: 1200, height: 800 };
const size = { width: 240, height: 160, grid: 20 };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const noteAt = ([x, y]: [number, number]): Box => ({ x, y, width: size.width, height: size.height });

describe('placeSticky', () => {
  it('puts the note in the middle of an empty view, on the grid', () => {
    const [x, y] = placeSticky({ viewport, occupied: [], ...size });
    expect([x, y]).toEqual([480, 320]);
  });

  it('keeps off the nodes in the middle of the view, staying close to it and inside the view', () => {
    const occupied: Box[] = [
      { x: 400, y: 300, width: 100, height: 140 },
      { x: 640, y: 300, width: 100, height: 140 },
      { x: 520, y: 420, width: 100, height: 140 },
    ];
    const note = noteAt(placeSticky({ viewport, occupied, ...size }));
    for (const box of occupied) expect(intersects(note, box)).toBe(false);
    expect(note.x).toBeGreaterThanOrEqual(viewport.x);
    expect(note.y).toBeGreaterThanOrEqual(viewport.y);
    expect(note.x + note.width).toBeLessThanOrEqual(viewport.x + viewport.width);
    expect(note.y + note.height).toBeLessThanOrEqual(viewport.y + viewport.height);
    expect(note.x % 20).toBe(0);
    expect(note.y % 20).toBe(0);
  });

  it('keeps off other sticky notes too, in a view scrolled away from the origin', () => {
    const scrolled: Box = { x: -2000, y: 1000, width: 900, height: 600 };
    const sticky: Box = { x: -1700, y: 1200, width: 300, height: 200 };
    const note = noteAt(placeSticky({ viewport: scrolled, occupied: [sticky], ...size }));
    expect(intersects(note, sticky)).toBe(false);
    expect(note.x).toBeGreaterThanOrEqual(scrolled.x);
    expect(note.y).toBeGreaterThanOrEqual(scrolled.y);
  });

  it('falls back to the middle when the view has no free room left', () => {
    const full: Box = { x: 0, y: 0, width: 1200, height: 800 };
    expect(placeSticky({ viewport, occupied: [full], ...size })).toEqual([480, 320]);
  });
});
