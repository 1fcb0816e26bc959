import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { nodeTypesQuery } from '../api/use-node-types';
import { routeTable } from '../domain/route-table';

const CANVAS_ROUTES = [routeTable.nodeViewNew, routeTable.nodeViewExisting, routeTable.executionById, routeTable.workflowDemo];

/**
 * When the editor starts on a canvas, asks for the node types at once: the canvas draws nothing
 * before it has them, and otherwise they were asked for only after the settings, the session, the
 * route's code and (for a saved workflow) the workflow itself. A refused request (signed out) is
 * simply asked again by the canvas later.
 */
export function prefetchCanvasData(pathname: string, basePath: string, queryClient: QueryClient, client: ApiClient): void {
  const path = `/${pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname.replace(/^\//, '')}`;
  if (CANVAS_ROUTES.some((route) => matchPath(route.path, path) !== null)) {
    void queryClient.prefetchQuery(nodeTypesQuery(client));
  }
}
