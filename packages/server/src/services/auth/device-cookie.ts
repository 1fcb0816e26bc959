import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie: set on each successful sign-in, it marks the browser as one its user signed in
 * from before. Sign-ins from such a "known client" are slowed only by their own failures, so that an
 * attacker elsewhere cannot lock the real user out. Its value is `<device id>.<mac>.<user id>`, the
 * mac an HMAC of the other two with a key derived from the session key: it cannot be made for
 * another account.
 */
export const DEVICE_COOKIE = 'weft-device';
/** About the longest a browser keeps a cookie (400 days). */
export const DEVICE_COOKIE_LIFETIME_SECONDS = 400 * 24 * 60 * 60;

export interface DeviceClaims {
  userId: string;
  deviceId: string;
}

export function deviceCookieSecret(sessionSecret: Buffer): Buffer {
  return createHmac('sha256', sessionSecret).update('weft device cookie').digest();
}

export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

export function signDeviceCookie(secret: Buffer, claims: DeviceClaims): string {
  return `${claims.deviceId}.${mac(secret, claims)}.${claims.userId}`;
}

/** The claims of a cookie signed with `secret`; undefined for a malformed or forged one. */
export function readDeviceCookie(secret: Buffer, value: string): DeviceClaims | undefined {
  const [deviceId, given, ...rest] = value.split('.');
  const userId = rest.join('.');
  if (!deviceId || !given || !userId) return undefined;
  const expected = Buffer.from(mac(secret, { deviceId, userId }));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { userId, deviceId } : undefined;
}

function mac(secret: Buffer, claims: DeviceClaims): string {
  return createHmac('sha256', secret).update(`${claims.deviceId}\n${claims.userId}`).digest('base64url');
}
