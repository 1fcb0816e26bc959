import { useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkflowStore } from '../stores/workflow/workflow-store-context';
import { useCanvasActions } from './use-canvas-actions';

function RenameForm({ from }: { from: string }) {
  const { t } = useTranslation();
  const actions = useCanvasActions();
  const stopRenaming = useWorkflowStore((state) => state.stopRenaming);
  const [value, setValue] = useState(from);
  const confirm = () => {
    const to = value.trim();
    // An empty name (or the same one) changes nothing (spec).
    if (to && to !== from) actions.apply({ type: 'renameNode', from, to });
    stopRenaming();
  };
  return (
    <form onSubmit={(event) => { event.preventDefault(); confirm(); }}>
      <TextInput
        data-autofocus
        label={t('canvas.renameLabel')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="rename-input"
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={stopRenaming}>{t('canvas.cancel')}</Button>
        <Button type="submit" data-testid="rename-confirm">{t('canvas.rename')}</Button>
      </Group>
    </form>
  );
}

/** The F2 prompt: Enter confirms, Escape cancels; renameNode makes the name unique. */
export function RenameNodeModal() {
  const { t } = useTranslation();
  const from = useWorkflowStore((state) => state.renamingNodeName);
  const stopRenaming = useWorkflowStore((state) => state.stopRenaming);
  return (
    <Modal opened={from !== null} onClose={stopRenaming} title={t('canvas.renameTitle')} data-testid="rename-modal">
      {from !== null && <RenameForm key={from} from={from} />}
    </Modal>
  );
}
