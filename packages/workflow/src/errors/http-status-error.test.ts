import { describe, expect, it } from 'vitest';
import type { INode } from '../model/index.js';
import { httpStatusNodeError, retryAfterText } from './http-status-error.js';

const node: INode = { id: 'n', name: 'Call API', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [0, 0], parameters: {} };

describe('the node error of an HTTP error status', () => {
  it('says what the server said, with the status', () => {
    const error = httpStatusNodeError(node, { statusCode: 404, statusMessage: 'Not Found', body: { message: 'No such order' } });
    expect(error.message).toBe('The service could not find what was asked for');
    expect(error.description).toBe('404 - {"message":"No such order"}');
    expect(error.httpCode).toBe('404');
  });

  it('tells how long a rate-limited answer asks to wait, in seconds or until a date', () => {
    const limited = httpStatusNodeError(node, { statusCode: 429, statusMessage: 'Too Many Requests', body: '', headers: { 'retry-after': '30' } });
    expect(limited.message).toBe('The service is receiving too many requests; try again later');
    expect(limited.description).toBe('429 - Too Many Requests The service asks to wait 30 seconds before trying again.');
    expect(limited.errorResponse.retryAfter).toBe('The service asks to wait 30 seconds before trying again.');

    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(retryAfterText({ 'retry-after': 'Sat, 28 Nov 2026 12:01:00 GMT' }, now)).toBe('The service asks to wait 60 seconds before trying again.');
    expect(retryAfterText({ 'retry-after': '1' })).toBe('The service asks to wait 1 second before trying again.');
    expect(retryAfterText({ 'retry-after': 'soon' })).toBeUndefined();
    expect(retryAfterText({})).toBeUndefined();
  });

  it('leaves Retry-After out of other statuses', () => {
    const error = httpStatusNodeError(node, { statusCode: 500, statusMessage: 'Internal Server Error', body: '', headers: { 'retry-after': '5' } });
    expect(error.description).toBe('500 - Internal Server Error');
  });
});
