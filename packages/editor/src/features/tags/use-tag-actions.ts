import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import type { TagDetails } from '@weft/contracts';
import { showErrorToast } from '../../components/notify';
import { reflectTagChange } from './reflect-tag-change';
import { checkTagName } from './tag-rules';
import { useCreateTag, useDeleteTag, useRenameTag } from './use-tags';

/**
 * Create, rename and delete with the manager's messages. Each answers whether it went through, so the
 * row can stay open (with what the user typed) after a failure.
 */
export function useTagActions() {
  const { t } = useTranslation();
  const createTag = useCreateTag();
  const renameTag = useRenameTag();
  const deleteTag = useDeleteTag();

  const invalidName = (raw: string, title: string): string | null => {
    const check = checkTagName(raw);
    if (check.kind === 'valid') return check.name;
    showErrorToast({
      id: 'tag-name-invalid',
      title,
      error: new Error(check.kind === 'empty' ? t('tags.nameEmpty') : t('tags.nameTooLong', { max: check.max })),
    });
    return null;
  };

  const create = async (raw: string): Promise<TagDetails | null> => {
    const name = invalidName(raw, t('tags.createErrorTitle'));
    if (name === null) return null;
    try {
      return await createTag.mutateAsync(name);
    } catch (error) {
      showErrorToast({ title: t('tags.createErrorTitle'), hint: t('tags.createErrorMessage', { name }), error });
      return null;
    }
  };

  const rename = async (tag: TagDetails, raw: string): Promise<boolean> => {
    const name = invalidName(raw, t('tags.updateErrorTitle'));
    if (name === null) return false;
    // The same name needs no call: it is already so.
    if (name === tag.name) return true;
    try {
      await renameTag.mutateAsync({ id: tag.id, name });
      reflectTagChange(tag.id, name);
      notifications.show({ color: 'teal', title: t('tags.updatedTitle'), message: t('tags.updatedMessage', { old: tag.name, name }) });
      return true;
    } catch (error) {
      showErrorToast({ title: t('tags.updateErrorTitle'), hint: t('tags.updateErrorMessage', { name: tag.name }), error });
      return false;
    }
  };

  const remove = async (tag: TagDetails): Promise<boolean> => {
    try {
      const deleted = await deleteTag.mutateAsync(tag.id);
      if (!deleted) throw new Error(t('tags.couldNotDelete'));
      reflectTagChange(tag.id, null);
      notifications.show({ color: 'teal', title: t('tags.deletedTitle'), message: t('tags.deletedMessage', { name: tag.name }) });
      return true;
    } catch (error) {
      showErrorToast({ title: t('tags.deleteErrorTitle'), hint: t('tags.deleteErrorMessage', { name: tag.name }), error });
      return false;
    }
  };

  return {
    create, rename, remove,
    busy: createTag.isPending || renameTag.isPending || deleteTag.isPending,
  };
}
