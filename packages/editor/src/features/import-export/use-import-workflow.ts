import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getWorkflowFromUrl } from '@weft/contracts';
import { MAX_JSON_DEPTH } from '@weft/workflow/validation';
import { useApiClient } from '../../api/api-context';
import { useNodeTypes } from '../../api/use-node-types';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import { showErrorToast } from '../../components/notify';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import { prepareImport } from './prepare-import';
import type { WorkflowData } from './workflow-data';
import { isWorkflowUrl, parseWorkflowJson, toWorkflowData, WorkflowDataError } from './workflow-data';

export type ImportTarget = { x: number; y: number } | null;

export interface WorkflowImporter {
  /** Adds the data's nodes as one undo step and selects them; false (with a toast) when nothing was added. */
  importData: (data: WorkflowData, target: ImportTarget) => boolean;
  importFromUrl: (url: string, target: ImportTarget) => Promise<boolean>;
  importFromFile: (file: File, target: ImportTarget) => Promise<boolean>;
}

export function useImportWorkflow(store: WorkflowStore): WorkflowImporter {
  const { t } = useTranslation();
  const client = useApiClient();
  const nodeTypes = useNodeTypes();
  const descriptions = nodeTypes.data;

  const importData = useCallback((data: WorkflowData, target: ImportTarget) => {
    const state = store.getState();
    if (state.readOnly) {
      showErrorToast({ id: 'import-read-only', title: t('importExport.readOnlyTitle'), hint: t('importExport.readOnlyMessage'), persistent: true });
      return false;
    }
    const prepared = prepareImport(data, {
      existing: state.document.nodes,
      lookup: createNodeTypeLookup(descriptions ?? []),
      target,
      newId: () => crypto.randomUUID(),
    });
    for (const dropped of prepared.dropped) {
      showErrorToast({
        id: `max-nodes-${dropped.type}`,
        title: t('importExport.couldNotCreateNode'),
        hint: t('importExport.maxNodes', { count: dropped.max, type: dropped.displayName }),
        persistent: true,
      });
    }
    if (!prepared.operation) return false;
    try {
      state.apply(prepared.operation);
    } catch (error) {
      showErrorToast({ title: t('importExport.importFailedTitle'), error });
      return false;
    }
    state.setSelectedNodeIds(prepared.nodeIds);
    return true;
  }, [store, descriptions, t]);

  const importFromUrl = useCallback(async (url: string, target: ImportTarget) => {
    if (!isWorkflowUrl(url)) {
      showErrorToast({ id: 'import-invalid-url', title: t('importExport.invalidUrl') });
      return false;
    }
    try {
      const answer = await client.request(getWorkflowFromUrl, { query: { url: url.trim() } });
      return importData(toWorkflowData(answer), target);
    } catch (error) {
      showErrorToast({ title: t('importExport.urlFailedTitle'), error });
      return false;
    }
  }, [client, importData, t]);

  const importFromFile = useCallback(async (file: File, target: ImportTarget) => {
    try {
      return importData(parseWorkflowJson(await file.text()), target);
    } catch (error) {
      const reason = error instanceof WorkflowDataError ? error.reason : 'invalidJson';
      showErrorToast({
        id: 'import-file-error',
        title: t('importExport.fileFailedTitle'),
        hint: reason === 'notAWorkflow' ? t('importExport.fileNotAWorkflow')
          : reason === 'tooDeep' ? t('importExport.fileTooDeep', { max: MAX_JSON_DEPTH }) : t('importExport.fileInvalidJson'),
      });
      return false;
    }
  }, [importData, t]);

  return { importData, importFromUrl, importFromFile };
}
