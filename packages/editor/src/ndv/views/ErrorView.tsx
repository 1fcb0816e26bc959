import { useState } from 'react';
import { Alert, Anchor, Code, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExecutionError, INode } from '@weft/workflow';
import { CAUSE_OPEN_DEPTH, errorDetails } from './error-details';
import { JsonTree } from './JsonView';

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <Table.Tr data-testid={testId}>
      <Table.Th w={120} style={{ verticalAlign: 'top' }}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** A failed run: its message and description, then its details (spec/editor.md §2 'Error view'). */
export function ErrorView({ error, node }: { error: ExecutionError; node: INode }) {
  const { t, i18n } = useTranslation();
  const [stackOpen, setStackOpen] = useState(false);
  const details = errorDetails(error, node);
  return (
    <Stack gap="sm" data-testid="ndv-error">
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={<span data-testid="ndv-error-message">{details.message}</span>}>
        {details.description && <Text size="sm" data-testid="ndv-error-description">{details.description}</Text>}
      </Alert>
      <Table fz="xs" withTableBorder>
        <Table.Tbody>
          {details.parameter && (
            <Row label={t('ndv.error.parameter')} testId="ndv-error-parameter">
              {details.parameter.found ? details.parameter.name : t('ndv.error.parameterNotFound', { name: details.parameter.name })}
            </Row>
          )}
          {details.httpCode && <Row label={t('ndv.error.httpCode')} testId="ndv-error-http-code">{details.httpCode}</Row>}
          {details.timestamp !== undefined && (
            <Row label={t('ndv.error.timestamp')} testId="ndv-error-timestamp">{new Date(details.timestamp).toLocaleString(i18n.language)}</Row>
          )}
          {details.context && <Row label={t('ndv.error.context')} testId="ndv-error-context"><JsonTree value={details.context} openDepth={CAUSE_OPEN_DEPTH} /></Row>}
          {details.cause !== undefined && <Row label={t('ndv.error.cause')} testId="ndv-error-cause"><JsonTree value={details.cause} openDepth={CAUSE_OPEN_DEPTH} /></Row>}
          {details.causeTooLarge && <Row label={t('ndv.error.cause')} testId="ndv-error-cause">{t('ndv.error.causeTooLarge')}</Row>}
          {details.stack && (
            <Row label={t('ndv.error.stack')} testId="ndv-error-stack">
              <Anchor component="button" size="xs" onClick={() => setStackOpen(!stackOpen)} data-testid="ndv-error-stack-toggle">
                {stackOpen ? t('ndv.error.hideStack') : t('ndv.error.showStack')}
              </Anchor>
              {stackOpen && <Code block mt={4} style={{ whiteSpace: 'pre-wrap' }}>{details.stack}</Code>}
            </Row>
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
