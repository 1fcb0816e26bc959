import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Alert, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NodeParameterValueType } from '@weft/workflow';
import { useParametersContext } from '../parameters-context';
import { MapperFieldRow } from '../resource-mapper/MapperFieldRow';
import { MapperHeader } from '../resource-mapper/MapperHeader';
import { MatchingColumnsSelect } from '../resource-mapper/MatchingColumnsSelect';
import {
  addableFields, addAllFields, addField, asParameterValue, mapperTypeOptions, mapperValueOf, matchableFields, mergeSchema,
  removeAllFields, removeField, setFieldValue, setMappingMode, setMatchingColumns, shownFields, titleCase, usesMatching,
} from '../resource-mapper/mapper-value';
import type { MapperValue, MappingMode } from '../resource-mapper/mapper-value';
import { PARAMETER_LABEL_STYLES } from '../resource-mapper/label-styles';
import { useMapperFields } from '../resource-mapper/use-mapper-fields';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

/**
 * n8n's column mapper: how the columns get their values (each set below, or from input fields of the
 * same name), the columns that find the record, and one row per column. The columns come from the
 * node's `resourceMapping` method and are kept in the value's `schema`, as n8n saves it.
 */
export function ResourceMapperInput({ parameter, path, value, onChange, onFocus, onBlur, readOnly }: ParameterInputProps) {
  const { t } = useTranslation();
  const { nodeName } = useParametersContext();
  const options = mapperTypeOptions(parameter);
  const mapper = mapperValueOf(value);
  const words = options.fieldWords ?? { singular: t('resourceMapper.column'), plural: t('resourceMapper.columns') };
  const { fields, loading, error, refresh } = useMapperFields(nodeName, parameter, path, options.resourceMapperMethod);

  const latest = useRef({ value, mapper, options, onChange });
  // Callbacks stay the same across renders (the rows are memoized) yet edit the value as it is now.
  useLayoutEffect(() => { latest.current = { value, mapper, options, onChange }; });
  const save = useCallback((next: MapperValue, typing?: boolean) => latest.current.onChange(asParameterValue(next), typing), []);

  // Each load of the columns is merged into the saved schema; nothing is written when it is unchanged.
  useEffect(() => {
    if (!fields || readOnly) return;
    const current = latest.current;
    const merged = mergeSchema(current.mapper, fields, current.options);
    if (JSON.stringify(merged) !== JSON.stringify(current.value)) save(merged);
  }, [fields, readOnly, save]);

  const setValue = useCallback((id: string, next: NodeParameterValueType | undefined, typing?: boolean) =>
    save(setFieldValue(latest.current.mapper, id, next), typing), [save]);
  const remove = useCallback((id: string) => save(removeField(latest.current.mapper, id)), [save]);

  const matching = usesMatching(options) ? mapper.matchingColumns : [];
  const shown = shownFields(mapper, options);
  const addable = addableFields(mapper, options);
  const modes = [
    { value: 'defineBelow', label: t('resourceMapper.defineBelow') },
    { value: 'autoMapInputData', label: t('resourceMapper.autoMap') },
  ];

  return (
    <Stack gap="sm" data-testid={inputTestId(path)} data-loading={loading || undefined}>
      {options.supportAutoMap && options.mode !== 'map' && (
        <Select size="sm" label={t('resourceMapper.modeLabel', { words: titleCase(words.singular) })} data={modes} value={mapper.mappingMode}
          allowDeselect={false} disabled={readOnly} comboboxProps={{ withinPortal: true }} data-testid="resource-mapper-mode" styles={PARAMETER_LABEL_STYLES}
          onChange={(mode) => save(setMappingMode(mapper, (mode ?? 'defineBelow') as MappingMode))}
          description={mapper.mappingMode === 'autoMapInputData' ? t('resourceMapper.autoMapHint', { words: words.plural }) : undefined} />
      )}
      {error && (
        <Alert color="red" variant="light" title={t('resourceMapper.loadError', { words: words.plural })} data-testid="resource-mapper-error" style={{ overflowWrap: 'anywhere' }}>
          {error}
        </Alert>
      )}
      {usesMatching(options) && mapper.schema.length > 0 && (
        <MatchingColumnsSelect fields={matchableFields(mapper)} value={matching} options={options} readOnly={readOnly}
          onChange={(ids) => save(setMatchingColumns(mapper, ids))} />
      )}
      {mapper.mappingMode === 'defineBelow' && (
        <Stack gap="sm">
          <MapperHeader title={t('resourceMapper.valuesToSend')} loading={loading} readOnly={readOnly}
            canAddAll={addable.length > 0} canRemoveAll={shown.some((field) => !matching.includes(field.id))}
            onRefresh={refresh} onAddAll={() => save(addAllFields(mapper, options))} onRemoveAll={() => save(removeAllFields(mapper, options))} />
          {!loading && !error && fields && mapper.schema.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="resource-mapper-empty">
              {options.noFieldsError ?? t('resourceMapper.noFields', { words: words.plural })}
            </Text>
          )}
          {shown.map((field) => (
            <MapperFieldRow key={field.id} mapperName={parameter.name} path={path} field={field} value={mapper.value?.[field.id]}
              matching={matching.includes(field.id)} removable={!field.required && !matching.includes(field.id)} readOnly={readOnly}
              onChange={setValue} onRemove={remove} onFocus={onFocus} onBlur={onBlur} />
          ))}
          {!readOnly && addable.length > 0 && (
            <Select size="sm" placeholder={t('resourceMapper.addField', { word: words.singular })} value={null} searchable
              data={addable.map((field) => ({ value: field.id, label: field.displayName }))} comboboxProps={{ withinPortal: true }}
              aria-label={t('resourceMapper.addField', { word: words.singular })} data-testid="resource-mapper-add-field"
              onChange={(id) => { if (id) save(addField(mapper, id)); }} />
          )}
        </Stack>
      )}
      {mapper.mappingMode === 'autoMapInputData' && (
        <MapperHeader title={t('resourceMapper.columnsTitle', { words: words.plural })} loading={loading} readOnly
          canAddAll={false} canRemoveAll={false} onRefresh={refresh} onAddAll={() => undefined} onRemoveAll={() => undefined} />
      )}
    </Stack>
  );
}
