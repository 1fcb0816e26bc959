import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkflowStoreApi } from '../stores/workflow/workflow-store-context';
import { useSettings } from '../api/use-settings';
import { routeTable } from '../domain/route-table';
import classes from './WorkflowCanvas.module.css';

/** An empty canvas: n8n's "Add first step" box where the first node goes, or a note when read-only. */
export function CanvasEmptyState({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const store = useWorkflowStoreApi();
  const templatesEnabled = useSettings().data?.templates?.enabled ?? false;
  if (readOnly) {
    return (
      <div className={classes.empty}>
        <Text fw={600} c="dimmed">{t('canvas.emptyTitle')}</Text>
        <Text size="sm" c="dimmed">{t('canvas.emptyHintReadOnly')}</Text>
      </div>
    );
  }
  return (
    <div className={classes.empty}>
      <button type="button" className={classes.firstStep} data-testid="canvas-add-first-step" onClick={() => store.getState().openNodeCreator()}>
        <span className={classes.firstStepBox} aria-hidden><IconPlus size={36} stroke={1.5} /></span>
        <span className={classes.firstStepLabel}>{t('canvas.addFirstStep')}</span>
      </button>
      {templatesEnabled && (
        <Anchor component={Link} to={routeTable.templatesSearch.path} size="sm" className={classes.fromTemplate} data-testid="canvas-from-template">
          {t('canvas.startFromTemplate')}
        </Anchor>
      )}
    </div>
  );
}
