import { describe, expect, it } from 'vitest';
import { manualRunsNotSaved } from './manual-runs';

describe('manualRunsNotSaved', () => {
  it('follows the instance default when the workflow keeps the default', () => {
    expect(manualRunsNotSaved(false)).toBe(true);
    expect(manualRunsNotSaved(false, 'DEFAULT')).toBe(true);
    expect(manualRunsNotSaved(true, 'DEFAULT')).toBe(false);
  });

  it("lets the workflow's own setting win over the default", () => {
    expect(manualRunsNotSaved(false, true)).toBe(false);
    expect(manualRunsNotSaved(true, false)).toBe(true);
  });
});
