import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ReactFlowProvider } from '@xyflow/react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Group, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getExecution } from '@weft/contracts';
import type { IExecution } from '@weft/workflow';
import { useApiClient } from '../../api/api-context';
import { useNodeTypes } from '../../api/use-node-types';
import { WorkflowCanvas } from '../../canvas/WorkflowCanvas';
import { LazyNodeDetailsView } from '../workflow/LazyNodeDetailsView';
import { RunCommands } from '../run/RunCommands';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import { runStatesFromExecution } from '../../canvas/run-states';
import { WorkflowCommands } from '../workflow/WorkflowCommands';
import { showErrorToast } from '../../components/notify';
import { routeTable } from '../../domain/route-table';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import { WorkflowStoreContext } from '../../stores/workflow/workflow-store-context';
import { WorkflowHeader } from '../workflow/WorkflowHeader';
import { editorRunFromExecution } from '../push/execution-to-run';

function StatusIcon({ execution }: { execution: IExecution }) {
  if (execution.finished) return <IconCircleCheckFilled size={18} color="var(--mantine-color-green-7)" aria-hidden />;
  if (execution.waitTill || execution.status === 'waiting') return <IconClock size={18} color="var(--mantine-color-orange-6)" aria-hidden />;
  return <IconCircleXFilled size={18} color="var(--mantine-color-red-6)" aria-hidden />;
}

/** A past execution on a read-only canvas, each node marked with what its run did. */
function ExecutionCanvas({ execution }: { execution: IExecution }) {
  const { t } = useTranslation();
  const nodeTypes = useNodeTypes();
  const lookup = useMemo(() => createNodeTypeLookup(nodeTypes.data ?? []), [nodeTypes.data]);
  const runStates = useMemo(() => runStatesFromExecution(execution), [execution]);
  const [store] = useState(() => {
    const workflow = execution.workflowData;
    const created = createWorkflowStore({
      ...newWorkflowDocument(workflow.name),
      id: workflow.id ?? execution.workflowId ?? '',
      nodes: workflow.nodes,
      connections: workflow.connections,
      pinData: workflow.pinData ?? {},
    }, { readOnly: true });
    // The node details view shows this execution's data: it is the run of this view's own store.
    created.getState().loadRun(editorRunFromExecution(execution));
    return created;
  });
  // A refetch of the execution (still running when opened) shows its newer data.
  useEffect(() => store.getState().loadRun(editorRunFromExecution(execution)), [store, execution]);
  const workflowId = execution.workflowId ?? execution.workflowData.id;
  const details = (
    <Group gap="sm" wrap="nowrap">
      <StatusIcon execution={execution} />
      <Text fw={600} data-testid="execution-id">{t('executionView.title', { id: execution.id })}</Text>
      {workflowId ? (
        <Text component={Link} to={routeTable.nodeViewExisting.path.replace(':name', workflowId)} c="indigo.7" data-testid="execution-workflow-link">
          {execution.workflowData.name}
        </Text>
      ) : (
        <Text>{execution.workflowData.name}</Text>
      )}
      {execution.workerId && (
        <Text size="sm" c="dimmed" truncate="end" data-testid="execution-worker">{t('executionView.worker', { id: execution.workerId })}</Text>
      )}
      <Badge variant="light" color="gray" data-testid="read-only-notice">{t('executionView.readOnly')}</Badge>
    </Group>
  );
  return (
    <WorkflowStoreContext.Provider value={store}>
      <WorkflowHeader details={details} loading={nodeTypes.isPending} />
      {!nodeTypes.isPending && (
        <ReactFlowProvider>
          <WorkflowCommands />
          <WorkflowCanvas nodeTypeLookup={lookup} runStates={runStates}>
            <RunCommands />
            <LazyNodeDetailsView nodeTypeLookup={lookup} />
          </WorkflowCanvas>
        </ReactFlowProvider>
      )}
    </WorkflowStoreContext.Provider>
  );
}

/** /execution/:id */
export function ExecutionCanvasPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const client = useApiClient();
  const execution = useQuery<IExecution>({
    queryKey: ['executions', 'detail', id],
    queryFn: ({ signal }) => client.request(getExecution, { params: { id }, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (execution.error) showErrorToast({ id: `execution-load-${id}`, title: t('executionView.loadErrorTitle'), error: execution.error });
  }, [execution.error, id, t]);
  if (execution.error) return <Navigate to={routeTable.nodeViewNew.path} replace />;
  if (!execution.data) return <WorkflowHeader loading />;
  return <ExecutionCanvas key={execution.data.id} execution={execution.data} />;
}

export default ExecutionCanvasPage;
