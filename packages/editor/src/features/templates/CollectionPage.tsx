import { useParams } from 'react-router';
import { Alert, Badge, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTemplateCollection } from '../../api/use-templates';
import { TemplateCard } from './TemplateCard';
import { TemplateDescription } from './TemplateDescription';
import { TemplateNodeList } from './TemplateNodeList';
import { TemplatesBackLink } from './TemplatesBackLink';
import { TemplatesConnectionWarning } from './TemplatesConnectionWarning';
import { unreachable } from './host-errors';
import { useSettings } from '../../api/use-settings';
import classes from './Templates.module.css';

/** /collections/:id: a collection's description and its templates. */
export function CollectionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const host = useSettings().data?.templates.host ?? '';
  const collection = useTemplateCollection(id);

  return (
    <div className={classes.page} data-testid="collection-page">
      <Stack className={classes.inner} gap="lg" maw={900}>
        <TemplatesBackLink />
        {collection.isError && (unreachable(collection.error)
          ? <TemplatesConnectionWarning host={host} />
          : <Alert color="red" variant="light" data-testid="collection-not-found">{t('templates.collectionNotFound')}</Alert>)}
        {collection.isPending && <Skeleton h={32} w="50%" />}
        {collection.data && (
          <>
            <Title order={1} fz={26}>{collection.data.name}</Title>
            <Group gap="xs">
              {collection.data.categories.map((category) => <Badge key={category.id} variant="light" color="gray">{category.name}</Badge>)}
            </Group>
            <TemplateNodeList nodes={collection.data.nodes} size={26} />
            {collection.data.description && <TemplateDescription source={collection.data.description} />}
            <div data-testid="collection-workflows">
              {collection.data.workflows.map((template) => <TemplateCard key={template.id} template={template} />)}
            </div>
          </>
        )}
      </Stack>
    </div>
  );
}
