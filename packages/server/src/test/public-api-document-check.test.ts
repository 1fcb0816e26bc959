import { describe, expect, it } from 'vitest';
import { checkAnswerAgainstDocument } from './public-api-document-check.js';

const tag = { id: '1', name: 'ops', createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-01-02T03:04:05.000Z' };

describe('checkAnswerAgainstDocument', () => {
  it('accepts answers the document describes', () => {
    expect(() => checkAnswerAgainstDocument('GET', '/tags/1', 200, tag)).not.toThrow();
    expect(() => checkAnswerAgainstDocument('GET', '/tags?limit=2', 200, { data: [tag], nextCursor: null })).not.toThrow();
    expect(() => checkAnswerAgainstDocument('DELETE', '/tags/1', 404, { message: 'Not Found' })).not.toThrow();
    expect(() => checkAnswerAgainstDocument('GET', '/tags', 429, { message: 'Slow down' }, { 'retry-after': '12' })).not.toThrow();
  });

  it('refuses a body the schema does not allow', () => {
    expect(() => checkAnswerAgainstDocument('GET', '/tags/1', 200, { ...tag, name: 7 })).toThrow(/getTag 200 refuses/);
    expect(() => checkAnswerAgainstDocument('GET', '/tags/1', 200, { ...tag, secret: 'x' })).toThrow(/refuses/);
    expect(() => checkAnswerAgainstDocument('GET', '/tags/1', 200, { ...tag, createdAt: 'yesterday' })).toThrow(/date-time/);
    expect(() => checkAnswerAgainstDocument('GET', '/tags/1', 404, { error: 'Not Found' })).toThrow(/refuses/);
  });

  it('refuses a status, an operation or a header the document does not have', () => {
    expect(() => checkAnswerAgainstDocument('GET', '/tags/1', 500, { message: 'boom' })).toThrow(/documents only 200, 401, 404, 429/);
    expect(() => checkAnswerAgainstDocument('PATCH', '/tags/1', 200, tag)).toThrow(/no operation PATCH \/tags\/1/);
    expect(() => checkAnswerAgainstDocument('GET', '/tags/1/extra', 200, tag)).toThrow(/no operation/);
    expect(() => checkAnswerAgainstDocument('GET', '/tags', 429, { message: 'Slow down' })).toThrow(/Retry-After/);
  });
});
