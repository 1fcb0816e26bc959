import type { ITag } from '@weft/workflow';
import { useCurrentWorkflow } from '../workflow/current-workflow';

/** The tags after the server renamed (name) or deleted (null) the tag `id`. */
export function withTagChange(tags: readonly ITag[], id: string, name: string | null): ITag[] {
  if (!tags.some((tag) => tag.id === id)) return tags as ITag[];
  return name === null
    ? tags.filter((tag) => tag.id !== id)
    : tags.map((tag) => (tag.id === id ? { ...tag, name } : tag));
}

/**
 * A rename or delete in the tags manager already happened on the server, to every workflow: the open
 * workflow's working copy and its saved baseline follow, so it neither turns dirty nor saves a deleted tag.
 */
export function reflectTagChange(id: string, name: string | null): void {
  const store = useCurrentWorkflow.getState().open?.store;
  if (!store) return;
  store.setState((state) => ({
    document: { ...state.document, tags: withTagChange(state.document.tags, id, name) },
    savedDocument: { ...state.savedDocument, tags: withTagChange(state.savedDocument.tags, id, name) },
  }));
}
