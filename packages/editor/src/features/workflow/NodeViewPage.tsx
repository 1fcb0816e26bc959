import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_WORKFLOW_NAME } from '@weft/workflow';
import { hasHttpStatus } from '../../api/api-error';
import { useNewWorkflowName, useWorkflow } from '../../api/use-workflow';
import { showErrorToast } from '../../components/notify';
import { documentFromWorkflow, newWorkflowDocument } from '../../stores/workflow/document-slice';
import { routeTable } from '../../app/route-table';
import { WorkflowEditor } from './WorkflowEditor';
import { WorkflowHeader } from './WorkflowHeader';

/** /workflow/:name — the saved workflow; when it cannot be loaded, a toast and a new workflow instead. */
function ExistingWorkflow({ id }: { id: string }) {
  const { t } = useTranslation();
  const workflow = useWorkflow(id);
  const notFound = hasHttpStatus(workflow.error, 404);

  useEffect(() => {
    if (!workflow.error) return;
    if (notFound) {
      showErrorToast({ id: `workflow-not-found-${id}`, title: t('workflow.notFoundTitle'), hint: t('workflow.notFoundMessage', { id }) });
    } else {
      showErrorToast({ id: `workflow-load-error-${id}`, title: t('workflow.loadErrorTitle'), error: workflow.error });
    }
  }, [workflow.error, notFound, id, t]);

  if (workflow.error) return <Navigate to={routeTable.nodeViewNew.path} replace />;
  if (!workflow.data) return <WorkflowHeader loading />;
  return <WorkflowEditor key={workflow.data.id} document={documentFromWorkflow(workflow.data)} />;
}

/** /workflow — an empty canvas with a free name from the server ('My workflow' if it cannot say). */
function NewWorkflow() {
  const { t } = useTranslation();
  const name = useNewWorkflowName();

  useEffect(() => {
    if (name.error) showErrorToast({ id: 'new-workflow-error', title: t('workflow.newErrorTitle'), error: name.error });
  }, [name.error, t]);

  if (name.isPending) return <WorkflowHeader loading />;
  return <WorkflowEditor key="new" document={newWorkflowDocument(name.data?.name ?? DEFAULT_WORKFLOW_NAME)} />;
}

export function NodeViewPage() {
  const { name: id } = useParams();
  return id ? <ExistingWorkflow key={id} id={id} /> : <NewWorkflow />;
}

export default NodeViewPage;
