/** n8n's "wait until the resume webhook is called": a `waitTill` this far ahead. */
export const WAIT_INDEFINITELY = new Date('3000-01-01T00:00:00.000Z');

/** The generic auth credential types the engine applies by name: the ones HTTP Request's generic auth offers. */
export const GENERIC_AUTH_TYPES: readonly string[] = [
  'httpBasicAuth', 'httpBearerAuth', 'httpDigestAuth', 'httpHeaderAuth', 'httpQueryAuth', 'httpCustomAuth', 'oAuth1Api', 'oAuth2Api',
];
