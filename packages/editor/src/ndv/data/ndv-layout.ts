/** Panel widths of the node details view, in pixels (spec/editor.md §9). */
export const MAIN_PANEL_WIDTH = 360;
export const PANEL_MARGIN = 24;
export const MIN_SIDE_WIDTH = 320;
/** Side panel width of a view without an input pane, and on windows wider than 1700 px. */
export const FIXED_SIDE_WIDTH = 320;
export const WIDE_FIXED_SIDE_WIDTH = 420;
export const WIDE_WINDOW = 1700;
/** How close to the left edge the main panel may be dragged, past the input pane's minimum. */
export const INPUT_DRAG_MARGIN = 80;

export interface NdvLayout {
  inputWidth: number;
  mainLeft: number;
  outputWidth: number;
}

export function fixedSideWidth(windowWidth: number): number {
  return windowWidth > WIDE_WINDOW ? WIDE_FIXED_SIDE_WIDTH : FIXED_SIDE_WIDTH;
}

/**
 * Where the main panel sits in a view `width` wide. `position` is the main panel's left edge as the user
 * dragged it (undefined: centred). Both side panels keep at least their minimum width; a trigger node
 * (no input data to show) may take the main panel all the way to its minimum, other nodes keep the
 * input drag margin as well.
 */
export function ndvLayout(width: number, windowWidth: number, position: number | undefined, isTrigger: boolean): NdvLayout {
  const side = Math.max(MIN_SIDE_WIDTH, isTrigger ? fixedSideWidth(windowWidth) : MIN_SIDE_WIDTH);
  const minLeft = side + (isTrigger ? 0 : INPUT_DRAG_MARGIN) + PANEL_MARGIN;
  const maxLeft = width - MAIN_PANEL_WIDTH - MIN_SIDE_WIDTH - PANEL_MARGIN;
  const centred = isTrigger ? side + PANEL_MARGIN : (width - MAIN_PANEL_WIDTH) / 2;
  const wanted = position ?? centred;
  // A window too narrow for both minimums keeps the input's minimum and lets the output shrink.
  const mainLeft = Math.round(maxLeft < minLeft ? minLeft : Math.min(Math.max(wanted, minLeft), maxLeft));
  return {
    inputWidth: mainLeft - PANEL_MARGIN,
    mainLeft,
    outputWidth: Math.max(0, width - mainLeft - MAIN_PANEL_WIDTH - PANEL_MARGIN),
  };
}
