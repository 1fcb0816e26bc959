import { memo, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ActionIcon, Button, Group, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TAG_NAME_MAX_LENGTH } from '@weft/contracts';
import type { TagDetails } from '@weft/contracts';
import classes from './TagsManager.module.css';

/** Focus comes a moment after the row opens so the modal's own focus handling does not take it back. */
const INPUT_FOCUS_DELAY = 350;
const DELETE_FOCUS_DELAY = 100;

function onRowKeys(apply: () => void, cancel: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter') { event.preventDefault(); apply(); }
    if (event.key === 'Escape') { event.preventDefault(); event.stopPropagation(); cancel(); }
  };
}

export interface NameRowProps {
  initial: string;
  busy: boolean;
  submitLabel: string;
  testId: string;
  onSubmit(name: string): void;
  onCancel(): void;
}

/** A row whose name is being typed: a new tag, or a rename. */
export function NameEditRow({ initial, busy, submitLabel, testId, onSubmit, onCancel }: NameRowProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => input.current?.select(), INPUT_FOCUS_DELAY);
    return () => clearTimeout(timer);
  }, []);
  const apply = () => { if (!busy) onSubmit(value); };
  return (
    <Table.Tr className={classes.activeRow} data-testid={testId}>
      <Table.Td colSpan={2}>
        <TextInput
          ref={input}
          size="xs"
          value={value}
          maxLength={TAG_NAME_MAX_LENGTH}
          placeholder={t('tags.namePlaceholder')}
          aria-label={t('tags.nameColumn')}
          data-testid="tags-manager-name-input"
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={onRowKeys(apply, onCancel)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button size="compact-sm" variant="default" onClick={onCancel} disabled={busy}>{t('tags.cancel')}</Button>
          <Button size="compact-sm" onClick={apply} loading={busy} data-testid="tags-manager-apply">{submitLabel}</Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export interface DeleteRowProps {
  tag: TagDetails;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The question before a delete, in place of the row. */
export function DeleteConfirmRow({ tag, busy, onConfirm, onCancel }: DeleteRowProps) {
  const { t } = useTranslation();
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => confirmButton.current?.focus(), DELETE_FOCUS_DELAY);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Table.Tr className={classes.deleteRow} data-testid="tags-manager-delete-row" onKeyDown={onRowKeys(onConfirm, onCancel)}>
      <Table.Td colSpan={2}>
        <Text size="sm" fw={500}>{t('tags.deleteQuestion', { name: tag.name })}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button size="compact-sm" variant="default" onClick={onCancel} disabled={busy}>{t('tags.cancel')}</Button>
          <Button ref={confirmButton} size="compact-sm" color="red" onClick={onConfirm} loading={busy} data-testid="tags-manager-confirm-delete">
            {t('tags.deleteConfirm')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export interface ViewRowProps {
  tag: TagDetails;
  disabled: boolean;
  canDelete: boolean;
  onRename(id: string): void;
  onDelete(id: string): void;
}

/** A tag at rest: name, how often it is used, and its actions (hidden while another row is active). */
export const TagViewRow = memo(function TagViewRow({ tag, disabled, canDelete, onRename, onDelete }: ViewRowProps) {
  const { t } = useTranslation();
  const usage = tag.usageCount ?? 0;
  return (
    <Table.Tr className={disabled ? classes.disabledRow : classes.row} data-testid="tags-manager-row" data-tag-name={tag.name}>
      <Table.Td><Text size="sm" fw={500} className={classes.name}>{tag.name}</Text></Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" data-testid="tags-manager-usage">
          {usage > 0 ? t('tags.inUse', { count: usage }) : t('tags.notUsed')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap" className={classes.actions}>
          <Tooltip label={t('tags.rename')} openDelay={400}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('tags.rename')} disabled={disabled}
              data-testid="tags-manager-rename" onClick={() => onRename(tag.id)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          {canDelete && (
            <Tooltip label={t('tags.delete')} openDelay={400}>
              <ActionIcon variant="subtle" color="gray" aria-label={t('tags.delete')} disabled={disabled}
                data-testid="tags-manager-delete" onClick={() => onDelete(tag.id)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
