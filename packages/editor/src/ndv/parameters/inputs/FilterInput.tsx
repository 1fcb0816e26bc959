import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, SegmentedControl, Select, Stack, Switch } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isPlainObject } from '@weft/workflow';
import type { NodeParameterValueType } from '@weft/workflow';
import { FILTER_OPERATOR_TYPES, FILTER_OPERATORS, findOperator, operatorKey } from '../filter/filter-operators';
import { newCondition, normalizeFilter, withOperator } from '../filter/filter-values';
import type { FilterConditionValue, FilterParameterValue } from '../filter/filter-values';
import { InlineValueInput } from './InlineValueInput';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

const newId = () => crypto.randomUUID();

/**
 * The conditions builder of a `filter` parameter: per condition a left value, an operator grouped by
 * type and a right value; the conditions joined by AND or OR; case sensitivity and type validation.
 */
export function FilterInput({ parameter, path, value, onChange, onFocus, onBlur, readOnly }: ParameterInputProps) {
  const { t } = useTranslation();
  const [unsavedIdPrefix] = useState(newId);
  // A node that sets these from its own parameters (If v2's options) takes them out of the builder.
  const nodeFilterOptions = isPlainObject(parameter.typeOptions?.filter) ? parameter.typeOptions.filter : {};
  const ownCaseSensitive = nodeFilterOptions.caseSensitive === undefined;
  const ownTypeValidation = nodeFilterOptions.typeValidation === undefined;
  const filter = normalizeFilter(value, (index) => `${unsavedIdPrefix}-${index}`);
  const save = (next: FilterParameterValue, typing = false) => onChange(next as unknown as NodeParameterValueType, typing);
  const setCondition = (index: number, condition: FilterConditionValue, typing = false) =>
    save({ ...filter, conditions: filter.conditions.map((entry, position) => (position === index ? condition : entry)) }, typing);
  const operatorData = FILTER_OPERATOR_TYPES.map((type) => ({
    group: t(`parameters.filter.types.${type}`),
    items: FILTER_OPERATORS.filter((operator) => operator.type === type)
      .map((operator) => ({ value: operatorKey(operator), label: t(`parameters.filter.operations.${operator.operation}`) })),
  }));

  return (
    <Stack gap="xs" role="group" aria-label={parameter.displayName} data-testid={inputTestId(path)}>
      {filter.conditions.map((condition, index) => (
        <Paper key={condition.id} withBorder p="xs" radius="sm" data-testid="filter-condition">
          <Stack gap={6}>
            <Group gap={6} wrap="nowrap">
              <InlineValueInput style={{ flex: 1 }} path={`${path}.conditions[${index}].leftValue`} label={t('parameters.filter.value1')}
                value={condition.leftValue} readOnly={readOnly} onFocus={onFocus} onBlur={onBlur}
                onChange={(next, typing) => setCondition(index, { ...condition, leftValue: next }, typing)} testId="filter-condition-left" />
              {!readOnly && (
                <ActionIcon variant="subtle" color="gray" aria-label={t('parameters.filter.remove')} data-testid="filter-condition-remove"
                  onClick={() => save({ ...filter, conditions: filter.conditions.filter((_entry, position) => position !== index) })}>
                  <IconTrash size={14} />
                </ActionIcon>
              )}
            </Group>
            <Select size="xs" data={operatorData} value={operatorKey(condition.operator)} allowDeselect={false} disabled={readOnly}
              onChange={(key) => { const operator = key ? findOperator(key) : undefined; if (operator) setCondition(index, withOperator(condition, operator)); }}
              comboboxProps={{ withinPortal: true }} maxDropdownHeight={320} data-testid="filter-condition-operator" />
            {!condition.operator.singleValue && (
              <InlineValueInput path={`${path}.conditions[${index}].rightValue`} label={t('parameters.filter.value2')}
                value={condition.rightValue} readOnly={readOnly} onFocus={onFocus} onBlur={onBlur}
                onChange={(next, typing) => setCondition(index, { ...condition, rightValue: next }, typing)} testId="filter-condition-right" />
            )}
          </Stack>
        </Paper>
      ))}
      {!readOnly && (
        <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} fullWidth data-testid="filter-add-condition"
          onClick={() => save({ ...filter, conditions: [...filter.conditions, newCondition(newId())] })}>
          {t('parameters.filter.add')}
        </Button>
      )}
      {filter.conditions.length > 1 && (
        <SegmentedControl size="xs" value={filter.combinator} disabled={readOnly} data-testid="filter-combinator"
          data={[{ value: 'and', label: t('parameters.filter.and') }, { value: 'or', label: t('parameters.filter.or') }]}
          onChange={(combinator) => save({ ...filter, combinator: combinator === 'or' ? 'or' : 'and' })} />
      )}
      {(ownCaseSensitive || ownTypeValidation) && (
        <Group gap="md">
          {ownCaseSensitive && (
            <Switch size="xs" label={t('parameters.filter.caseSensitive')} checked={filter.options.caseSensitive} disabled={readOnly}
              onChange={(event) => save({ ...filter, options: { ...filter.options, caseSensitive: event.currentTarget.checked } })} />
          )}
          {ownTypeValidation && (
            <Switch size="xs" label={t('parameters.filter.looseTypes')} checked={filter.options.typeValidation === 'loose'} disabled={readOnly}
              onChange={(event) => save({ ...filter, options: { ...filter.options, typeValidation: event.currentTarget.checked ? 'loose' : 'strict' } })} />
          )}
        </Group>
      )}
    </Stack>
  );
}
