import { ActionIcon, Button, Group, Paper, Select, Stack, Switch, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NodeParameterValueType } from '@weft/workflow';
import { ASSIGNMENT_TYPES, assignmentsOf, assignmentValue, withAssignmentType } from '../assignment-values';
import type { Assignment, AssignmentType } from '../assignment-values';
import { InlineValueInput } from './InlineValueInput';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

/** Edit Fields' fields to set: one row per field with its name, type and value; rows added and removed. */
export function AssignmentCollectionInput({ parameter, path, value, onChange, onFocus, onBlur, readOnly }: ParameterInputProps) {
  const { t } = useTranslation();
  const assignments = assignmentsOf(value);
  const save = (next: Assignment[], typing = false) => onChange(assignmentValue(next) as unknown as NodeParameterValueType, typing);
  const update = (index: number, assignment: Assignment, typing = false) =>
    save(assignments.map((entry, position) => (position === index ? assignment : entry)), typing);
  const typeData = ASSIGNMENT_TYPES.map((type) => ({ value: type, label: t(`parameters.assignment.types.${type}`) }));

  return (
    <Stack gap="xs" role="group" aria-label={parameter.displayName} data-testid={inputTestId(path)}>
      {assignments.map((assignment, index) => (
        <Paper key={assignment.id} withBorder p="xs" radius="sm" data-testid="assignment">
          <Stack gap={6}>
            <Group gap={6} wrap="nowrap">
              <TextInput style={{ flex: 1 }} size="xs" value={assignment.name} placeholder={t('parameters.assignment.name')} disabled={readOnly}
                onFocus={onFocus} onBlur={onBlur} onChange={(event) => update(index, { ...assignment, name: event.currentTarget.value }, true)}
                data-testid="assignment-name" />
              <Select size="xs" w={110} data={typeData} value={assignment.type} allowDeselect={false} disabled={readOnly}
                onChange={(type) => update(index, withAssignmentType(assignment, (type ?? 'string') as AssignmentType))}
                comboboxProps={{ withinPortal: true }} data-testid="assignment-type" />
              {!readOnly && (
                <ActionIcon variant="subtle" color="gray" aria-label={t('parameters.assignment.remove')} data-testid="assignment-remove"
                  onClick={() => save(assignments.filter((_entry, position) => position !== index))}>
                  <IconTrash size={14} />
                </ActionIcon>
              )}
            </Group>
            {assignment.type === 'boolean' ? (
              <Switch size="xs" checked={assignment.value === true} disabled={readOnly} label={t('parameters.assignment.value')}
                onChange={(event) => update(index, { ...assignment, value: event.currentTarget.checked })} data-testid="assignment-value" />
            ) : (
              <InlineValueInput path={`${path}.assignments[${index}].value`} label={t('parameters.assignment.value')} value={assignment.value}
                readOnly={readOnly} onFocus={onFocus} onBlur={onBlur}
                onChange={(next, typing) => update(index, { ...assignment, value: next }, typing)} testId="assignment-value" />
            )}
          </Stack>
        </Paper>
      ))}
      {!readOnly && (
        <Button variant="default" size="xs" fullWidth leftSection={<IconPlus size={14} />} data-testid="assignment-add"
          onClick={() => save([...assignments, { id: crypto.randomUUID(), name: '', value: '', type: 'string' }])}>
          {t('parameters.assignment.add')}
        </Button>
      )}
    </Stack>
  );
}
