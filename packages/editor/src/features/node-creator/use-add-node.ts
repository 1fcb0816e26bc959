import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { INodeTypeDescription } from '@weft/workflow';
import { showErrorToast } from '../../components/notify';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import { hasSettableParameters, mainOutputCount } from '../../domain/node-endpoints';
import { useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import { planAddNode } from './add-node-plan';
import type { CreatorNodeType } from './creatable-node-types';

/**
 * Adds a node of the chosen type where the creator was opened for (an output, a connection, after the
 * selected node), connected, as one undoable step; closes the creator and opens the new node's details
 * when it has something to set, as n8n does.
 */
export function useAddNode(descriptions: readonly INodeTypeDescription[]): (type: CreatorNodeType) => void {
  const store = useWorkflowStoreApi();
  const { t } = useTranslation();
  const lookup = useMemo(() => createNodeTypeLookup(descriptions), [descriptions]);
  return useCallback((type: CreatorNodeType) => {
    const state = store.getState();
    const { insertOn, source, target } = state.nodeCreator;
    const lastSelectedId = state.selectedNodeIds[state.selectedNodeIds.length - 1];
    const selectedNode = lastSelectedId === undefined ? undefined : state.document.nodes.find((node) => node.id === lastSelectedId);
    const plan = planAddNode({
      type, nodes: state.document.nodes, connections: state.document.connections, selectedNode, insertOn, source, target,
      outputCountOf: (node) => mainOutputCount(node, lookup.get(node.type, node.typeVersion)),
    });
    const title = t('nodeCreator.couldNotCreate');
    if (!plan.ok) {
      if (plan.reason === 'maxNodes') {
        showErrorToast({
          id: `node-creator-max-${type.name}`, title, persistent: true,
          hint: t('nodeCreator.maxNodes', { count: plan.maxNodes, type: type.displayName }),
        });
      } else {
        showErrorToast({ id: 'node-creator-missing', title, hint: t('nodeCreator.missingNode', { name: plan.name }) });
      }
      return;
    }
    try {
      state.apply(plan.operation);
    } catch (error) {
      showErrorToast({ id: 'node-creator-failed', title, error });
      return;
    }
    // The next node added goes after this one.
    store.getState().setSelectedNodeIds([plan.node.id]);
    store.getState().closeNodeCreator();
    if (hasSettableParameters(type.type)) store.getState().openNodeDetails(plan.node.name);
  }, [store, t, lookup]);
}
