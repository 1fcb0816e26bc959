import { describe, expect, it } from 'vitest';
import type { FeatureFlag, Role, ShellState } from '../../domain/route-access';
import { firstSettingsPath, settingsNavEntries } from './settings-nav';

const allOn: Record<FeatureFlag, boolean> = { userManagement: true, publicApi: true, communityNodes: true, templates: true };

function state(role: Role | null, features: Partial<Record<FeatureFlag, boolean>> = {}): ShellState {
  return {
    viewer: role ? { loginStatus: 'LoggedIn', role } : { loginStatus: 'LoggedOut', role: null },
    features: { ...allOn, ...features },
    setupRequired: false,
  };
}

const pages = (s: ShellState) => settingsNavEntries(s).filter((e) => e.kind === 'page').map((e) => e.path);

describe('settingsNavEntries', () => {
  it('shows the owner every settings page', () => {
    expect(pages(state('owner'))).toEqual(['/settings/personal', '/settings/users', '/settings/api', '/settings/community-nodes']);
  });

  it('shows a member personal and API settings only', () => {
    expect(pages(state('member'))).toEqual(['/settings/personal', '/settings/api']);
  });

  it('hides personal settings from the default user', () => {
    expect(pages(state('default'))).toEqual(['/settings/users', '/settings/api', '/settings/community-nodes']);
  });

  it('leaves out pages of features that are off', () => {
    expect(pages(state('owner', { userManagement: false, publicApi: false, communityNodes: false }))).toEqual(['/settings/personal']);
  });

  it('lists the coming-soon placeholders for anyone signed in', () => {
    expect(settingsNavEntries(state('member')).filter((e) => e.kind === 'comingSoon').map((e) => e.path))
      .toEqual(['/settings/coming-soon/environments', '/settings/coming-soon/logging', '/settings/coming-soon/sharing']);
    expect(settingsNavEntries(state(null))).toEqual([]);
  });
});

describe('firstSettingsPath', () => {
  it('opens personal settings for members and the owner, users settings for the default user', () => {
    expect(firstSettingsPath(state('member'))).toBe('/settings/personal');
    expect(firstSettingsPath(state('owner'))).toBe('/settings/personal');
    expect(firstSettingsPath(state('default'))).toBe('/settings/users');
  });

  it('has nothing to open for a signed-out visitor', () => {
    expect(firstSettingsPath(state(null))).toBeUndefined();
  });
});
