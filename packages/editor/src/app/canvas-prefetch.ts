import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { nodeTypesQuery } from '../api/use-node-types';
import { routeTable } from '../domain/route-table';

const CANVAS_ROUTES = [routeTable.nodeViewNew, routeTable.nodeViewExisting, routeTable.executionById, routeTable.workflowDemo];

/**
 * When the editor starts on a canvas, asks for the node types at once: the canvas draws nothing
 * before it has them, and otherwise they were asked for only after the settings, the session, the
 * route's code and (for a saved workflow) the workflow itself. A visitor without a session yet (the
 * default user before owner setup, in a new browser) is refused; the shell's prefetch of the session
 * gives them one, so they are asked for again as soon as `session` settles rather than when the
 * canvas mounts (about 500 ms later on the 1,000-node bench: the route's code was still loading).
 */
export function prefetchCanvasData(
  pathname: string, basePath: string, queryClient: QueryClient, client: ApiClient, session: Promise<unknown>,
): void {
  const path = `/${pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname.replace(/^\//, '')}`;
  if (!CANVAS_ROUTES.some((route) => matchPath(route.path, path) !== null)) return;
  // A second ask joins one in flight and leaves one that succeeded alone (node types never go stale).
  const prefetch = () => queryClient.prefetchQuery(nodeTypesQuery(client));
  void prefetch();
  void session.then(prefetch, prefetch);
}
