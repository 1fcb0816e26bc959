import { describe, expect, it } from 'vitest';
import { isActiveButNotRunning } from './activation-status.js';

describe('active but not running', () => {
  it('warns about an active workflow the server does not run', () => {
    expect(isActiveButNotRunning('7', true, ['3', '9'])).toBe(true);
  });

  it('says nothing for a running active workflow or an inactive one', () => {
    expect(isActiveButNotRunning('7', true, ['7'])).toBe(false);
    expect(isActiveButNotRunning('7', false, [])).toBe(false);
  });

  it('says nothing while the running list has not loaded', () => {
    expect(isActiveButNotRunning('7', true, undefined)).toBe(false);
  });
});
