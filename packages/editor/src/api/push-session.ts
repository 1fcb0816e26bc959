/** 16 hex characters; getRandomValues works on plain http too (randomUUID needs a secure context). */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The push session of this editor tab: made once when the app loads, sent with every REST call (so the
 * server knows which tab started a run) and used to open the live connection. A new tab, or a reload,
 * is a new session, as each has its own live connection.
 */
export const pushSessionId: string = newSessionId();
