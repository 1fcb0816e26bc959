import { useEffect, useRef } from 'react';
import { Alert, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '../../api/templates-host';
import { TemplateCard } from './TemplateCard';

interface Props {
  templates: TemplateSummary[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

/**
 * The workflow list: the next page loads when its end scrolls into view, with a loading-more line;
 * when all are loaded it says so (spec admin §4 and §8).
 */
export function TemplateList({ templates, loading, loadingMore, hasMore, loadMoreFailed, onLoadMore }: Props) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !loadingMore && !loadMoreFailed && !loading;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoad) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoad, onLoadMore, templates.length]);

  if (loading) {
    return <Stack gap={0}>{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={64} radius={0} mb={1} />)}</Stack>;
  }
  return (
    <Stack gap="md">
      <div data-testid="template-list">
        {templates.map((template) => <TemplateCard key={template.id} template={template} />)}
      </div>
      <div ref={sentinel} />
      {loadingMore && (
        <Group gap="xs" justify="center" data-testid="templates-loading-more">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">{t('templates.loadingMore')}</Text>
        </Group>
      )}
      {loadMoreFailed && (
        <Alert color="red" variant="light" data-testid="templates-load-more-error">{t('templates.loadMoreError')}</Alert>
      )}
      {!hasMore && templates.length > 0 && (
        <Text size="sm" c="dimmed" ta="center" data-testid="templates-end">{t('templates.endOfResults')}</Text>
      )}
    </Stack>
  );
}
