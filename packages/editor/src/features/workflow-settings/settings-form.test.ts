import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VALUE, errorWorkflowOptions, formFromSettings, savePolicyOptions, saveSwitchOptions, settingsFromForm, timezoneOptions, withSelected,
} from './settings-form.js';
import type { InstanceDefaults, OptionLabels } from './settings-form.js';

const defaults: InstanceDefaults = {
  timezone: 'America/New_York', executionTimeout: -1, maxExecutionTimeout: 3600,
  saveDataErrorExecution: 'all', saveDataSuccessExecution: 'none', saveManualExecutions: false,
};
const labels: OptionLabels = {
  byDefault: (value) => `Default - ${value}`, save: 'Save', doNotSave: 'Do not save', noWorkflow: '- No Workflow -',
};

describe('workflow settings form', () => {
  it('shows every setting a workflow never set as the default, and the timeout off', () => {
    const form = formFromSettings({ executionOrder: 'v1' }, defaults);
    expect(form).toEqual({
      errorWorkflow: DEFAULT_VALUE, timezone: DEFAULT_VALUE,
      saveDataErrorExecution: DEFAULT_VALUE, saveDataSuccessExecution: DEFAULT_VALUE,
      saveManualExecutions: DEFAULT_VALUE, saveExecutionProgress: DEFAULT_VALUE,
      timeoutEnabled: false, timeout: { hours: 0, minutes: 0, seconds: 0 },
    });
  });

  it('starts from the instance timeout when the workflow has none of its own', () => {
    const form = formFromSettings({}, { ...defaults, executionTimeout: 90 });
    expect(form.timeoutEnabled).toBe(true);
    expect(form.timeout).toEqual({ hours: 0, minutes: 1, seconds: 30 });
  });

  it('saves what the form holds and keeps the settings it does not show', () => {
    const previous = { executionOrder: 'v0' as const, callerPolicy: 'any' };
    const form = formFromSettings({
      errorWorkflow: '7', timezone: 'Europe/Berlin', saveDataErrorExecution: 'none', saveManualExecutions: true,
      saveExecutionProgress: false, executionTimeout: 3725,
    }, defaults);
    expect(settingsFromForm(form, previous)).toEqual({
      executionOrder: 'v0', callerPolicy: 'any',
      errorWorkflow: '7', timezone: 'Europe/Berlin',
      saveDataErrorExecution: 'none', saveDataSuccessExecution: DEFAULT_VALUE,
      saveManualExecutions: true, saveExecutionProgress: false, executionTimeout: 3725,
    });
  });

  it('saves a timeout switched off as -1', () => {
    const form = { ...formFromSettings({ executionTimeout: 30 }, defaults), timeoutEnabled: false };
    expect(settingsFromForm(form, {}).executionTimeout).toBe(-1);
  });

  it('names what the default does in the save options', () => {
    expect(savePolicyOptions('all', labels).map((o) => o.label)).toEqual(['Default - Save', 'Save', 'Do not save']);
    expect(savePolicyOptions('none', labels)[0]?.label).toBe('Default - Do not save');
    expect(saveSwitchOptions(false, labels)).toEqual([
      { value: DEFAULT_VALUE, label: 'Default - Do not save' },
      { value: 'true', label: 'Save' },
      { value: 'false', label: 'Do not save' },
    ]);
  });

  it('offers the instance timezone first as the default, with its label', () => {
    const options = timezoneOptions({ 'America/New_York': 'America/New_York (GMT-05:00)', 'Europe/Berlin': 'Europe/Berlin (GMT+01:00)' }, 'America/New_York', labels);
    expect(options.map((o) => o.label)).toEqual([
      'Default - America/New_York (GMT-05:00)', 'America/New_York (GMT-05:00)', 'Europe/Berlin (GMT+01:00)',
    ]);
    expect(options[0]?.value).toBe(DEFAULT_VALUE);
  });

  it('lists the other workflows by name after "- No Workflow -", without the open one', () => {
    const options = errorWorkflowOptions([{ id: '1', name: 'Main' }, { id: '3', name: 'Zeta alerts' }, { id: '2', name: 'Alerts' }], '1', labels);
    expect(options).toEqual([
      { value: DEFAULT_VALUE, label: '- No Workflow -' },
      { value: '2', label: 'Alerts' },
      { value: '3', label: 'Zeta alerts' },
    ]);
  });

  it('keeps a saved timezone shown when the list offered does not hold it', () => {
    const options = timezoneOptions({}, 'America/New_York', labels);
    expect(withSelected(options, 'Asia/Tokyo').at(-1)).toEqual({ value: 'Asia/Tokyo', label: 'Asia/Tokyo' });
    expect(withSelected(options, DEFAULT_VALUE)).toBe(options);
  });
});
