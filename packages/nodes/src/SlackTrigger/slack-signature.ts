import { createHmac, timingSafeEqual } from 'node:crypto';

/** Slack refuses requests older than five minutes (replays); so do we. */
export const TIMESTAMP_TOLERANCE_S = 5 * 60;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/**
 * Slack's request signing (v0): `v0=` + hex HMAC-SHA256 of `v0:<X-Slack-Request-Timestamp>:<raw body>`
 * with the app's signing secret, sent as X-Slack-Signature.
 */
export function slackSignature(secret: string, timestamp: string, rawBody: Uint8Array | string): string {
  const body = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}

export function verifySlackSignature(
  secret: string, headers: Record<string, string | string[] | undefined>, rawBody: Uint8Array | string | undefined, nowSeconds: number,
): SignatureCheck {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const timestamp = header('x-slack-request-timestamp');
  const signature = header('x-slack-signature');
  if (!timestamp || !signature) return { ok: false, reason: 'The request has no Slack signature' };
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > TIMESTAMP_TOLERANCE_S) {
    return { ok: false, reason: 'The request\'s timestamp is too old or not valid' };
  }
  const expected = Buffer.from(slackSignature(secret, timestamp, rawBody ?? ''));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'The Slack signature does not match' };
  return { ok: true };
}
