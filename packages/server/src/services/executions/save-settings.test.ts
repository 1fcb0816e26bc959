import { describe, expect, it } from 'vitest';
import { resolveSaveSettings, shouldKeep } from './save-settings.js';

const instance = {
  saveDataErrorExecution: 'all', saveDataSuccessExecution: 'all', saveManualExecutions: false, saveExecutionProgress: false,
} as const;

describe('save settings', () => {
  it('takes the instance defaults for DEFAULT or missing values', () => {
    expect(resolveSaveSettings({ saveDataSuccessExecution: 'DEFAULT' }, instance))
      .toEqual({ error: true, success: true, manual: false, progress: false });
  });

  it('lets the workflow override every default', () => {
    const save = resolveSaveSettings({
      saveDataErrorExecution: 'none', saveDataSuccessExecution: 'none', saveManualExecutions: true, saveExecutionProgress: true,
    }, instance);
    expect(save).toEqual({ error: false, success: false, manual: true, progress: true });
  });

  it('keeps waiting executions whatever the settings say', () => {
    const nothing = { error: false, success: false, manual: false, progress: false };
    expect(shouldKeep(nothing, 'webhook', 'waiting')).toBe(true);
    expect(shouldKeep(nothing, 'manual', 'waiting')).toBe(true);
  });

  it('keeps manual runs by the manual setting alone, others by their outcome', () => {
    const save = { error: true, success: false, manual: true, progress: false };
    expect(shouldKeep(save, 'manual', 'success')).toBe(true);
    expect(shouldKeep(save, 'webhook', 'success')).toBe(false);
    expect(shouldKeep(save, 'trigger', 'error')).toBe(true);
    expect(shouldKeep(save, 'trigger', 'canceled')).toBe(true);
    expect(shouldKeep({ ...save, manual: false }, 'manual', 'error')).toBe(false);
  });
});
