import { useEffect, useMemo, useState } from 'react';
import { ReactFlowProvider } from '@xyflow/react';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { WorkflowCanvas } from '../../canvas/WorkflowCanvas';
import { createNodeTypeLookup } from '../../canvas/node-type-lookup';
import { useNodeTypes } from '../../api/use-node-types';
import { showErrorToast } from '../../components/notify';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import type { WorkflowDocument } from '../../stores/workflow/document-slice';
import { WorkflowStoreContext, useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { selectWorkflowName } from '../../stores/workflow/selectors';
import { WorkflowCommands } from '../../commands/WorkflowCommands';
import { WorkflowHeader } from './WorkflowHeader';

function ConnectedHeader({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  const name = useWorkflowStore(selectWorkflowName);
  useDocumentTitle(t('workflow.pageTitle', { name }));
  return <WorkflowHeader name={name} loading={loading} />;
}

/**
 * One open workflow: its own store (made once, when it opens), the header and the canvas.
 * Callers key it by workflow id, so that opening another workflow starts from a fresh store.
 */
export function WorkflowEditor({ document }: { document: WorkflowDocument }) {
  const { t } = useTranslation();
  const [store] = useState(() => createWorkflowStore(document));
  const nodeTypes = useNodeTypes();
  const lookup = useMemo(() => createNodeTypeLookup(nodeTypes.data ?? []), [nodeTypes.data]);

  useEffect(() => {
    if (nodeTypes.error) {
      showErrorToast({ id: 'node-types-error', title: t('workflow.nodeTypesErrorTitle'), error: nodeTypes.error });
    }
  }, [nodeTypes.error, t]);

  return (
    <WorkflowStoreContext.Provider value={store}>
      <ConnectedHeader loading={nodeTypes.isPending} />
      {/* Without node types every node would look unknown; wait for them (or their failure). */}
      {!nodeTypes.isPending && (
        <ReactFlowProvider>
          <WorkflowCommands />
          <WorkflowCanvas nodeTypeLookup={lookup} />
        </ReactFlowProvider>
      )}
    </WorkflowStoreContext.Provider>
  );
}
