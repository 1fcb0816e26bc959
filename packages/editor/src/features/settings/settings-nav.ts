import { isAuthorized } from '../../domain/route-access';
import type { ShellState } from '../../domain/route-access';
import { routeTable, settingsRouteKeys } from '../../domain/route-table';
import type { RouteKey } from '../../domain/route-table';

/** The upcoming paid features the settings sidebar names, each on its coming-soon placeholder. */
export const COMING_SOON_FEATURES = ['environments', 'logging', 'sharing'] as const;
export type ComingSoonFeature = (typeof COMING_SOON_FEATURES)[number];

export interface SettingsNavEntry {
  /** Stable id for tests and React keys. */
  id: string;
  path: string;
  kind: 'page' | 'comingSoon';
}

function comingSoonPath(feature: ComingSoonFeature): string {
  return routeTable.comingSoon.path.replace(':featureId', feature);
}

function allowed(key: RouteKey, state: ShellState): boolean {
  return isAuthorized(routeTable[key].meta.access, state.viewer, state.features);
}

/** The settings sidebar's entries: only routes the viewer may open (spec admin §2, Settings area). */
export function settingsNavEntries(state: ShellState): SettingsNavEntry[] {
  const pages: SettingsNavEntry[] = settingsRouteKeys
    .filter((key) => allowed(key, state))
    .map((key) => ({ id: key, path: routeTable[key].path, kind: 'page' }));
  const comingSoon: SettingsNavEntry[] = allowed('comingSoon', state)
    ? COMING_SOON_FEATURES.map((feature) => ({ id: feature, path: comingSoonPath(feature), kind: 'comingSoon' }))
    : [];
  return [...pages, ...comingSoon];
}

/** The settings route the main sidebar opens: the first one the viewer may access, if any. */
export function firstSettingsPath(state: ShellState): string | undefined {
  return settingsNavEntries(state).find((entry) => entry.kind === 'page')?.path;
}
