import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Credential, CredentialTypeDescription, NodeAccess } from '@weft/contracts';
import type { INodeParameters } from '@weft/workflow';
import { errorText, showErrorToast } from '../../components/notify';
import { createCredentialValuesStore, readCredentialValues, useCredentialValues } from './CredentialParameters';
import {
  credentialDataToSave, credentialProperties, isCredentialTestable, isOAuthConnected, missingRequiredFields, needsOAuthConnect,
  OAUTH_TOKEN_DATA, oauthVersion,
} from './credential-rules';
import type { CredentialCreatedCallback } from '../../stores/credential-modals.store';
import { useCreateCredential, useDeleteCredential, useTestCredential, useUpdateCredential } from '../../api/use-credentials';

export interface CredentialFormInput {
  type: CredentialTypeDescription;
  types: readonly CredentialTypeDescription[];
  /** The stored credential (with its data, secrets blanked); absent for a new one. */
  credential?: Credential;
  initialName: string;
  initialAccess: NodeAccess[];
  onCreated?: CredentialCreatedCallback | null;
}

export interface TestOutcome {
  ok: boolean;
  message: string;
}

function initialValues(credential: Credential | undefined): INodeParameters {
  const { [OAUTH_TOKEN_DATA]: _tokens, ...values } = credential?.data ?? {};
  return values as INodeParameters;
}

/**
 * The state of one credential dialog (spec admin §4): name, fields, node access, whether anything is
 * unsaved, the validation warning, the test after save and the OAuth connection.
 */
export function useCredentialForm({ type, types, credential, initialName, initialAccess, onCreated }: CredentialFormInput) {
  const { t } = useTranslation();
  const properties = useMemo(() => credentialProperties(types, type.name), [types, type.name]);
  const oauth = useMemo(() => oauthVersion(types, type.name), [types, type.name]);
  const [store] = useState(() => createCredentialValuesStore(type.name, initialValues(credential)));
  const values = useCredentialValues(store);
  const [id, setId] = useState(credential?.id);
  const [name, setNameState] = useState(initialName);
  const [access, setAccessState] = useState<NodeAccess[]>(initialAccess);
  const [dirty, setDirty] = useState(false);
  const [revealIssues, setRevealIssues] = useState(false);
  const [connected, setConnected] = useState(isOAuthConnected(credential?.data));
  const [test, setTest] = useState<TestOutcome | null>(null);
  const [busy, setBusy] = useState<'saving' | 'testing' | 'deleting' | null>(null);
  const create = useCreateCredential();
  const update = useUpdateCredential();
  const remove = useDeleteCredential();
  const testCredential = useTestCredential();

  // Any field edit makes the dialog unsaved and drops the connection: tokens belong to the old fields.
  const shownValues = useRef(values);
  useEffect(() => {
    if (values === shownValues.current) return;
    shownValues.current = values;
    setDirty(true);
    setConnected(false);
  }, [values]);

  const missing = useMemo(() => missingRequiredFields(properties, values), [properties, values]);
  const connectable = needsOAuthConnect(oauth, values);

  const setName = useCallback((next: string) => { setNameState(next); setDirty(true); }, []);
  const setAccess = useCallback((nodeType: string, allowed: boolean) => {
    setAccessState((current) => (allowed
      ? [...current.filter((entry) => entry.nodeType !== nodeType), { nodeType }]
      : current.filter((entry) => entry.nodeType !== nodeType)));
    setDirty(true);
  }, []);

  const runTest = useCallback(async (saved: Credential, data: Record<string, unknown>) => {
    setBusy('testing');
    try {
      const answer = await testCredential.mutateAsync({ id: saved.id, name: saved.name, type: saved.type, data });
      setTest({ ok: answer.status === 'OK', message: answer.message });
    } catch (error) {
      setTest({ ok: false, message: errorText(error) ?? t('credentials.edit.testFailed') });
    }
  }, [testCredential, t]);

  /** Saves (a missing required field shows the warning but does not stop the save, as in n8n) and tests when it can. */
  const save = useCallback(async (): Promise<Credential | undefined> => {
    const current = readCredentialValues(store);
    const incomplete = missingRequiredFields(properties, current).length > 0;
    setRevealIssues(incomplete);
    const body = { name, type: type.name, nodesAccess: access, data: credentialDataToSave(properties, current) };
    setBusy('saving');
    setTest(null);
    try {
      const saved = id === undefined ? await create.mutateAsync(body) : await update.mutateAsync({ id, body });
      if (id === undefined) {
        setId(saved.id);
        onCreated?.(saved);
      }
      setDirty(false);
      setConnected(isOAuthConnected(saved.data));
      if (isCredentialTestable(type, oauth !== undefined, properties, current)) await runTest(saved, body.data);
      return saved;
    } catch (error) {
      showErrorToast({ title: id === undefined ? t('credentials.edit.createError') : t('credentials.edit.updateError'), error });
      return undefined;
    } finally {
      setBusy(null);
    }
  }, [store, properties, name, type, access, id, create, update, onCreated, oauth, runTest, t]);

  const deleteCredential = useCallback(async (): Promise<boolean> => {
    if (id === undefined) return false;
    setBusy('deleting');
    try {
      await remove.mutateAsync(id);
      setDirty(false);
      return true;
    } catch (error) {
      showErrorToast({ title: t('credentials.edit.deleteError'), error });
      return false;
    } finally {
      setBusy(null);
    }
  }, [id, remove, t]);

  return {
    id, isNew: id === undefined, name, setName, access, setAccess, properties, store, values,
    dirty, busy, test, missing, revealIssues, validationWarning: revealIssues && missing.length > 0,
    oauth, connectable, connected, markConnected: () => setConnected(true), revealMissing: () => setRevealIssues(true), save, deleteCredential,
  };
}

export type CredentialForm = ReturnType<typeof useCredentialForm>;
