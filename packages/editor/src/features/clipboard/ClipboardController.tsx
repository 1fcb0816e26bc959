import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import { useSettings } from '../../api/use-settings';
import { showErrorToast } from '../../components/notify';
import type { CommandContext } from '../../commands/command-registry';
import { useCommand } from '../../commands/use-command';
import { useCommandContext } from '../../commands/use-shortcuts';
import { isEditableTarget, isOverlayOpen } from '../../commands/shortcut-target';
import { useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import { setWorkflowFileHandlers } from '../import-export/editor-actions';
import { downloadTextFile } from '../import-export/download-file';
import { useImportWorkflow } from '../import-export/use-import-workflow';
import type { ImportTarget } from '../import-export/use-import-workflow';
import { classifyPastedText } from '../import-export/workflow-data';
import { exportFileName, workflowToExport } from '../import-export/workflow-export';
import { selectionToClipboard } from './clipboard-data';
import { clipboardCommands } from './clipboard-commands';
import { readClipboardText, writeClipboardText } from './clipboard-text';
import { createPasteGate } from './paste-gate';
import { PasteUrlConfirm } from './PasteUrlConfirm';

/** Spec §9: the paste handler takes one paste per second (a held Ctrl+V pastes once). */
const PASTE_INTERVAL_MS = 1000;
const COPY_TOAST_MS = 2000;

const pasteTarget = (ctx: CommandContext): ImportTarget => ctx.pointer ?? ctx.viewportCenter();

/**
 * Copy, cut and paste of canvas nodes, and the import and download actions of the open workflow.
 * Mounted once per open workflow, inside its store and React Flow providers.
 */
export function ClipboardController() {
  const { t } = useTranslation();
  const store = useWorkflowStoreApi();
  const contextFor = useCommandContext();
  const instanceId = useSettings().data?.instanceId ?? '';
  const importer = useImportWorkflow(store);
  const [pendingUrl, setPendingUrl] = useState<{ url: string; target: ImportTarget } | null>(null);
  const [pasteGate] = useState(() => createPasteGate(PASTE_INTERVAL_MS));

  const copySelection = useCallback(async (ctx: CommandContext) => {
    const { document, selectedNodeIds } = ctx.store.getState();
    const data = selectionToClipboard(document, selectedNodeIds, instanceId);
    if (!data) return false;
    try {
      await writeClipboardText(JSON.stringify(data, null, 2));
    } catch (error) {
      showErrorToast({ id: 'copy-failed', title: t('clipboard.copyFailedTitle'), error });
      return false;
    }
    notifications.show({ id: 'copied', message: t('clipboard.copied'), color: 'green', autoClose: COPY_TOAST_MS });
    return true;
  }, [instanceId, t]);

  const handlePastedText = useCallback((text: string, target: ImportTarget) => {
    if (!pasteGate.tryPass()) return;
    const content = classifyPastedText(text);
    if (content.kind === 'workflow') importer.importData(content.data, target);
    else if (content.kind === 'url') setPendingUrl({ url: content.url, target });
  }, [importer, pasteGate]);

  const commands = useMemo(() => clipboardCommands({
    copy: async (ctx) => { await copySelection(ctx); },
    cut: async (ctx) => {
      const { document, selectedNodeIds } = ctx.store.getState();
      const ids = new Set(selectedNodeIds);
      const names = document.nodes.filter((node) => ids.has(node.id)).map((node) => node.name);
      if (!(await copySelection(ctx)) || names.length === 0) return;
      try {
        ctx.store.getState().apply({ type: 'removeNodes', names });
        ctx.store.getState().setSelectedNodeIds([]);
      } catch (error) {
        showErrorToast({ title: t('clipboard.cutFailedTitle'), error });
      }
    },
    pasteFromClipboard: async (ctx) => {
      try {
        handlePastedText(await readClipboardText(), pasteTarget(ctx));
      } catch (error) {
        showErrorToast({ id: 'paste-failed', title: t('clipboard.pasteFailedTitle'), error });
      }
    },
  }), [copySelection, handlePastedText, t]);

  useCommand(commands.copy);
  useCommand(commands.cut);
  useCommand(commands.paste);

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isEditableTarget(event.target) || isOverlayOpen(document)) return;
      if (store.getState().readOnly) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (classifyPastedText(text).kind === 'other') return;
      event.preventDefault();
      handlePastedText(text, pasteTarget(contextFor()));
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [store, contextFor, handlePastedText]);

  useEffect(() => setWorkflowFileHandlers({
    importFromFile: (file) => importer.importFromFile(file, contextFor().viewportCenter()),
    importFromUrl: (url) => importer.importFromUrl(url, contextFor().viewportCenter()),
    download: () => {
      const { document } = store.getState();
      downloadTextFile(exportFileName(document.name), JSON.stringify(workflowToExport(document, instanceId), null, 2));
      return true;
    },
  }), [importer, contextFor, store, instanceId]);

  const confirmUrl = () => {
    if (!pendingUrl) return;
    setPendingUrl(null);
    void importer.importFromUrl(pendingUrl.url, pendingUrl.target);
  };

  return <PasteUrlConfirm url={pendingUrl?.url ?? null} onConfirm={confirmUrl} onCancel={() => setPendingUrl(null)} />;
}
