import { describe, expect, it } from 'vitest';
import { isWorkflowUrl } from './import-url.js';

describe('isWorkflowUrl', () => {
  it('accepts http and https addresses of .json files, in any case', () => {
    expect(isWorkflowUrl('https://example.com/flows/orders.json')).toBe(true);
    expect(isWorkflowUrl(' HTTP://example.com/A.JSON ')).toBe(true);
  });

  it('refuses other schemes, other files and plain text', () => {
    expect(isWorkflowUrl('ftp://example.com/a.json')).toBe(false);
    expect(isWorkflowUrl('https://example.com/a.yaml')).toBe(false);
    expect(isWorkflowUrl('orders.json')).toBe(false);
  });
});
