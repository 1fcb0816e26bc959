import { describe, expect, it } from 'vitest';
import { readBasePath, routerBasename } from './base-path';

function page(href: string | null) {
  return { querySelector: () => (href === null ? null : { getAttribute: () => href }) } as unknown as Document;
}

describe('base path', () => {
  it('is read from the <base href> the server injects, ending with a slash', () => {
    expect(readBasePath(page('/weft/'))).toBe('/weft/');
    expect(readBasePath(page('/weft'))).toBe('/weft/');
  });

  it("is '/' without a base element (the Vite dev server)", () => {
    expect(readBasePath(page(null))).toBe('/');
  });

  it('gives the router its basename without the trailing slash', () => {
    expect(routerBasename('/')).toBe('/');
    expect(routerBasename('/weft/')).toBe('/weft');
  });
});
