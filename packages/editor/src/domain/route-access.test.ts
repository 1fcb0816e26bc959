import { describe, expect, it } from 'vitest';
import type { Settings } from '@weft/contracts';
import {
  decideNavigation, featuresFromSettings, isSetupRequired, redirectTarget, signinUrl, viewerFromUser,
} from './route-access';
import type { FeatureFlag, ShellState, Viewer } from './route-access';
import { routeTable } from './route-table';
import type { RouteKey } from './route-table';

const allOn: Record<FeatureFlag, boolean> = { userManagement: true, publicApi: true, communityNodes: true, templates: true };
const owner: Viewer = { loginStatus: 'LoggedIn', role: 'owner' };
const member: Viewer = { loginStatus: 'LoggedIn', role: 'member' };
const defaultUser: Viewer = { loginStatus: 'LoggedIn', role: 'default' };
const signedOut: Viewer = { loginStatus: 'LoggedOut', role: null };

function state(viewer: Viewer, features: Partial<Record<FeatureFlag, boolean>> = {}, setupRequired = false): ShellState {
  return { viewer, features: { ...allOn, ...features }, setupRequired };
}

function go(key: RouteKey, shell: ShellState, pathname = routeTable[key].path, search = '') {
  return decideNavigation(routeTable[key].meta, { pathname, search }, shell);
}

describe('setup first', () => {
  it('sends every route to /setup while user management is on and setup is required', () => {
    const shell = state(defaultUser, {}, true);
    expect(go('nodeViewNew', shell)).toEqual({ kind: 'redirect', to: '/setup' });
    expect(go('signin', state(signedOut, {}, true))).toEqual({ kind: 'redirect', to: '/setup' });
    expect(go('notFound', shell, '/nowhere')).toEqual({ kind: 'redirect', to: '/setup' });
    expect(go('setup', shell)).toEqual({ kind: 'render' });
  });

  it('requires setup only when user management is on and the setup page is to be shown', () => {
    const settings = (enabled: boolean, showSetupOnFirstLoad: boolean) =>
      ({ userManagement: { enabled, showSetupOnFirstLoad, smtpSetup: false } }) as Settings;
    expect(isSetupRequired(settings(true, true))).toBe(true);
    expect(isSetupRequired(settings(false, true))).toBe(false);
    expect(isSetupRequired(settings(true, false))).toBe(false);
  });

  it('denies /setup once set up to anyone but the default user, and when user management is off', () => {
    expect(go('setup', state(owner))).toEqual({ kind: 'redirect', to: '/' });
    expect(go('setup', state(defaultUser))).toEqual({ kind: 'render' });
    expect(go('setup', state(defaultUser, { userManagement: false }))).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('signed-out visitors', () => {
  it('go to sign-in with the current path and query as redirect', () => {
    const decision = go('nodeViewExisting', state(signedOut), '/workflow/42', '?a=1&b=two words');
    expect(decision).toEqual({ kind: 'redirect', to: '/signin?redirect=%2Fworkflow%2F42%3Fa%3D1%26b%3Dtwo%20words' });
    expect(go('homepage', state(signedOut))).toEqual({ kind: 'redirect', to: '/signin?redirect=%2F' });
  });

  it('may open sign-in, sign-up, forgot and change password, and the not-found page', () => {
    for (const key of ['signin', 'signup', 'forgotPassword', 'changePassword'] as const) {
      expect(go(key, state(signedOut))).toEqual({ kind: 'render' });
    }
    expect(go('notFound', state(signedOut), '/no/such/page')).toEqual({ kind: 'render' });
  });

  it('cannot open settings or templates', () => {
    expect(go('usersSettings', state(signedOut))).toEqual({ kind: 'redirect', to: '/signin?redirect=%2Fsettings%2Fusers' });
    expect(go('settings', state(signedOut))).toEqual({ kind: 'redirect', to: '/signin?redirect=%2Fsettings' });
    expect(go('templatesSearch', state(signedOut)).kind).toBe('redirect');
  });
});

describe('signed-in users', () => {
  it('are sent to the homepage from logged-out-only pages', () => {
    expect(go('signin', state(member))).toEqual({ kind: 'redirect', to: '/' });
    expect(go('forgotPassword', state(owner))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('follow the redirect query of sign-in only when its decoded value starts with /', () => {
    expect(go('signin', state(owner), '/signin', `?redirect=${encodeURIComponent('/workflow/7?x=1')}`))
      .toEqual({ kind: 'redirect', to: '/workflow/7?x=1' });
    expect(go('signin', state(owner), '/signin', '?redirect=https%3A%2F%2Fevil.example'))
      .toEqual({ kind: 'redirect', to: '/' });
    expect(go('signin', state(owner), '/signin', '?redirect=workflow')).toEqual({ kind: 'redirect', to: '/' });
    expect(go('signin', state(owner), '/signin', '')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('see the not-found page for unknown paths', () => {
    expect(go('notFound', state(member), '/no/such/page')).toEqual({ kind: 'render' });
  });
});

describe('redirect query', () => {
  it('is followed only when the decoded value starts with /', () => {
    expect(redirectTarget('?redirect=%2Fsettings%2Fpersonal')).toBe('/settings/personal');
    expect(redirectTarget('?redirect=/workflow')).toBe('/workflow');
    expect(redirectTarget('?redirect=settings')).toBeNull();
    expect(redirectTarget('?redirect=http%3A%2F%2Fexample.com')).toBeNull();
    expect(redirectTarget('')).toBeNull();
  });

  it('refuses protocol-relative values, which browsers read as another site', () => {
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(redirectTarget('?redirect=%2F%5Cevil.example')).toBeNull();
  });

  it('round-trips through the sign-in URL', () => {
    const url = signinUrl({ pathname: '/workflow/5', search: '?tab=run' });
    expect(redirectTarget(url.slice(url.indexOf('?')))).toBe('/workflow/5?tab=run');
  });
});

describe('roles: deny first, then allow', () => {
  it('personal settings: any signed-in user except the default role', () => {
    expect(go('personalSettings', state(member))).toEqual({ kind: 'render' });
    expect(go('personalSettings', state(owner))).toEqual({ kind: 'render' });
    expect(go('personalSettings', state(defaultUser))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('users settings and community nodes: owner and default only', () => {
    for (const key of ['usersSettings', 'communityNodes'] as const) {
      expect(go(key, state(owner))).toEqual({ kind: 'render' });
      expect(go(key, state(defaultUser))).toEqual({ kind: 'render' });
      expect(go(key, state(member))).toEqual({ kind: 'redirect', to: '/' });
    }
  });
});

describe('feature flags', () => {
  it('deny users settings when user management is off', () => {
    expect(go('usersSettings', state(owner, { userManagement: false }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('deny API settings when the public API is off', () => {
    expect(go('apiSettings', state(member))).toEqual({ kind: 'render' });
    expect(go('apiSettings', state(member, { publicApi: false }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('deny community nodes when the feature is off', () => {
    expect(go('communityNodes', state(owner, { communityNodes: false }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('show not-found on template routes when templates are off', () => {
    for (const key of ['templatesSearch', 'templatesWorkflow', 'templatesCollection', 'workflowTemplate'] as const) {
      expect(go(key, state(member))).toEqual({ kind: 'render' });
      expect(go(key, state(member, { templates: false }))).toEqual({ kind: 'not-found' });
    }
  });

  it('read the flags from the settings object', () => {
    const settings = {
      userManagement: { enabled: true, showSetupOnFirstLoad: false, smtpSetup: false },
      publicApi: { enabled: false, latestVersion: 1, path: 'api', swaggerUi: { enabled: false } },
      communityNodesEnabled: true,
      templates: { enabled: false, host: '' },
    } as Settings;
    expect(featuresFromSettings(settings)).toEqual({
      userManagement: true, publicApi: false, communityNodes: true, templates: false,
    });
  });
});

describe('viewer', () => {
  it('is signed in with the role of the session user, else signed out', () => {
    const user = { globalRole: { name: 'member' } } as Parameters<typeof viewerFromUser>[0];
    expect(viewerFromUser(user)).toEqual({ loginStatus: 'LoggedIn', role: 'member' });
    expect(viewerFromUser(null)).toEqual({ loginStatus: 'LoggedOut', role: null });
  });
});
