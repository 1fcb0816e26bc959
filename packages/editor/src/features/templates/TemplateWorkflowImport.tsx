import { useEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNodeTypes } from '../../api/use-node-types';
import { useTemplateWorkflowData } from '../../api/use-templates';
import { showErrorToast } from '../../components/notify';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import { routeTable } from '../../domain/route-table';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { WorkflowEditor } from '../workflow/WorkflowEditor';
import { WorkflowHeader } from '../workflow/WorkflowHeader';
import { templateImportOperation } from './template-import';
import { TemplateCredentialsNotice } from './TemplateCredentialsNotice';

/**
 * /workflows/templates/:id: the template in a new, unsaved workflow named after it. A template that
 * cannot be loaded gives a toast and a new empty workflow (spec editor §8).
 */
export function TemplateWorkflowImport({ templateId }: { templateId: string }) {
  const { t } = useTranslation();
  const data = useTemplateWorkflowData(templateId);
  const nodeTypes = useNodeTypes();
  const lookup = useMemo(() => createNodeTypeLookup(nodeTypes.data ?? []), [nodeTypes.data]);

  useEffect(() => {
    if (data.error) showErrorToast({ id: `template-load-${templateId}`, title: t('templates.importErrorTitle'), error: data.error });
  }, [data.error, templateId, t]);

  if (data.error) return <Navigate to={routeTable.nodeViewNew.path} replace />;
  if (!data.data || nodeTypes.isPending) return <WorkflowHeader loading />;
  const operation = templateImportOperation(data.data, lookup, () => crypto.randomUUID());
  return (
    <WorkflowEditor
      document={newWorkflowDocument(data.data.name)}
      initialOperation={operation ?? undefined}
      overlay={<TemplateCredentialsNotice lookup={lookup} />}
    />
  );
}
