import { useEffect, useMemo, useRef } from 'react';
import { ActionIcon, Box, Group, Select, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { findNodeByName, getCredentialIssues, OperationError } from '@weft/workflow';
import type { AvailableCredential, INodeCredentialDescription, INodeCredentialsDetails } from '@weft/workflow';
import type { Credential } from '@weft/contracts';
import { showErrorToast } from '../../../components/notify';
import { useCredentialModals } from '../../../stores/credential-modals.store';
import { useCredentialsList, useCredentialTypes } from '../../../api/use-credentials';
import { useWorkflowStore, useWorkflowStoreApi } from '../../../stores/workflow/workflow-store-context';
import { useParametersContext } from '../parameters-context';
import { clearNodeCredential, selectNodeCredential } from '../../../domain/node-credential-changes';

/** The option that opens the new-credential dialog; no credential id looks like it. */
export const CREATE_NEW_VALUE = '__weft_create_new_credential__';
/** Stands for a credential the node names that is not among the user's (named only, deleted, another's). */
const UNLISTED_VALUE = '__weft_unlisted_credential__';

export interface NodeCredentialFieldProps {
  credential: INodeCredentialDescription;
  /** Several credential fields are labelled by their type; a single one by what it is for. */
  labelByType: boolean;
}

const asAvailable = (credentials: readonly Credential[]): AvailableCredential[] =>
  credentials.map(({ id, name, type }) => ({ id, name, type }));

/**
 * The credential a node uses for one credential type: the user's credentials of the type, '- Create New -'
 * (opens the dialog and selects what it creates) and a pencil that edits the selected one. Its issues
 * (spec editor §5) show under it.
 */
export function NodeCredentialField({ credential, labelByType }: NodeCredentialFieldProps) {
  const { t } = useTranslation();
  const { nodeName, nodeType, readOnly } = useParametersContext();
  const store = useWorkflowStoreApi();
  const node = useWorkflowStore((state) => findNodeByName(state.document.nodes, nodeName));
  const types = useCredentialTypes();
  const list = useCredentialsList({ type: credential.name });
  const openNew = useCredentialModals((state) => state.openNew);
  const openEdit = useCredentialModals((state) => state.openEdit);

  const typeLabel = types.data?.find((type) => type.name === credential.name)?.displayName ?? credential.displayName ?? credential.name;
  const selected: INodeCredentialsDetails | undefined = node?.credentials?.[credential.name];
  const available = useMemo(() => asAvailable(list.data ?? []), [list.data]);
  const listed = selected?.id ? available.find((entry) => entry.id === selected.id) : undefined;

  const issues = useMemo(() => {
    if (!node) return [];
    const all = getCredentialIssues(nodeType.credentials, node, nodeType.properties, {
      credentialTypeDisplayName: (type) => (type === credential.name ? typeLabel : undefined),
      availableCredentials: list.data ? available : undefined,
    });
    return all[credential.name] ?? [];
  }, [node, nodeType, credential.name, typeLabel, list.data, available]);

  // A credential deleted while the node shows it (seen in one answer, gone from the next) is unselected.
  const seen = useRef(new Set<string>());
  useEffect(() => {
    if (!list.data) return;
    const ids = new Set(list.data.map((entry) => entry.id));
    if (selected?.id && seen.current.has(selected.id) && !ids.has(selected.id) && !readOnly) {
      try { clearNodeCredential(store, nodeName, credential.name); } catch { /* refused: read-only */ }
    }
    seen.current = ids;
  }, [list.data, selected?.id, store, nodeName, credential.name, readOnly]);

  const choose = (chosen: INodeCredentialsDetails) => {
    try {
      const result = selectNodeCredential(store, { nodeName, type: credential.name, chosen, available });
      if (result.replacedNodes.length > 0) {
        notifications.show({
          color: 'green', title: t('nodeCredentials.replacedTitle'),
          message: t('nodeCredentials.replacedMessage', { previous: result.replacedName, chosen: chosen.name, count: result.replacedNodes.length }),
        });
      }
    } catch (error) {
      if (!(error instanceof OperationError)) throw error;
      showErrorToast({ title: t('nodeCredentials.changeFailed'), error, persistent: true });
    }
  };

  const onChange = (value: string | null) => {
    if (value === CREATE_NEW_VALUE) {
      openNew(credential.name, (created) => choose({ id: created.id, name: created.name }));
      return;
    }
    const picked = available.find((entry) => entry.id === value);
    if (picked) choose({ id: picked.id, name: picked.name });
  };

  const options = [
    ...(selected && !listed ? [{ value: UNLISTED_VALUE, label: selected.name }] : []),
    ...available.map((entry) => ({ value: entry.id, label: entry.name })),
    ...(readOnly ? [] : [{ value: CREATE_NEW_VALUE, label: t('nodeCredentials.createNew') }]),
  ];
  const value = selected ? (listed ? listed.id : UNLISTED_VALUE) : null;
  const label = labelByType ? typeLabel : t('nodeCredentials.label');

  return (
    <Box data-testid="node-credentials-field" data-credential-type={credential.name} mb="sm">
      <Text size="sm" fw={500} mb={4} data-testid="node-credentials-label">
        {label}
        {credential.required === true && <Text span c="red" ml={2}>*</Text>}
      </Text>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Select
          style={{ flex: 1 }} data={options} value={value} onChange={onChange} readOnly={readOnly} allowDeselect={false}
          placeholder={t('nodeCredentials.placeholder', { type: typeLabel })} aria-label={label}
          error={issues.length > 0} data-testid="node-credentials-select" comboboxProps={{ withinPortal: true }}
        />
        {listed && (
          <Tooltip label={t('nodeCredentials.edit')}>
            <ActionIcon variant="subtle" size={36} onClick={() => openEdit(listed.id)} aria-label={t('nodeCredentials.edit')} data-testid="node-credentials-edit">
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {issues.map((issue) => (
        <Text key={issue} size="xs" c="red" mt={4} data-testid="node-credentials-issue">{issue}</Text>
      ))}
    </Box>
  );
}
