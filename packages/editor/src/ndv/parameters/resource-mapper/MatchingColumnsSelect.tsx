import { MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PARAMETER_LABEL_STYLES } from './label-styles';
import { titleCase } from './mapper-value';
import type { MapperField, MapperTypeOptions } from './mapper-value';

export interface MatchingColumnsSelectProps {
  fields: MapperField[];
  value: string[];
  options: MapperTypeOptions;
  readOnly: boolean;
  onChange: (ids: string[]) => void;
}

/** "Columns to match on": the column (or, with multiKeyMatch, columns) whose value finds the record to update. */
export function MatchingColumnsSelect({ fields, value, options, readOnly, onChange }: MatchingColumnsSelectProps) {
  const { t } = useTranslation();
  const words = options.fieldWords ?? { singular: t('resourceMapper.column'), plural: t('resourceMapper.columns') };
  const labels = options.matchingFieldsLabels ?? {};
  const data = fields.map((field) => ({ value: field.id, label: field.displayName }));
  const common = {
    data,
    disabled: readOnly,
    description: labels.description ?? t('resourceMapper.matchingDescription', { words: words.plural }),
    comboboxProps: { withinPortal: true },
    styles: PARAMETER_LABEL_STYLES,
    'data-testid': 'resource-mapper-matching-columns',
  };
  if (options.multiKeyMatch) {
    const title = labels.title ?? t('resourceMapper.matchingTitle', { words: titleCase(words.plural) });
    return <MultiSelect {...common} size="sm" label={title} aria-label={title} searchable value={value} onChange={onChange} />;
  }
  const title = labels.title ?? t('resourceMapper.matchingTitle', { words: titleCase(words.singular) });
  return (
    <Select {...common} size="sm" label={title} aria-label={title} searchable allowDeselect={false} value={value[0] ?? null}
      onChange={(id) => onChange(id ? [id] : [])} />
  );
}
