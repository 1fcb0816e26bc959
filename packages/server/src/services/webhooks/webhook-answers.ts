import type { WebhookHttpResponse } from '@weft/engine';

const JSON_TYPE = 'application/json; charset=utf-8';

/** An error answer in the REST error shape: `{ code, message, hint? }`. */
export function errorAnswer(statusCode: number, message: string, hint?: string): WebhookHttpResponse {
  return { statusCode, headers: { 'content-type': JSON_TYPE }, body: { code: statusCode, message, ...(hint ? { hint } : {}) } };
}

const PRODUCTION_HINT = 'The workflow must be active for a production URL to run. Activate it with the switch at the top right of the editor.';
const TEST_HINT = 'Click "Execute workflow" in the editor, then call the test URL within 120 seconds. A test URL answers one call.';

/** n8n's answer for a path nothing is registered at, or registered for other methods only. */
export function notRegistered(method: string, path: string, test: boolean, methods: string[] = []): WebhookHttpResponse {
  const message = `The requested webhook "${method} ${path}" is not registered.`;
  if (methods.length > 0) {
    const list = methods.join(', ');
    return errorAnswer(404, message, `This webhook is registered for ${list} requests only. Did you mean to make a ${methods[0]} request?`);
  }
  return errorAnswer(404, message, test ? TEST_HINT : PRODUCTION_HINT);
}
