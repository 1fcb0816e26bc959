import { describe, expect, it } from 'vitest';
import { describeRouteFailure } from './route-error';

describe('describeRouteFailure', () => {
  it('names the chunk that could not be loaded', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: http://host/weft/assets/NodeViewPage-DX6kGUDZ.js');
    expect(describeRouteFailure(error)).toEqual({ kind: 'chunk', chunk: 'NodeViewPage-DX6kGUDZ' });
  });

  it('passes other errors on with their message', () => {
    expect(describeRouteFailure(new Error('boom'))).toEqual({ kind: 'other', message: 'boom' });
  });
});
