import { Anchor, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../api/use-settings';

function ExternalLink({ href, children, testId }: { href: string; children: string; testId: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" data-testid={testId}>
      <Group gap={4} wrap="nowrap" component="span">{children}<IconExternalLink size={14} /></Group>
    </Anchor>
  );
}

/**
 * Help > About (spec admin §2): the product, the version the server runs, and the links the instance
 * gives: the source (WEFT_SOURCE_URL or the package's repository; no row without one) and the licence
 * text the instance serves itself.
 */
export function AboutModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings().data;
  const sourceUrl = settings?.about.sourceUrl;
  return (
    <Modal opened={opened} onClose={onClose} size={480} centered title={<Text fw={600} size="lg">{t('about.title')}</Text>}>
      <Stack gap="md" data-testid="about-modal">
        <Text size="sm" c="dimmed">{t('about.description')}</Text>
        <Table withRowBorders={false} verticalSpacing={6} horizontalSpacing={0}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td w={140}><Text size="sm" fw={500}>{t('about.version')}</Text></Table.Td>
              <Table.Td><Text size="sm" data-testid="about-version">{settings?.versionCli ?? ''}</Text></Table.Td>
            </Table.Tr>
            {sourceUrl && (
              <Table.Tr>
                <Table.Td><Text size="sm" fw={500}>{t('about.sourceCode')}</Text></Table.Td>
                <Table.Td><ExternalLink href={sourceUrl} testId="about-source">{sourceUrl.replace(/^https?:\/\//, '')}</ExternalLink></Table.Td>
              </Table.Tr>
            )}
            {settings && (
              <Table.Tr>
                <Table.Td><Text size="sm" fw={500}>{t('about.license')}</Text></Table.Td>
                <Table.Td><ExternalLink href={settings.about.licenceUrl} testId="about-license">{t('about.license')}</ExternalLink></Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="about-close">{t('about.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
