import { useEffect, useMemo } from 'react';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isTriggerNodeType } from '@weft/workflow';
import type { INode } from '@weft/workflow';
import { STICKY_TYPE } from '../domain/canvas-constants';
import type { NodeTypeLookup } from '../domain/node-type-lookup';
import { selectNodes, selectReadOnly } from '../stores/workflow/selectors';
import { useWorkflowStore, useWorkflowStoreApi } from '../stores/workflow/workflow-store-context';
import { NdvPanels } from './NdvPanels';
import classes from './NodeDetailsView.module.css';

/** Escape closes the view, unless a field, an editor or a dialog inside it takes the key. */
function useEscapeCloses(open: boolean, requestCloseNodeDetails: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      // An open dropdown closes first (a searchable one marks its search box with data-keeps-escape); a
      // field's own editor or a dialog above the view keeps the key.
      if (target?.closest('.cm-editor, [role="dialog"][aria-modal="true"], [role="listbox"], [aria-expanded="true"], [data-keeps-escape]')) return;
      event.preventDefault();
      requestCloseNodeDetails();
    };
    // Capture phase: an open dropdown is still marked expanded then (its own handler closes it first).
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open, requestCloseNodeDetails]);
}

/**
 * The node details view (spec/editor.md §2): an overlay on the canvas with the input, the node's
 * settings and its output. Shows whichever node the NDV store says is open.
 */
export function NodeDetailsView({ nodeTypeLookup }: { nodeTypeLookup: NodeTypeLookup }) {
  const { t } = useTranslation();
  const openNodeName = useWorkflowStore((state) => state.ndv.openNodeName);
  const { closeNodeDetails, requestCloseNodeDetails } = useWorkflowStoreApi().getState();
  const nodes = useWorkflowStore(selectNodes);
  const readOnly = useWorkflowStore(selectReadOnly);
  const node: INode | undefined = useMemo(
    () => (openNodeName === null ? undefined : nodes.find((candidate) => candidate.name === openNodeName)),
    [nodes, openNodeName],
  );
  useEscapeCloses(node !== undefined, requestCloseNodeDetails);
  // A node deleted (or undone away) while open closes the view. Leaving the canvas closes it too: the
  // canvas does that (LazyNodeDetailsView), since this view is mounted only from its first opening on.
  useEffect(() => {
    if (openNodeName !== null && node === undefined) closeNodeDetails();
  }, [openNodeName, node, closeNodeDetails]);

  if (!node) return null;
  const nodeType = nodeTypeLookup.get(node.type, node.typeVersion);
  return (
    <div className={classes.backdrop} data-ndv-open data-testid="ndv" role="dialog" aria-label={node.name}>
      <div className={classes.topBar}>
        <Button variant="white" color="dark" size="xs" leftSection={<IconArrowLeft size={14} />}
          onClick={requestCloseNodeDetails} data-testid="ndv-back">
          {t('ndv.backToCanvas')}
        </Button>
      </div>
      <NdvPanels
        key={node.id}
        node={node}
        nodeType={nodeType}
        readOnly={readOnly}
        isSticky={node.type === STICKY_TYPE}
        isTrigger={isTriggerNodeType(nodeType)}
      />
    </div>
  );
}
