import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkflowStoreApi } from '../../../stores/workflow/workflow-store-context';
import { useParametersContext } from '../parameters-context';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

/** The importer is loaded when a command is imported, so the editor's first screen does not carry it. */
const loadImporter = () => import('../../../domain/curl/curl-to-http-request');

/** n8n's 'Import cURL': a command pasted here replaces the HTTP Request node's parameters (one undo step). */
export function CurlImportButton({ parameter, path, readOnly }: ParameterInputProps) {
  const { t } = useTranslation();
  const workflow = useWorkflowStoreApi();
  const { nodeName, version } = useParametersContext();
  const [opened, setOpened] = useState(false);
  const [command, setCommand] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpened(false);
    setError(undefined);
  };
  const submit = async () => {
    setBusy(true);
    try {
      const { curlToHttpRequest, CurlParseError } = await loadImporter();
      try {
        const { parameters, notes } = curlToHttpRequest(command, version);
        workflow.getState().apply({ type: 'setNodeParameters', node: nodeName, parameters });
        close();
        setCommand('');
        notifications.show({
          color: notes.length > 0 ? 'yellow' : 'green', title: t('parameters.curlImport.imported'),
          message: notes.length > 0 ? notes.join('\n') : t('parameters.curlImport.importedMessage'), autoClose: notes.length === 0,
        });
      } catch (caught) {
        if (!(caught instanceof CurlParseError)) throw caught;
        setError(caught.message);
      }
    } catch (caught) {
      setError(t('parameters.curlImport.failed', { message: (caught as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="default" size="xs" disabled={readOnly} onClick={() => setOpened(true)} data-testid={inputTestId(path)}>
        {parameter.displayName}
      </Button>
      <Modal opened={opened} onClose={close} title={t('parameters.curlImport.title')} size="lg" data-testid="curl-import-modal">
        <Stack gap="sm">
          <Textarea
            data-autofocus autosize minRows={6} maxRows={16} value={command} spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            placeholder={t('parameters.curlImport.placeholder')} aria-label={t('parameters.curlImport.title')}
            onChange={(event) => { setCommand(event.currentTarget.value); setError(undefined); }}
            data-testid="curl-import-command"
          />
          {error && (
            <Alert color="red" icon={<IconAlertTriangle size={16} />} title={t('parameters.curlImport.errorTitle')} data-testid="curl-import-error">
              {error}
            </Alert>
          )}
          <Text size="xs" c="dimmed">{t('parameters.curlImport.hint')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-testid="curl-import-cancel">{t('parameters.curlImport.cancel')}</Button>
            <Button onClick={() => void submit()} loading={busy} disabled={command.trim() === ''} data-testid="curl-import-submit">
              {t('parameters.curlImport.import')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
