export { TagsSelect } from './TagsSelect';
export type { TagsSelectProps } from './TagsSelect';
export { WorkflowTagsSelect } from './WorkflowTagsSelect';
export { TagsManagerModal } from './TagsManagerModal';
export { useTagsManager } from './tags-manager.store';
export { useTags, tagsQueryKey } from './use-tags';
