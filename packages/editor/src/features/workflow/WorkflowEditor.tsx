import { useEffect, useMemo, useState } from 'react';
import { ReactFlowProvider } from '@xyflow/react';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { WorkflowCanvas } from '../../canvas/WorkflowCanvas';
import { createNodeTypeLookup } from '../../canvas/node-type-lookup';
import type { NodeTypeLookup } from '../../canvas/node-type-lookup';
import { useNodeTypes } from '../../api/use-node-types';
import { showErrorToast } from '../../components/notify';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import type { WorkflowDocument } from '../../stores/workflow/document-slice';
import { WorkflowStoreContext, useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { selectWorkflowName } from '../../stores/workflow/selectors';
import { WorkflowCommands } from '../../commands/WorkflowCommands';
import { NodeCreatorPanel } from '../node-creator/NodeCreatorPanel';
import { WorkflowTagsSelect } from '../tags';
import { VersionsButton } from '../versions';
import { useCurrentWorkflow } from './current-workflow';
import { ActivationNoticeModal } from './ActivationNoticeModal';
import { ActiveSwitch, SaveButton } from './HeaderActions';
import { LifecycleCommands } from './LifecycleCommands';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useSaveWorkflow } from './use-save-workflow';
import { WorkflowHeader } from './WorkflowHeader';
import { WorkflowNameEdit } from './WorkflowNameEdit';
import classes from './WorkflowHeader.module.css';

function ConnectedHeader({ loading, lookup }: { loading: boolean; lookup: NodeTypeLookup }) {
  const { t } = useTranslation();
  const name = useWorkflowStore(selectWorkflowName);
  useDocumentTitle(t('workflow.pageTitle', { name }));
  return (
    <WorkflowHeader
      loading={loading}
      details={<><WorkflowNameEdit /><div className={classes.tags}><WorkflowTagsSelect /></div></>}
      actions={<><ActiveSwitch lookup={lookup} /><SaveButton /><VersionsButton /></>}
    />
  );
}

/**
 * One open workflow: its own store (made once, when it opens), the header and the canvas.
 * Callers key it by what was opened, so that opening another workflow starts from a fresh store.
 */
export function WorkflowEditor({ document }: { document: WorkflowDocument }) {
  const { t } = useTranslation();
  const [store] = useState(() => createWorkflowStore(document));
  const nodeTypes = useNodeTypes();
  const lookup = useMemo(() => createNodeTypeLookup(nodeTypes.data ?? []), [nodeTypes.data]);
  const save = useSaveWorkflow(store);

  useEffect(() => {
    useCurrentWorkflow.getState().setOpen({ store, save });
    return () => {
      if (useCurrentWorkflow.getState().open?.store === store) useCurrentWorkflow.getState().setOpen(null);
    };
  }, [store, save]);

  useEffect(() => {
    if (nodeTypes.error) {
      showErrorToast({ id: 'node-types-error', title: t('workflow.nodeTypesErrorTitle'), error: nodeTypes.error });
    }
  }, [nodeTypes.error, t]);

  return (
    <WorkflowStoreContext.Provider value={store}>
      <ConnectedHeader loading={nodeTypes.isPending} lookup={lookup} />
      <UnsavedChangesGuard store={store} save={save} />
      <ActivationNoticeModal />
      {/* Without node types every node would look unknown; wait for them (or their failure). */}
      {!nodeTypes.isPending && (
        <ReactFlowProvider>
          <WorkflowCommands />
          <LifecycleCommands />
          <WorkflowCanvas nodeTypeLookup={lookup} />
          <NodeCreatorPanel />
        </ReactFlowProvider>
      )}
    </WorkflowStoreContext.Provider>
  );
}
