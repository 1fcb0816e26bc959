/** Canvas constants of spec editor §9. */
export const GRID_SIZE = 20;
export const ZOOM_STEP = 1.25;
export const FIT_MAX_ZOOM = 1;
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 4;
/** Below this zoom node names are under 5 px tall: the canvas draws nodes without them (lighter to paint). */
export const FAR_ZOOM = 0.35;
/** An edge shorter than this (either way) hides its label: it would cover the nodes. */
export const EDGE_LABEL_MIN_WIDTH = 90;
export const EDGE_LABEL_MIN_HEIGHT = 100;
export const MAX_OUTPUT_ANCHORS = 4;
/** Spec: removing a node reconnects its neighbours after 100 ms (a visual beat before the new edge). */
export const RECONNECT_DELAY_MS = 100;
export const STICKY_TYPE = 'n8n-nodes-base.stickyNote';
export const STICKY_DEFAULT_WIDTH = 240;
export const STICKY_DEFAULT_HEIGHT = 160;
