import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * HubSpot's request signatures (https://developers.hubspot.com/docs/api/webhooks/validating-requests):
 * v1 is the hex SHA-256 of the app's client secret followed by the raw body; v2 puts the method and
 * the full URL between them. The version comes in X-HubSpot-Signature-Version.
 */

export function hubspotSignature(clientSecret: string, rawBody: string, version = 'v1', method = 'POST', url = ''): string {
  const source = version === 'v2' ? `${clientSecret}${method}${url}${rawBody}` : `${clientSecret}${rawBody}`;
  return createHash('sha256').update(source).digest('hex');
}

export function validSignature(expected: string, given: string | undefined): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given ?? '');
  return a.length === b.length && timingSafeEqual(a, b);
}
