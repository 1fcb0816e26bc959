/**
 * Set-up of the `component` vitest project: editor components render in happy-dom with Testing
 * Library. Mantine reads media queries and observes sizes, which happy-dom only partly provides.
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

if (!('matchMedia' in window)) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false, media: query, onchange: null,
      addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  cleanup();
});
