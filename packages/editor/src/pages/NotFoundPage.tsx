import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOMEPAGE_PATH } from '../domain/route-access';

/** Shown for any unknown path, to signed-in and signed-out users alike (spec admin §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center h="100%" mih="100vh" data-testid="not-found">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={700} c="gray.4" lh={1}>{t('notFound.code')}</Text>
        <Title order={2} fw={600}>{t('notFound.message')}</Title>
        <Button component={Link} to={HOMEPAGE_PATH} variant="light" mt="md">{t('notFound.goBack')}</Button>
      </Stack>
    </Center>
  );
}
