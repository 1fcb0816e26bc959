import { Group, Select, TextInput } from '@mantine/core';
import type { NodeParameterValueType } from '@weft/workflow';
import { ResourceLocatorList } from '../resource-locator/ResourceLocatorList';
import { currentMode, locatorOf, modesOf, switchMode } from '../resource-locator/locator-value';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

/**
 * A resource locator (`{ __rl: true, value, mode }`) or a workflow selector: a mode picker beside the
 * input of the mode the value is in — a searchable list, or the ID or address typed as text.
 */
export function ResourceLocatorInput({ parameter, path, value, onChange, onFocus, onBlur, readOnly, error }: ParameterInputProps) {
  const locator = locatorOf(value);
  const modes = modesOf(parameter);
  const mode = currentMode(parameter, locator);
  const inner = locator ? locator.value : value;
  const text = inner === undefined || inner === null ? '' : String(inner);

  const input = mode?.type === 'list' ? (
    <ResourceLocatorList
      mode={mode} path={path} locator={locator} label={parameter.displayName} readOnly={readOnly} error={error}
      testId={inputTestId(path)} onPick={(next) => { onFocus(); onChange(next); onBlur(); }}
    />
  ) : (
    <TextInput
      value={text}
      placeholder={mode?.placeholder ?? parameter.placeholder}
      disabled={readOnly}
      error={error}
      onFocus={onFocus}
      onBlur={onBlur}
      onChange={(event) => {
        const next = event.currentTarget.value;
        // A typed value names no picked result: the cached name would show the wrong one.
        const rest = locator ? { __rl: true, mode: locator.mode || mode?.name || '', value: next } : undefined;
        onChange((rest ?? next) as NodeParameterValueType, true);
      }}
      aria-label={parameter.displayName}
      data-testid={inputTestId(path)}
    />
  );
  if (modes.length < 2) return input;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Select
        data={modes.map((candidate) => ({ value: candidate.name, label: candidate.displayName }))}
        value={mode?.name ?? null}
        allowDeselect={false}
        disabled={readOnly}
        w={112}
        style={{ flexShrink: 0 }}
        comboboxProps={{ withinPortal: true }}
        onChange={(next) => { if (next && next !== mode?.name) onChange(switchMode(locator, next)); }}
        aria-label={`${parameter.displayName} mode`}
        data-testid={`${inputTestId(path)}-mode`}
      />
      <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
    </Group>
  );
}
