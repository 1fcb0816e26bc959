/** Spec admin §9, Templates. */
export const SEARCH_DEBOUNCE_MS = 500;
export const CARD_NODE_LIMIT = 5;
export const NODE_LIST_LIMIT = 4;
export const CATEGORY_LIMIT = 12;
export const CAROUSEL_SLIDES = 4;
export const CAROUSEL_CARD_WIDTH = 240;
export const CAROUSEL_GAP = 16;
export const CAROUSEL_SCROLL_CARDS = 2;
export const CAROUSEL_END_TOLERANCE = 7;
