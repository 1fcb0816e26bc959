import { useState } from 'react';
import { Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CREDENTIAL_NAME_MAX_LENGTH } from '@weft/contracts';
import type { CredentialTypeDescription } from '@weft/contracts';
import { CredentialIcon } from './CredentialIcon';
import { nameAfterEdit } from './credential-rules';

export interface CredentialNameHeaderProps {
  type: CredentialTypeDescription;
  name: string;
  onRename: (name: string) => void;
}

/** Icon, inline-editable name (at most 64 characters; emptied → the untitled name with a warning) and the type. */
export function CredentialNameHeader({ type, name, onRename }: CredentialNameHeaderProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const kind = t('credentials.kind');
    const edit = nameAfterEdit(draft, t('credentials.edit.untitled', { kind }));
    setDraft(null);
    if (edit.emptied) {
      notifications.show({ color: 'yellow', title: t('credentials.edit.nameEmpty', { kind }), message: t('credentials.edit.nameEmptyMessage', { name: edit.name }) });
    }
    if (edit.name !== name) onRename(edit.name);
  };

  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
      <CredentialIcon type={type} size={34} />
      <div style={{ minWidth: 0, flex: 1 }}>
        {draft === null
          ? (
            <UnstyledButton onClick={() => setDraft(name)} aria-label={t('credentials.edit.rename')} data-testid="credential-name" style={{ maxWidth: '100%' }}>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} size="lg" truncate="end">{name}</Text>
                <IconPencil size={14} color="var(--mantine-color-dimmed)" />
              </Group>
            </UnstyledButton>
          )
          : (
            <TextInput
              value={draft}
              maxLength={CREDENTIAL_NAME_MAX_LENGTH}
              size="sm"
              autoFocus
              aria-label={t('credentials.edit.nameLabel')}
              data-testid="credential-name-input"
              onChange={(event) => setDraft(event.currentTarget.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commit();
                // Escape leaves the old name and must not close the dialog.
                if (event.key === 'Escape') { event.stopPropagation(); setDraft(null); }
              }}
            />
          )}
        <Text size="sm" c="dimmed" truncate="end" data-testid="credential-type-name">{type.displayName}</Text>
      </div>
    </Group>
  );
}
