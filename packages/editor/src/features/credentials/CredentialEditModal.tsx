import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Button, Center, CloseButton, Group, Loader, Modal, ScrollArea, Tabs, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Credential, CredentialTypeDescription, NodeAccess } from '@weft/contracts';
import { useNodeTypes } from '../../api/use-node-types';
import { showErrorToast } from '../../components/notify';
import { CredentialConfirm } from './CredentialConfirm';
import { CredentialConnectionTab } from './CredentialConnectionTab';
import { CredentialDetailsTab } from './CredentialDetailsTab';
import { CredentialNameHeader } from './CredentialNameHeader';
import { defaultNodesAccess, nodeAccessOptions, suggestedCredentialName } from './credential-rules';
import type { NodeAccessOption } from './credential-rules';
import { useCredentialModals } from '../../stores/credential-modals.store';
import type { CredentialCreatedCallback, CredentialModal } from '../../stores/credential-modals.store';
import { useCredentialForm } from './use-credential-form';
import { useCredential, useCredentialTypes, useNewCredentialName } from '../../api/use-credentials';
import { PopupBlockedError, useOAuthConnect } from './use-oauth-connect';

type Question = 'unsaved' | 'notConnected' | 'delete' | null;

interface EditorProps {
  type: CredentialTypeDescription;
  types: readonly CredentialTypeDescription[];
  credential?: Credential;
  initialName: string;
  initialAccess: NodeAccess[];
  accessOptions: readonly NodeAccessOption[];
  onCreated: CredentialCreatedCallback | null;
  /** Where the dialog's Escape and outside click go: the editor decides whether to ask first. */
  closeRequestRef: { current: () => void };
  onClose: () => void;
}

function CredentialEditor({ type, types, credential, initialName, initialAccess, accessOptions, onCreated, closeRequestRef, onClose }: EditorProps) {
  const { t } = useTranslation();
  const form = useCredentialForm({ type, types, credential, initialName, initialAccess, onCreated });
  const stored = useCredential(form.id);
  const [question, setQuestion] = useState<Question>(null);
  const [tab, setTab] = useState<string | null>('connection');
  const [connecting, setConnecting] = useState(false);
  const connect = useOAuthConnect(() => {
    form.markConnected();
    void stored.refetch();
    notifications.show({ color: 'green', title: t('credentials.edit.accountConnected'), message: form.name });
  });

  const requestClose = () => {
    if (form.dirty) setQuestion('unsaved');
    else if (form.connectable && !form.connected && !form.isNew) setQuestion('notConnected');
    else onClose();
  };
  useEffect(() => { closeRequestRef.current = requestClose; });

  const keepEditing = () => {
    setQuestion(null);
    if (form.missing.length > 0) form.revealMissing();
  };

  const onConnect = async () => {
    if (form.oauth === undefined) return;
    setConnecting(true);
    try {
      // The server builds the authorization request from the stored fields: save what is shown first.
      const id = form.dirty || form.isNew ? (await form.save())?.id : form.id;
      if (id !== undefined) await connect(id, form.oauth);
    } catch (error) {
      if (error instanceof PopupBlockedError) {
        notifications.show({ color: 'red', title: t('credentials.edit.popupBlocked'), message: t('credentials.edit.popupBlockedHint') });
      } else {
        showErrorToast({ title: t('credentials.edit.authUrlError'), error });
      }
    } finally {
      setConnecting(false);
    }
  };

  const onDelete = async () => {
    if (await form.deleteCredential()) onClose();
    else setQuestion(null);
  };

  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="md" pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <CredentialNameHeader type={type} name={form.name} onRename={form.setName} />
        <Group gap="xs" wrap="nowrap">
          {!form.isNew && (
            <Tooltip label={t('credentials.edit.delete')}>
              <ActionIcon variant="default" size="lg" aria-label={t('credentials.edit.delete')} onClick={() => setQuestion('delete')} data-testid="credential-delete">
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Button onClick={() => { void form.save(); }} loading={form.busy === 'saving'} disabled={form.busy !== null && form.busy !== 'saving'} data-testid="credential-save">
            {t('credentials.edit.save')}
          </Button>
          <CloseButton aria-label={t('credentials.edit.close')} onClick={requestClose} data-testid="credential-close" />
        </Group>
      </Group>
      <Tabs value={tab} onChange={setTab} orientation="vertical" variant="pills" style={{ flex: 1, minHeight: 0 }} pt="md">
        <Tabs.List w={160} pr="md">
          <Tabs.Tab value="connection" data-testid="credential-tab-connection">{t('credentials.edit.connectionTab')}</Tabs.Tab>
          <Tabs.Tab value="details" data-testid="credential-tab-details">{t('credentials.edit.detailsTab')}</Tabs.Tab>
        </Tabs.List>
        <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
          <Tabs.Panel value="connection" pl="md" pb="md">
            <CredentialConnectionTab form={form} type={type} onConnect={() => { void onConnect(); }} connecting={connecting} />
          </Tabs.Panel>
          <Tabs.Panel value="details" pl="md" pb="md">
            <CredentialDetailsTab form={form} options={accessOptions} credential={stored.data ?? credential} />
          </Tabs.Panel>
        </ScrollArea>
      </Tabs>
      <CredentialConfirm
        opened={question === 'unsaved'}
        title={t('credentials.edit.unsavedTitle')}
        message={t('credentials.edit.unsavedMessage', { name: form.name })}
        confirmLabel={t('credentials.edit.closeAnyway')}
        cancelLabel={t('credentials.edit.keepEditing')}
        onConfirm={onClose}
        onCancel={keepEditing}
      />
      <CredentialConfirm
        opened={question === 'notConnected'}
        title={t('credentials.edit.notConnectedTitle')}
        message={t('credentials.edit.notConnectedMessage')}
        confirmLabel={t('credentials.edit.closeAnyway')}
        cancelLabel={t('credentials.edit.keepEditing')}
        onConfirm={onClose}
        onCancel={keepEditing}
      />
      <CredentialConfirm
        opened={question === 'delete'}
        title={t('credentials.edit.deleteTitle')}
        message={t('credentials.edit.deleteMessage', { name: form.name })}
        confirmLabel={t('credentials.edit.deleteConfirm')}
        cancelLabel={t('credentials.edit.cancel')}
        danger
        busy={form.busy === 'deleting'}
        onConfirm={() => { void onDelete(); }}
        onCancel={() => setQuestion(null)}
      />
    </>
  );
}

/** What the editor needs before it can show: the type list, node types, and the credential or a free name. */
function useEditorInputs(edit: CredentialModal | null, key: string) {
  const typeName = edit?.kind === 'edit' && edit.mode === 'new' ? edit.credentialType : undefined;
  const credentialId = edit?.kind === 'edit' && edit.mode === 'edit' ? edit.credentialId : undefined;
  const types = useCredentialTypes();
  const nodeTypes = useNodeTypes();
  const credential = useCredential(credentialId);
  const newName = useNewCredentialName();
  const resolvedTypeName = typeName ?? credential.data?.type;
  const type = types.data?.find((candidate) => candidate.name === resolvedTypeName);
  // Asked afresh each time a new-credential dialog opens: the last one may have taken the name.
  const [suggested, setSuggested] = useState<{ key: string; name: string } | undefined>();
  useEffect(() => {
    if (typeName === undefined || !type) return;
    let cancelled = false;
    const fallback = suggestedCredentialName(type);
    newName(fallback).catch(() => fallback).then((name) => { if (!cancelled) setSuggested({ key, name }); }, () => undefined);
    return () => { cancelled = true; };
  }, [key, typeName, type, newName]);
  const accessOptions = useMemo(
    () => (types.data && nodeTypes.data && resolvedTypeName ? nodeAccessOptions(nodeTypes.data, types.data, resolvedTypeName) : []),
    [types.data, nodeTypes.data, resolvedTypeName],
  );
  const error = types.error ?? credential.error ?? (types.data && resolvedTypeName && !type ? new Error(resolvedTypeName) : null);
  const name = typeName !== undefined ? (suggested?.key === key ? suggested.name : undefined) : credential.data?.name;
  const ready = types.data !== undefined && nodeTypes.data !== undefined && type !== undefined && name !== undefined;
  return { types: types.data ?? [], type, credential: credential.data, name, accessOptions, ready, error };
}

/** Spec admin §2: the credential edit dialog, 70% wide and 80% high, for a new or a stored credential. */
export function CredentialEditModal() {
  const { t } = useTranslation();
  const modal = useCredentialModals((state) => state.modal);
  const onCreated = useCredentialModals((state) => state.onCreated);
  const close = useCredentialModals((state) => state.close);
  const edit = modal?.kind === 'edit' ? modal : null;
  const closeRequestRef = useRef<() => void>(close);
  const opening = useCredentialModals((state) => state.opening);
  const key = edit ? `${edit.mode}:${opening}` : 'none';
  const inputs = useEditorInputs(edit, key);

  useEffect(() => {
    if (!edit || !inputs.error) return;
    showErrorToast({ title: t('credentials.edit.loadError'), error: inputs.error });
    close();
  }, [edit, inputs.error, close, t]);

  return (
    <Modal
      opened={edit !== null}
      onClose={() => closeRequestRef.current()}
      withCloseButton={false}
      size="70%"
      centered
      styles={{
        content: { height: '80vh', display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
      data-testid="credential-edit-modal"
    >
      {edit && inputs.ready && inputs.type && inputs.name !== undefined
        ? (
          <CredentialEditor
            key={key}
            type={inputs.type}
            types={inputs.types}
            credential={inputs.credential}
            initialName={inputs.name}
            initialAccess={inputs.credential?.nodesAccess ?? defaultNodesAccess(inputs.accessOptions)}
            accessOptions={inputs.accessOptions}
            onCreated={onCreated}
            closeRequestRef={closeRequestRef}
            onClose={close}
          />
        )
        // While closing (no dialog any more) the box fades out empty rather than with a spinner.
        : edit && <Center style={{ flex: 1 }}><Loader /></Center>}
    </Modal>
  );
}
