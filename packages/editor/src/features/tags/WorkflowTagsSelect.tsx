import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ITag } from '@weft/workflow';
import { showErrorToast } from '../../components/notify';
import { useWorkflowStore, useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import { selectReadOnly } from '../../stores/workflow/selectors';
import type { WorkflowStoreState } from '../../stores/workflow/workflow-store';
import { TagsManagerModal } from './TagsManagerModal';
import { TagsSelect } from './TagsSelect';

const selectTags = (state: WorkflowStoreState) => state.document.tags;

/**
 * The open workflow's tags in the header. A change is an undoable edit of the document (saved with the
 * workflow). Also hosts the tags manager modal, which the select's gear opens.
 */
export function WorkflowTagsSelect() {
  const { t } = useTranslation();
  const store = useWorkflowStoreApi();
  const tags = useWorkflowStore(selectTags);
  const readOnly = useWorkflowStore(selectReadOnly);
  const onChange = useCallback((next: ITag[]) => {
    try {
      store.getState().apply({ type: 'setTags', tags: next });
    } catch (error) {
      showErrorToast({ title: t('tags.setErrorTitle'), error });
    }
  }, [store, t]);

  return (
    <>
      <TagsSelect value={tags} onChange={onChange} disabled={readOnly} data-testid="workflow-tags" />
      <TagsManagerModal />
    </>
  );
}
