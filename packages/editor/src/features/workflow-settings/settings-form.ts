import type { IWorkflowSettings } from '@weft/workflow';
import type { Settings } from '@weft/contracts';
import { joinTimeout, splitTimeout, TIMEOUT_OFF } from './timeout';
import type { TimeoutParts } from './timeout';

/** n8n's value for "use what the instance is configured with"; the server reads it that way too. */
export const DEFAULT_VALUE = 'DEFAULT';

export type SavePolicy = typeof DEFAULT_VALUE | 'all' | 'none';
export type SaveSwitch = typeof DEFAULT_VALUE | 'true' | 'false';

/** The modal's fields. Selects hold strings, so the yes/no settings are kept as 'true' / 'false'. */
export interface SettingsForm {
  errorWorkflow: string;
  timezone: string;
  saveDataErrorExecution: SavePolicy;
  saveDataSuccessExecution: SavePolicy;
  saveManualExecutions: SaveSwitch;
  saveExecutionProgress: SaveSwitch;
  timeoutEnabled: boolean;
  timeout: TimeoutParts;
}

/** What the instance does when a workflow keeps the default (GET /settings). */
export type InstanceDefaults = Pick<Settings,
  'timezone' | 'executionTimeout' | 'maxExecutionTimeout' | 'saveDataErrorExecution' | 'saveDataSuccessExecution' | 'saveManualExecutions'>;

function savePolicy(value: unknown): SavePolicy {
  return value === 'all' || value === 'none' ? value : DEFAULT_VALUE;
}

function saveSwitch(value: unknown): SaveSwitch {
  return typeof value === 'boolean' ? (String(value) as SaveSwitch) : DEFAULT_VALUE;
}

function fromSwitch(value: SaveSwitch): boolean | typeof DEFAULT_VALUE {
  return value === DEFAULT_VALUE ? value : value === 'true';
}

/**
 * The form for a workflow's saved settings. A workflow that never set a timeout starts from the
 * instance's default, as n8n does, so that the modal shows the timeout that actually applies.
 */
export function formFromSettings(settings: IWorkflowSettings, defaults: InstanceDefaults): SettingsForm {
  const timeout = typeof settings.executionTimeout === 'number' ? settings.executionTimeout : defaults.executionTimeout;
  return {
    errorWorkflow: typeof settings.errorWorkflow === 'string' && settings.errorWorkflow !== '' ? settings.errorWorkflow : DEFAULT_VALUE,
    timezone: typeof settings.timezone === 'string' && settings.timezone !== '' ? settings.timezone : DEFAULT_VALUE,
    saveDataErrorExecution: savePolicy(settings.saveDataErrorExecution),
    saveDataSuccessExecution: savePolicy(settings.saveDataSuccessExecution),
    saveManualExecutions: saveSwitch(settings.saveManualExecutions),
    saveExecutionProgress: saveSwitch(settings.saveExecutionProgress),
    timeoutEnabled: timeout !== TIMEOUT_OFF && timeout >= 0,
    timeout: splitTimeout(timeout),
  };
}

/** The settings to save: the form's fields over the ones it does not show (execution order, caller policy). */
export function settingsFromForm(form: SettingsForm, previous: IWorkflowSettings): IWorkflowSettings {
  return {
    ...previous,
    errorWorkflow: form.errorWorkflow,
    timezone: form.timezone,
    saveDataErrorExecution: form.saveDataErrorExecution,
    saveDataSuccessExecution: form.saveDataSuccessExecution,
    saveManualExecutions: fromSwitch(form.saveManualExecutions),
    saveExecutionProgress: fromSwitch(form.saveExecutionProgress),
    executionTimeout: form.timeoutEnabled ? joinTimeout(form.timeout) : TIMEOUT_OFF,
  };
}

export interface SelectOption {
  value: string;
  label: string;
}

/** The words the option lists use; the modal takes them from the catalogue. */
export interface OptionLabels {
  /** 'Default - {{value}}', given the words for what the default does. */
  byDefault(value: string): string;
  save: string;
  doNotSave: string;
  noWorkflow: string;
}

export function savePolicyOptions(instanceDefault: 'all' | 'none', labels: OptionLabels): SelectOption[] {
  return [
    { value: DEFAULT_VALUE, label: labels.byDefault(instanceDefault === 'all' ? labels.save : labels.doNotSave) },
    { value: 'all', label: labels.save },
    { value: 'none', label: labels.doNotSave },
  ];
}

export function saveSwitchOptions(instanceDefault: boolean, labels: OptionLabels): SelectOption[] {
  return [
    { value: DEFAULT_VALUE, label: labels.byDefault(instanceDefault ? labels.save : labels.doNotSave) },
    { value: 'true', label: labels.save },
    { value: 'false', label: labels.doNotSave },
  ];
}

/** The instance's timezone first, as the default, then every timezone the server offers (name -> label). */
export function timezoneOptions(timezones: Record<string, string>, instanceTimezone: string, labels: OptionLabels): SelectOption[] {
  return [
    { value: DEFAULT_VALUE, label: labels.byDefault(timezones[instanceTimezone] ?? instanceTimezone) },
    ...Object.entries(timezones).map(([value, label]) => ({ value, label })),
  ];
}

/**
 * '- No Workflow -' and the other saved workflows by name, as n8n lists them. The open workflow is
 * left out: its own failures cannot be handled by starting it again.
 */
export function errorWorkflowOptions(
  workflows: ReadonlyArray<{ id: string; name: string }>, openWorkflowId: string, labels: OptionLabels,
): SelectOption[] {
  const others = workflows
    .filter((workflow) => workflow.id !== openWorkflowId)
    .map((workflow) => ({ value: workflow.id, label: workflow.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: DEFAULT_VALUE, label: labels.noWorkflow }, ...others];
}

/** Keeps a saved value selectable (and shown) when the list offered no longer holds it. */
export function withSelected(options: SelectOption[], value: string): SelectOption[] {
  return options.some((option) => option.value === value) ? options : [...options, { value, label: value }];
}
