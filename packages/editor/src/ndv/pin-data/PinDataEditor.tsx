import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkflowStore, useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import { JsonCodeEditor } from './JsonCodeEditor';

/**
 * The output pane's body while a node's output is edited (spec/editor.md §4 'Pinned data'): the items'
 * JSON in a code editor, Cancel and Save. Save pins the text as the node's output, one undo step.
 * It also asks, when the node details view is closed meanwhile, whether to discard the changed text.
 */
export function PinDataEditor({ nodeName }: { nodeName: string }) {
  const { t } = useTranslation();
  const editingNode = useWorkflowStore((state) => state.pinEditor.editingNode);
  const initialText = useWorkflowStore((state) => state.pinEditor.initialText);
  const problem = useWorkflowStore((state) => state.pinEditor.problem);
  const closeRequested = useWorkflowStore((state) => state.pinEditor.closeRequested);
  const { setPinText: setText, cancelPinEdit: cancel, savePinEdit: save, answerClose } = useWorkflowStoreApi().getState();

  if (editingNode !== nodeName) return null;
  return (
    <Stack gap="xs" h="100%" p="xs" data-testid="pin-data-editor">
      <Text size="xs" c="dimmed">{t('pinData.editorHint')}</Text>
      <div style={{ flex: 1, minHeight: 160, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, overflow: 'hidden' }}>
        <JsonCodeEditor
          key={nodeName}
          initialText={initialText}
          onChange={setText}
          ariaLabel={t('pinData.editorLabel', { node: nodeName })}
          testId="pin-data-code"
        />
      </div>
      {problem && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} title={t('pinData.invalidTitle')} data-testid="pin-data-error">
          <Text size="sm">{problem.message}</Text>
          {problem.hint && <Text size="sm" fw={600} mt={4} data-testid="pin-data-hint">{problem.hint}</Text>}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={cancel} data-testid="pin-data-cancel">{t('pinData.cancel')}</Button>
        <Button size="xs" onClick={() => save()} data-testid="pin-data-save">{t('pinData.save')}</Button>
      </Group>
      <Modal
        opened={closeRequested}
        onClose={() => answerClose(false)}
        title={t('pinData.discardTitle')}
        centered
        size={420}
        zIndex={400}
      >
        <Stack gap="md" data-testid="pin-data-discard-confirm">
          <Text size="sm">{t('pinData.discardMessage')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => answerClose(false)} data-testid="pin-data-keep-editing">{t('pinData.keepEditing')}</Button>
            <Button color="red" onClick={() => answerClose(true)} data-testid="pin-data-discard">{t('pinData.discard')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
