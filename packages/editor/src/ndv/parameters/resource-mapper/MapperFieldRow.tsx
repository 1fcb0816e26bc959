import { memo, useMemo } from 'react';
import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isExpression } from '@weft/workflow';
import type { NodeParameterValueType } from '@weft/workflow';
import { ValueModeToggle } from '../expression';
import { ParameterValueInput } from '../ParameterValueInput';
import { useEngaged } from '../use-engaged';
import { fieldParameter } from './mapper-value';
import type { MapperField } from './mapper-value';

export interface MapperFieldRowProps {
  mapperName: string;
  /** The mapper parameter's path; the row's value sits at `<path>.value.<column id>`. */
  path: string;
  field: MapperField;
  value: unknown;
  matching: boolean;
  removable: boolean;
  readOnly: boolean;
  onChange: (id: string, value: NodeParameterValueType | undefined, typing?: boolean) => void;
  onRemove: (id: string) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** One column: its name, the input of its type (fixed value or expression, a drop target) and its remove button. */
export const MapperFieldRow = memo(function MapperFieldRow(props: MapperFieldRowProps) {
  const { mapperName, path, field, value, matching, removable, readOnly, onChange, onRemove, onFocus, onBlur } = props;
  const { t } = useTranslation();
  const engaged = useEngaged();
  const parameter = useMemo(() => fieldParameter(mapperName, field), [mapperName, field]);
  const shown = (value ?? parameter.default) as NodeParameterValueType;
  const set = (next: NodeParameterValueType | undefined, typing?: boolean) => onChange(field.id, next, typing);
  return (
    <Box data-testid="resource-mapper-field" data-field-id={field.id} {...engaged.handlers}>
      <Group justify="space-between" wrap="nowrap" gap={4} mb={4} mih={28}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="resource-mapper-field-label">
          {field.displayName}
          {field.required && <Text span c="red" ml={2}>*</Text>}
          {matching && <Text span size="xs" c="dimmed" ml={6}>{t('resourceMapper.usingToMatch')}</Text>}
        </Text>
        {!readOnly && (engaged.active || isExpression(shown)) && (
          <Group gap={4} wrap="nowrap">
            <ValueModeToggle parameter={parameter} value={shown} onChange={(next) => set(next)} />
            {removable && (
              <Tooltip label={t('resourceMapper.removeField')} withinPortal>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('resourceMapper.removeFieldNamed', { name: field.displayName })}
                  data-testid="resource-mapper-field-remove" onClick={() => onRemove(field.id)}>
                  <IconTrash size={14} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </Group>
      <ParameterValueInput parameter={parameter} path={`${path}.value.${field.id}`} value={shown} onChange={set}
        onFocus={onFocus} onBlur={onBlur} readOnly={readOnly} />
    </Box>
  );
});
