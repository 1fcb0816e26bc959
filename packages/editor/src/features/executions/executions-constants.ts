/** Business constants of the executions list (spec/admin.md §9). */
export const PAGE_SIZE = 10;
/** How many of the newest executions each refresh asks for. */
export const REFRESH_SIZE = 30;
export const AUTO_REFRESH_MS = 4000;
export const TIMER_TICK_MS = 1000;
