import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTemplate, useTemplateWorkflowData } from '../../api/use-templates';
import { TemplateDescription } from './TemplateDescription';
import { TemplateNodeList } from './TemplateNodeList';
import { TemplatePreview } from './TemplatePreview';
import { TemplatesBackLink } from './TemplatesBackLink';
import { TemplatesConnectionWarning } from './TemplatesConnectionWarning';
import { unreachable } from './host-errors';
import { useSettings } from '../../api/use-settings';
import classes from './Templates.module.css';

/** /templates/:id: the template's name, 'Use this workflow', its preview, description and nodes. */
export function TemplatePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const host = useSettings().data?.templates.host ?? '';
  const template = useTemplate(id);
  const data = useTemplateWorkflowData(id, template.isSuccess);
  const [previewClosed, setPreviewClosed] = useState(false);

  return (
    <div className={classes.page} data-testid="template-page">
      <Stack className={classes.inner} gap="lg">
        <TemplatesBackLink />
        {template.isError && (unreachable(template.error)
          ? <TemplatesConnectionWarning host={host} />
          : <Alert color="red" variant="light" data-testid="template-not-found">{t('templates.templateNotFound')}</Alert>)}
        {template.isPending && <Skeleton h={32} w="50%" />}
        {template.data && (
          <>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4}>
                <Title order={1} fz={26}>{template.data.name}</Title>
                {template.data.user.username && <Text size="sm" c="dimmed">{t('templates.byUser', { user: template.data.user.username })}</Text>}
              </Stack>
              <Button component={Link} to={`/workflows/templates/${template.data.id}`} data-testid="use-template">
                {t('templates.useWorkflow')}
              </Button>
            </Group>
            {data.data && !previewClosed && <TemplatePreview data={data.data} onError={() => setPreviewClosed(true)} />}
            {data.isPending && !previewClosed && <Skeleton h={460} radius="md" />}
            <div className={classes.layout} style={{ gridTemplateColumns: 'minmax(0, 1fr) 240px' }}>
              <TemplateDescription source={template.data.description ?? ''} />
              <Stack gap="md">
                {template.data.categories.length > 0 && (
                  <Stack gap={6}>
                    <Text size="xs" fw={700} c="dimmed" tt="uppercase">{t('templates.categories')}</Text>
                    <Group gap={6}>{template.data.categories.map((category) => <Badge key={category.id} variant="light" color="gray">{category.name}</Badge>)}</Group>
                  </Stack>
                )}
                <Stack gap={6}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase">{t('templates.nodes')}</Text>
                  <TemplateNodeList nodes={template.data.nodes} size={26} />
                </Stack>
              </Stack>
            </div>
          </>
        )}
      </Stack>
    </div>
  );
}
