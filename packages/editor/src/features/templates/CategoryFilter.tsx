import { useState } from 'react';
import { Anchor, Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TemplateCategory } from '../../api/templates-host';
import { CATEGORY_LIMIT } from './templates-constants';

interface Props {
  categories: TemplateCategory[] | undefined;
  selected: number[];
  onToggle: (id: number) => void;
  onClear: () => void;
}

/** 'All categories' and one box per category; the first 12, then '+N more' shows the rest. */
export function CategoryFilter({ categories, selected, onToggle, onClear }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (!categories) {
    return <Stack gap={10}>{Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={16} w="80%" />)}</Stack>;
  }
  // Selected categories stay in view even beyond the first twelve.
  const shown = expanded ? categories : categories.filter((category, i) => i < CATEGORY_LIMIT || selected.includes(category.id));
  const more = categories.length - shown.length;
  return (
    <Stack gap={10} data-testid="category-filter">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">{t('templates.categories')}</Text>
      <Checkbox label={t('templates.allCategories')} checked={selected.length === 0} onChange={onClear} data-testid="category-all" />
      {shown.map((category) => (
        <Checkbox
          key={category.id}
          label={category.name}
          checked={selected.includes(category.id)}
          onChange={() => onToggle(category.id)}
          data-testid="category-option"
        />
      ))}
      {more > 0 && (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setExpanded(true)} data-testid="categories-more">
          {t('templates.moreCategories', { count: more })}
        </Anchor>
      )}
    </Stack>
  );
}
