import { describe, expect, it } from 'vitest';
import { installBlockedReason } from './install-blocked';

describe('installBlockedReason', () => {
  it('blocks in queue mode, whether or not npm is there', () => {
    expect(installBlockedReason({ executionMode: 'queue', isNpmAvailable: true })).toBe('queueMode');
    expect(installBlockedReason({ executionMode: 'queue', isNpmAvailable: false })).toBe('queueMode');
  });

  it('blocks without npm, and allows a regular instance that has it', () => {
    expect(installBlockedReason({ executionMode: 'regular', isNpmAvailable: false })).toBe('noNpm');
    expect(installBlockedReason({ executionMode: 'regular', isNpmAvailable: true })).toBeNull();
  });
});
