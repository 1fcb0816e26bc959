/**
 * Route guards of the application shell (spec admin §2 and §6, editor §2), as pure functions:
 * the shell feeds in the route's meta, the location and who is asking, and gets a decision back.
 */
import type { Settings, User } from '@weft/contracts';

export type LoginStatus = 'LoggedIn' | 'LoggedOut';
export type Role = 'owner' | 'member' | 'default';
export type FeatureFlag = 'userManagement' | 'publicApi' | 'communityNodes' | 'templates';

export interface AllowRules {
  loginStatus?: LoginStatus[];
  role?: Role[];
}

export interface DenyRules extends AllowRules {
  /** Denied while any of these features is switched off. */
  featureOff?: FeatureFlag[];
}

export interface RouteAccess {
  allow?: AllowRules;
  deny?: DenyRules;
  /** A feature the route belongs to: while it is off, the route shows the not-found page. */
  requiresFeature?: FeatureFlag;
}

export interface RouteMeta {
  name: string;
  access: RouteAccess;
}

export interface Viewer {
  loginStatus: LoginStatus;
  /** The signed-in user's role; null when signed out. */
  role: Role | null;
}

export interface ShellState {
  viewer: Viewer;
  features: Record<FeatureFlag, boolean>;
  /** User management is on and the owner has not been set up: every route goes to setup. */
  setupRequired: boolean;
}

export interface Location {
  pathname: string;
  search: string;
}

export type NavigationDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

export const HOMEPAGE_PATH = '/';
export const SIGNIN_PATH = '/signin';
export const SETUP_PATH = '/setup';
export const SETUP_ROUTE_NAME = 'SetupView';
export const SIGNIN_ROUTE_NAME = 'SigninView';

export function featuresFromSettings(settings: Settings): Record<FeatureFlag, boolean> {
  return {
    userManagement: settings.userManagement.enabled,
    publicApi: settings.publicApi.enabled,
    communityNodes: settings.communityNodesEnabled,
    templates: settings.templates.enabled,
  };
}

/** Who is asking: the session's user, or a signed-out visitor when there is none. */
export function viewerFromUser(user: User | null): Viewer {
  return user ? { loginStatus: 'LoggedIn', role: user.globalRole.name } : { loginStatus: 'LoggedOut', role: null };
}

export function shellStateFrom(settings: Settings, user: User | null): ShellState {
  return { viewer: viewerFromUser(user), features: featuresFromSettings(settings), setupRequired: isSetupRequired(settings) };
}

export function isSetupRequired(settings: Settings): boolean {
  return settings.userManagement.enabled && settings.userManagement.showSetupOnFirstLoad;
}

function matches(rules: AllowRules, viewer: Viewer): boolean {
  if (rules.loginStatus?.includes(viewer.loginStatus)) return true;
  return viewer.role !== null && Boolean(rules.role?.includes(viewer.role));
}

/** Deny rules first; then the route needs a matching allow rule, unless it has none at all. */
export function isAuthorized(access: RouteAccess, viewer: Viewer, features: Record<FeatureFlag, boolean>): boolean {
  const { deny, allow } = access;
  if (deny) {
    if (matches(deny, viewer)) return false;
    if (deny.featureOff?.some((feature) => !features[feature])) return false;
  }
  if (!allow) return true;
  return matches(allow, viewer);
}

/**
 * The in-app path of the `redirect` query of a search string: followed only when its decoded value
 * starts with '/'. Protocol-relative values ('//host', '/\\host') are refused as well: browsers
 * read them as another site.
 */
export function redirectTarget(search: string): string | null {
  const decoded = new URLSearchParams(search).get('redirect');
  if (!decoded?.startsWith('/')) return null;
  if (decoded.startsWith('//') || decoded.startsWith('/\\')) return null;
  return decoded;
}

/** The sign-in URL that brings a signed-out user back to where they were. */
export function signinUrl(location: Location): string {
  return `${SIGNIN_PATH}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

export function decideNavigation(meta: RouteMeta, location: Location, state: ShellState): NavigationDecision {
  if (state.setupRequired) {
    return meta.name === SETUP_ROUTE_NAME ? { kind: 'render' } : { kind: 'redirect', to: SETUP_PATH };
  }

  if (!isAuthorized(meta.access, state.viewer, state.features)) {
    if (state.viewer.loginStatus === 'LoggedOut') return { kind: 'redirect', to: signinUrl(location) };
    if (meta.name === SIGNIN_ROUTE_NAME) {
      const target = redirectTarget(location.search);
      if (target) return { kind: 'redirect', to: target };
    }
    return { kind: 'redirect', to: HOMEPAGE_PATH };
  }

  const feature = meta.access.requiresFeature;
  if (feature && !state.features[feature]) return { kind: 'not-found' };
  return { kind: 'render' };
}
