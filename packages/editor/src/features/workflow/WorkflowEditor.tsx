import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ReactFlowProvider } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { WorkflowCanvas } from '../../canvas/WorkflowCanvas';
import { RunCommands } from '../run/RunCommands';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import type { NodeTypeLookup } from '../../domain/node-type-lookup';
import { useNodeTypes } from '../../api/use-node-types';
import { showErrorToast } from '../../components/notify';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import type { WorkflowDocument } from '../../stores/workflow/document-slice';
import type { WorkflowOperation } from '@weft/workflow';
import { WorkflowStoreContext, useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { selectWorkflowName } from '../../stores/workflow/selectors';
import { WorkflowCommands } from './WorkflowCommands';
import { LazyNodeDetailsView } from './LazyNodeDetailsView';
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
import { ConnectionLost } from '../push/ConnectionLost';
import { usePushConnection } from '../../stores/push-connection.store';
import { usePushConnectionLifecycle } from '../push/use-push-connection';
import { RunControls } from '../run/RunControls';
import { ChatPanel } from '../chat/ChatPanel';
import { UnpinAndExecuteModal } from '../run/UnpinAndExecuteModal';
import { useLiveRunStates, useRunPageTitle } from '../run/use-live-run';
import { useRunSession } from '../run/use-run-session';
import runClasses from '../run/RunControls.module.css';
import classes from './WorkflowHeader.module.css';

/** The canvas with the markers of this workflow's run (read from the store, so inside its provider). */
function LiveCanvas({ lookup, children }: { lookup: NodeTypeLookup; children: ReactNode }) {
  const runStates = useLiveRunStates();
  return <WorkflowCanvas nodeTypeLookup={lookup} runStates={runStates}>{children}</WorkflowCanvas>;
}

function ConnectedHeader({ loading, lookup }: { loading: boolean; lookup: NodeTypeLookup }) {
  const name = useWorkflowStore(selectWorkflowName);
  const connected = usePushConnection((state) => state.connected);
  useRunPageTitle(name);
  return (
    <WorkflowHeader
      loading={loading}
      details={<><WorkflowNameEdit /><div className={classes.tags}><WorkflowTagsSelect /></div></>}
      actions={connected ? <><ActiveSwitch lookup={lookup} /><SaveButton /><VersionsButton /></> : <ConnectionLost />}
    />
  );
}

/**
 * One open workflow: its own store (made once, when it opens), the header and the canvas.
 * Callers key it by what was opened, so that opening another workflow starts from a fresh store.
 */
export function WorkflowEditor({ document, initialOperation, overlay }: {
  document: WorkflowDocument;
  /** Applied once on top of `document` as an unsaved, undoable change (a template opened into a new workflow). */
  initialOperation?: WorkflowOperation;
  /** Shown over the canvas, inside the workflow's store. */
  overlay?: ReactNode;
}) {
  const { t } = useTranslation();
  const [store] = useState(() => {
    const created = createWorkflowStore(document);
    if (initialOperation) created.getState().apply(initialOperation);
    return created;
  });
  const nodeTypes = useNodeTypes();
  const lookup = useMemo(() => createNodeTypeLookup(nodeTypes.data ?? []), [nodeTypes.data]);
  const save = useSaveWorkflow(store);
  usePushConnectionLifecycle();
  useRunSession(store);

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
          <div className={runClasses.area}>
            <LiveCanvas lookup={lookup}>
              <RunCommands />
              <LazyNodeDetailsView nodeTypeLookup={lookup} />
            </LiveCanvas>
            <RunControls />
            <ChatPanel />
            {overlay}
          </div>
          <UnpinAndExecuteModal />
          <NodeCreatorPanel />
        </ReactFlowProvider>
      )}
    </WorkflowStoreContext.Provider>
  );
}
