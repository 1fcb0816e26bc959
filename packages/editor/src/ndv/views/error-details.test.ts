import { describe, expect, it } from 'vitest';
import { errorDetails } from './error-details';

describe('error details', () => {
  const node = { parameters: { url: 'https://example.com', options: { timeout: 5 } } };

  it('names the parameter the error points at, or says it could not be found', () => {
    expect(errorDetails({ message: 'Bad URL', context: { parameter: 'url' } }, node).parameter).toEqual({ name: 'url', found: true });
    expect(errorDetails({ message: 'Bad', context: { parameter: 'options.timeout' } }, node).parameter).toEqual({ name: 'options.timeout', found: true });
    expect(errorDetails({ message: 'Bad', context: { parameter: 'body' } }, node).parameter).toEqual({ name: 'body', found: false });
  });

  it('keeps the rest of the context, and no empty context', () => {
    expect(errorDetails({ message: 'x', context: { parameter: 'url', itemIndex: 3 } }, node).context).toEqual({ itemIndex: 3 });
    expect(errorDetails({ message: 'x', context: { parameter: 'url' } }, node).context).toBeUndefined();
  });

  it('leaves out a cause whose JSON is longer than the display limit', () => {
    const small = errorDetails({ message: 'x', cause: { code: 'ECONNRESET' } }, node);
    expect(small).toMatchObject({ cause: { code: 'ECONNRESET' }, causeTooLarge: false });
    const large = errorDetails({ message: 'x', cause: { body: 'x'.repeat(2 * 1024 * 1024) } }, node);
    expect(large).toMatchObject({ cause: undefined, causeTooLarge: true });
  });

  it('carries description, http code and timestamp when present', () => {
    expect(errorDetails({ message: 'Not found', description: 'No such order', httpCode: '404', timestamp: 5 }, node))
      .toMatchObject({ message: 'Not found', description: 'No such order', httpCode: '404', timestamp: 5 });
  });
});
