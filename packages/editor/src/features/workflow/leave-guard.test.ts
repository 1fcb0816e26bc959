import { describe, expect, it } from 'vitest';
import { LEAVE_WITHOUT_PROMPT, WORKFLOW_SAVE_ACTION, shouldAskBeforeLeaving } from './leave-guard.js';

const dirty = { isDirty: true, readOnly: false };

describe('shouldAskBeforeLeaving', () => {
  it('asks when there are unsaved changes', () => {
    expect(shouldAskBeforeLeaving(dirty, null)).toBe(true);
    expect(shouldAskBeforeLeaving(dirty, { other: 1 })).toBe(true);
  });

  it('does not ask with nothing to save, or in a read-only view', () => {
    expect(shouldAskBeforeLeaving({ isDirty: false, readOnly: false }, null)).toBe(false);
    expect(shouldAskBeforeLeaving({ isDirty: true, readOnly: true }, null)).toBe(false);
  });

  it('lets the first save move to the new id, and a duplicate leave with the changes', () => {
    expect(shouldAskBeforeLeaving(dirty, { action: WORKFLOW_SAVE_ACTION })).toBe(false);
    expect(shouldAskBeforeLeaving(dirty, { [LEAVE_WITHOUT_PROMPT]: true })).toBe(false);
  });
});
