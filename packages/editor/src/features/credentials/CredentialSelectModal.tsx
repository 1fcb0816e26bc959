import { useMemo, useState } from 'react';
import { Button, Group, Modal, Select, Text } from '@mantine/core';
import type { ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CredentialIcon } from './CredentialIcon';
import { continueToNew, useCredentialModals } from '../../stores/credential-modals.store';
import { useCredentialTypes } from '../../api/use-credentials';

/** Spec admin §2: pick the app or service to connect to; Continue opens a new credential of that type. */
export function CredentialSelectModal() {
  const { t } = useTranslation();
  const opened = useCredentialModals((state) => state.modal?.kind === 'select');
  const close = useCredentialModals((state) => state.close);
  const types = useCredentialTypes();
  const [chosen, setChosen] = useState<string | null>(null);

  const byName = useMemo(() => new Map((types.data ?? []).map((type) => [type.name, type])), [types.data]);
  const data = useMemo(
    () => (types.data ?? []).map((type) => ({ value: type.name, label: type.displayName }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    [types.data],
  );
  const renderOption = ({ option }: { option: ComboboxItem }) => (
    <Group gap="sm" wrap="nowrap">
      <CredentialIcon type={byName.get(option.value)} size={20} />
      <Text size="sm">{option.label}</Text>
    </Group>
  );
  const onContinue = () => {
    if (chosen === null) return;
    setChosen(null);
    continueToNew(chosen);
  };

  return (
    <Modal opened={opened} onClose={() => { setChosen(null); close(); }} size={480} title={<Text fw={600} size="lg">{t('credentials.select.title')}</Text>}>
      <div data-testid="credential-select-modal">
        <Text size="sm" mb="sm">{t('credentials.select.prompt')}</Text>
        <Select
          data={data}
          value={chosen}
          onChange={setChosen}
          searchable
          data-autofocus
          nothingFoundMessage={t('credentials.select.nothingFound')}
          placeholder={t('credentials.select.placeholder')}
          aria-label={t('credentials.select.prompt')}
          leftSection={chosen ? <CredentialIcon type={byName.get(chosen)} size={18} /> : undefined}
          renderOption={renderOption}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          disabled={types.isPending}
          data-testid="credential-select-type"
        />
        <Group justify="flex-end" mt="lg">
          <Button disabled={chosen === null} onClick={onContinue} data-testid="credential-select-continue">{t('credentials.select.continue')}</Button>
        </Group>
      </div>
    </Modal>
  );
}
