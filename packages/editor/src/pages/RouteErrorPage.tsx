import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeRouteFailure } from '../app/route-error';

/** Shown instead of a route whose screen failed to load (e.g. after a deploy) or to render. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const failure = describeRouteFailure(useRouteError());
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="sm" maw={520}>
        <Title order={3}>{t('errors.routeTitle')}</Title>
        <Text c="dimmed" ta="center">
          {failure.kind === 'chunk' ? t('errors.chunkLoadFailed', { id: failure.chunk }) : failure.message}
        </Text>
        <Button variant="light" onClick={() => window.location.reload()}>{t('startup.refresh')}</Button>
      </Stack>
    </Center>
  );
}
