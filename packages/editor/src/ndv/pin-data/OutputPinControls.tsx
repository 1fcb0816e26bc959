import { memo, useCallback, useMemo } from 'react';
import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPin, IconPinnedOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { findNodeByName } from '@weft/workflow';
import { useNodeTypes } from '../../api/use-node-types';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import { showErrorToast } from '../../components/notify';
import { useWorkflowStore, useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import type { WorkflowStoreState } from '../../stores/workflow/workflow-store';
import { canPinNodeType, initialEditorText, itemsJson, lastRunItems } from './pin-rules';
import { pinItems } from '../../stores/ndv/save-pin-data';
import { selectRunData } from '../../stores/workflow/selectors';

export interface OutputPinControlsProps {
  nodeName: string;
  readOnly: boolean;
  /** The output shown has binary data: n8n does not pin it (pinned items are JSON only). */
  hasBinary: boolean;
}

/** Pinned output as 'pinned' banner only, with an unpin link when the view may edit. */
function PinnedBanner({ onUnpin }: { onUnpin?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} px="xs" py={4} bg="var(--mantine-color-violet-light)" style={{ borderRadius: 4 }} data-testid="pinned-banner">
      <IconPin size={14} color="var(--mantine-color-violet-6)" />
      <Text size="xs">{t('pinData.pinnedBanner')}</Text>
      {onUnpin && (
        <Anchor component="button" type="button" size="xs" onClick={onUnpin} data-testid="pinned-banner-unpin">
          {t('pinData.unpin')}
        </Anchor>
      )}
    </Group>
  );
}

/**
 * The output pane header's pin controls (spec/editor.md §4 'Pinned data'): pin the node's current
 * output or unpin it, open the JSON editor, and the 'pinned' banner. Each pin change is one
 * undoable workflow operation that dirties the workflow and is saved with it.
 */
export const OutputPinControls = memo(function OutputPinControls({ nodeName, readOnly, hasBinary }: OutputPinControlsProps) {
  const { t } = useTranslation();
  const workflow = useWorkflowStoreApi();
  const pinned = useWorkflowStore((state) => state.document.pinData[nodeName]);
  const output = lastRunItems(useWorkflowStore(selectRunData), nodeName);
  const editing = useWorkflowStore((state) => state.pinEditor.editingNode === nodeName);
  const nodeTypes = useNodeTypes();
  const lookup = useMemo(() => createNodeTypeLookup(nodeTypes.data ?? []), [nodeTypes.data]);

  // Whether the node's type pins, not the node: a parameter's edit does not re-render the controls.
  const pinnable = useWorkflowStore(useCallback((state: WorkflowStoreState) => {
    const node = findNodeByName(state.document.nodes, nodeName);
    return node === undefined ? undefined : canPinNodeType(node.type, lookup.get(node.type, node.typeVersion));
  }, [nodeName, lookup]));

  if (pinnable === undefined) return null;
  const unpin = () => workflow.getState().apply({ type: 'unpinData', node: nodeName });
  if (readOnly || !pinnable) return pinned && pinnable ? <PinnedBanner /> : null;
  // While the output is edited the editor's own Cancel and Save are the controls; the editor then has the pane's height.
  if (editing) return null;

  const pin = () => {
    if (!output || output.length === 0) return;
    const problem = pinItems(workflow, nodeName, itemsJson(output));
    if (problem) showErrorToast({ title: t('pinData.pinFailed'), error: new Error(problem.message) });
  };
  const edit = () => workflow.getState().startPinEdit(nodeName, initialEditorText(pinned, output));

  // Unpinning is always possible; pinning needs output without binary data.
  const toggleBlocked = pinned === undefined && (hasBinary || !output || output.length === 0);
  const pinLabel = pinned ? t('pinData.unpinTooltip')
    : hasBinary ? t('pinData.binaryNotPinnable')
      : toggleBlocked ? t('pinData.nothingToPin') : t('pinData.pinTooltip');

  return (
    <Stack gap={4} data-testid="output-pin-controls">
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Tooltip label={hasBinary ? t('pinData.binaryNotEditable') : t('pinData.editTooltip')} openDelay={500} withArrow position="bottom-end">
          <ActionIcon
            variant="subtle" color="gray" aria-label={t('pinData.edit')} data-testid="pin-data-edit"
            // data-disabled rather than disabled: a disabled button gets no hover, and the tooltip says why.
            data-disabled={hasBinary || undefined} aria-disabled={hasBinary}
            onClick={hasBinary ? undefined : edit}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={pinLabel} openDelay={500} withArrow multiline maw={260} position="bottom-end">
          <ActionIcon
            variant={pinned ? 'filled' : 'subtle'} color={pinned ? 'violet' : 'gray'}
            aria-label={pinned ? t('pinData.unpin') : t('pinData.pin')} aria-pressed={pinned !== undefined}
            data-testid="pin-data-toggle"
            data-disabled={toggleBlocked || undefined} aria-disabled={toggleBlocked}
            onClick={toggleBlocked ? undefined : (pinned ? unpin : pin)}
          >
            {pinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      {pinned && <PinnedBanner onUnpin={unpin} />}
    </Stack>
  );
});
