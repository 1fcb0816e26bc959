import { useEffect, useState } from 'react';
import { Navigate, useLocation, useMatch, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_WORKFLOW_NAME } from '@weft/workflow';
import { hasHttpStatus } from '../../api/api-error';
import { useNodeTypes } from '../../api/use-node-types';
import { useNewWorkflowName, useWorkflow } from '../../api/use-workflow';
import { showErrorToast } from '../../components/notify';
import { documentFromWorkflow, newWorkflowDocument } from '../../stores/workflow/document-slice';
import { routeTable } from '../../domain/route-table';
import { WorkflowEditor } from './WorkflowEditor';
import { WorkflowHeader } from './WorkflowHeader';
import { WORKFLOW_SAVE_ACTION } from './leave-guard';
import { TemplateWorkflowImport } from '../templates/TemplateWorkflowImport';

/** /workflow/:name — the saved workflow; when it cannot be loaded, a toast and a new workflow instead. */
function ExistingWorkflow({ id }: { id: string }) {
  const { t } = useTranslation();
  const workflow = useWorkflow(id);
  // Asked for alongside the workflow, not after it: the canvas needs both before it draws a node.
  useNodeTypes();
  const notFound = hasHttpStatus(workflow.error, 404);
  const { refetch } = workflow;

  // A copy cached earlier in the session may be out of date (changed in another tab): open what the server has.
  useEffect(() => { void refetch({ cancelRefetch: false }); }, [refetch]);

  useEffect(() => {
    if (!workflow.error) return;
    if (notFound) {
      showErrorToast({ id: `workflow-not-found-${id}`, title: t('workflow.notFoundTitle'), hint: t('workflow.notFoundMessage', { id }) });
    } else {
      showErrorToast({ id: `workflow-load-error-${id}`, title: t('workflow.loadErrorTitle'), error: workflow.error });
    }
  }, [workflow.error, notFound, id, t]);

  if (workflow.error) return <Navigate to={routeTable.nodeViewNew.path} replace />;
  if (!workflow.data || !workflow.isFetchedAfterMount) return <WorkflowHeader loading />;
  return <WorkflowEditor document={documentFromWorkflow(workflow.data)} />;
}

/** /workflow — an empty canvas with a free name from the server ('My workflow' if it cannot say). */
function NewWorkflow() {
  const { t } = useTranslation();
  const name = useNewWorkflowName();

  useEffect(() => {
    if (name.error) showErrorToast({ id: 'new-workflow-error', title: t('workflow.newErrorTitle'), error: name.error });
  }, [name.error, t]);

  if (name.isPending) return <WorkflowHeader loading />;
  return <WorkflowEditor document={newWorkflowDocument(name.data?.name ?? DEFAULT_WORKFLOW_NAME)} />;
}

/** Which workflow a route opens: the id, a template, or a fresh new canvas per visit of /workflow. */
function openedBy(id: string | undefined, templateId: string | undefined, locationKey: string): string {
  if (templateId) return `template:${templateId}:${locationKey}`;
  return id ? `existing:${id}` : `new:${locationKey}`;
}

/**
 * Opens the workflow of the route. After the first save of a new workflow the route moves to its id
 * with the 'workflowSave' action: the same editor (and its canvas) stays, nothing is loaded again.
 */
export function NodeViewPage() {
  const { name: id } = useParams();
  const templateId = useMatch(routeTable.workflowTemplate.path)?.params.id;
  const location = useLocation();
  const action = (location.state as { action?: unknown } | null)?.action;
  const key = openedBy(id, templateId, location.key);
  const [opened, setOpened] = useState({ key, id, templateId });
  // A new route (not the move after a first save) opens what it names; adjusting state while rendering.
  const current = action !== WORKFLOW_SAVE_ACTION && opened.key !== key ? { key, id, templateId } : opened;
  if (current !== opened) setOpened(current);

  if (current.templateId) return <TemplateWorkflowImport key={current.key} templateId={current.templateId} />;
  return current.id
    ? <ExistingWorkflow key={current.key} id={current.id} />
    : <NewWorkflow key={current.key} />;
}

export default NodeViewPage;
