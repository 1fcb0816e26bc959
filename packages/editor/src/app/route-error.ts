/** What went wrong while loading or rendering a route, in terms the error page can word. */
export type RouteFailure = { kind: 'chunk'; chunk: string } | { kind: 'other'; message: string };

// Browsers word a failed dynamic import differently: Chromium, Firefox and Safari respectively.
const chunkFailure = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function describeRouteFailure(error: unknown): RouteFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (chunkFailure.test(message)) {
    const url = /(https?:\/\/\S+|\S+\.js)/.exec(message)?.[0] ?? '';
    const file = url.split('/').pop() ?? '';
    return { kind: 'chunk', chunk: file.replace(/\.js$/, '') || '?' };
  }
  return { kind: 'other', message };
}
