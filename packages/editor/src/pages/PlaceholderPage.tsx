import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageTitleKey } from './page-titles';

/** A route whose screen comes in a later issue: its name and an honest note, nothing pretended. */
export function PlaceholderPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  return (
    <Center h="100%" mih="60vh" p="xl" data-testid="placeholder-page">
      <Stack align="center" gap={6}>
        <Title order={2}>{t(`pages.${titleKey}`)}</Title>
        <Text c="dimmed">{t('placeholder.notAvailable')}</Text>
      </Stack>
    </Center>
  );
}
