import { describe, expect, it } from 'vitest';
import { updatesBadgeLabel } from './updates-labels';

describe('the updates badge', () => {
  it('counts up to 99, then says 99+', () => {
    expect([1, 99, 100, 250].map(updatesBadgeLabel)).toEqual(['1', '99', '99+', '99+']);
  });
});
