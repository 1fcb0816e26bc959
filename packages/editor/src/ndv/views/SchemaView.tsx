import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { INodeExecutionData } from '@weft/workflow';
import { deriveSchema, fieldName } from '../data/schema';
import { useFieldDrag } from '../parameters/expression/field-drag';
import { parseFieldPath } from '../parameters/expression/mapping-expression';
import classes from './DataViews.module.css';

/** The fields of a page of items: path, type and a sample value. */
export function SchemaView({ items }: { items: readonly INodeExecutionData[] }) {
  const { t } = useTranslation();
  const fields = deriveSchema(items);
  const drag = useFieldDrag();
  if (fields.length === 0) return <Text size="sm" c="dimmed">{t('ndv.data.noFields')}</Text>;
  return (
    <div data-testid="ndv-schema">
      {fields.map((field) => (
        <div key={field.path} className={classes.schemaRow} style={{ paddingLeft: field.depth * 16 }} data-testid="ndv-schema-field" data-path={field.path}
          {...drag?.(parseFieldPath(field.path))}>
          <Badge size="xs" variant="light" color="gray" w={62} style={{ flex: 'none' }}>{field.type}</Badge>
          <Text size="sm" fw={500} style={{ flex: 'none' }}>{fieldName(field.path)}</Text>
          {field.sample !== undefined && <span className={classes.schemaSample} title={field.sample}>{field.sample}</span>}
        </div>
      ))}
    </div>
  );
}
