import { useState } from 'react';
import { ActionIcon, TagsInput, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TAG_NAME_MAX_LENGTH } from '@weft/contracts';
import type { ITag } from '@weft/workflow';
import { resolveTagNames } from './tag-rules';
import { useTagActions } from './use-tag-actions';
import { useTags } from './use-tags';
import { useTagsManager } from './tags-manager.store';

export interface TagsSelectProps {
  value: readonly ITag[];
  onChange(tags: ITag[]): void;
  disabled?: boolean;
  placeholder?: string;
  'data-testid'?: string;
}

/**
 * Choose tags by name: existing ones from the list, a new name becomes a new tag on Enter (names are
 * matched ignoring case). The gear opens the tags manager.
 */
export function TagsSelect({ value, onChange, disabled = false, placeholder, 'data-testid': testId = 'tags-select' }: TagsSelectProps) {
  const { t } = useTranslation();
  const tags = useTags();
  const actions = useTagActions();
  const openManager = useTagsManager((state) => state.open);
  const [creating, setCreating] = useState(false);

  const onNames = async (names: string[]) => {
    const known = [...(tags.data ?? []), ...value];
    const { tags: chosen, toCreate } = resolveTagNames(names, known);
    if (toCreate.length === 0) {
      onChange(chosen.map(({ id, name }) => ({ id, name })));
      return;
    }
    setCreating(true);
    try {
      const created: ITag[] = [];
      for (const name of toCreate) {
        const tag = await actions.create(name);
        if (tag) created.push(tag);
      }
      const byName = resolveTagNames(names, [...known, ...created]).tags;
      onChange(byName.map(({ id, name }) => ({ id, name })));
    } finally {
      setCreating(false);
    }
  };

  return (
    <TagsInput
      data-testid={testId}
      size="xs"
      miw={180}
      maw={420}
      aria-label={t('tags.selectLabel')}
      placeholder={value.length === 0 ? (placeholder ?? t('tags.selectPlaceholder')) : undefined}
      data={(tags.data ?? []).map((tag) => tag.name)}
      value={value.map((tag) => tag.name)}
      onChange={(names) => void onNames(names)}
      disabled={disabled || creating}
      maxLength={TAG_NAME_MAX_LENGTH}
      clearable={false}
      // A tag is made on Enter only: leaving the field must not create one from half-typed text.
      acceptValueOnBlur={false}
      // Mantine keeps a closed dropdown mounted (hidden), and its positioning then reads computed styles
      // whenever the page's layout changes: on a thousand-node canvas, each read restyled the whole page.
      comboboxProps={{ withinPortal: true, shadow: 'md', keepMounted: false }}
      rightSectionPointerEvents="all"
      rightSection={(
        <Tooltip label={t('tags.manage')} openDelay={300}>
          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('tags.manage')} onClick={openManager}
            data-testid="tags-select-manage">
            <IconSettings size={14} />
          </ActionIcon>
        </Tooltip>
      )}
    />
  );
}
