import { describe, expect, it, vi } from 'vitest';
import { getLogin, getSettings, listUsers, postLogin } from '@weft/contracts';
import type { ApiClient } from './api-client';
import { ApiError } from './api-error';
import { isSessionExpiry, withSessionExpiry } from './session-expiry';

const unauthorized = new ApiError('You are not signed in', { kind: 'http', code: 401, httpStatus: 401 });
const forbidden = new ApiError('Only the owner may do that', { kind: 'http', code: 403, httpStatus: 403 });

function failingClient(error: unknown): ApiClient {
  return { request: () => Promise.reject(error) } as ApiClient;
}

describe('isSessionExpiry', () => {
  it('is a 401 on any call while signed in', () => {
    expect(isSessionExpiry(unauthorized, listUsers, true)).toBe(true);
    expect(isSessionExpiry(unauthorized, getSettings, true)).toBe(true);
  });

  it('is not a 401 while already signed out', () => {
    expect(isSessionExpiry(unauthorized, listUsers, false)).toBe(false);
  });

  it('is not the session check itself, nor a wrong password at sign-in', () => {
    expect(isSessionExpiry(unauthorized, getLogin, true)).toBe(false);
    expect(isSessionExpiry(unauthorized, postLogin, true)).toBe(false);
  });

  it('is not another refusal', () => {
    expect(isSessionExpiry(forbidden, listUsers, true)).toBe(false);
    expect(isSessionExpiry(new Error('offline'), listUsers, true)).toBe(false);
  });
});

describe('withSessionExpiry', () => {
  it('ends the session on a 401 and still hands the error to the caller', async () => {
    const onExpired = vi.fn();
    const client = withSessionExpiry(failingClient(unauthorized), { isSignedIn: () => true, onExpired });
    await expect(client.request(listUsers)).rejects.toBe(unauthorized);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone on other failures and on success', async () => {
    const onExpired = vi.fn();
    await expect(withSessionExpiry(failingClient(forbidden), { isSignedIn: () => true, onExpired }).request(listUsers)).rejects.toBe(forbidden);
    const ok = { request: () => Promise.resolve([]) } as unknown as ApiClient;
    await expect(withSessionExpiry(ok, { isSignedIn: () => true, onExpired }).request(listUsers)).resolves.toEqual([]);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
