/** n8n's "wait until the resume webhook is called": a `waitTill` this far ahead. */
export const WAIT_INDEFINITELY = new Date('3000-01-01T00:00:00.000Z');
