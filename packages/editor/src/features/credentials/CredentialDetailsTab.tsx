import { Checkbox, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Credential } from '@weft/contracts';
import type { NodeAccessOption } from './credential-rules';
import type { CredentialForm } from './use-credential-form';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface CredentialDetailsTabProps {
  form: CredentialForm;
  options: readonly NodeAccessOption[];
  credential?: Credential;
}

/** Which node types may use the credential (spec admin §6), and when it was made and changed. */
export function CredentialDetailsTab({ form, options, credential }: CredentialDetailsTabProps) {
  const { t } = useTranslation();
  // A node type that has gone (an uninstalled package) keeps its tick until the user takes it away.
  const known = new Set(options.map((option) => option.nodeType));
  const shown = [
    ...options,
    ...form.access.filter((entry) => !known.has(entry.nodeType)).map((entry) => ({ nodeType: entry.nodeType, displayName: entry.nodeType })),
  ];
  const allowed = new Set(form.access.map((entry) => entry.nodeType));
  return (
    <Stack gap="lg" data-testid="credential-details-tab">
      <div>
        <Text size="sm" fw={600} mb={4}>{t('credentials.edit.nodeAccess')}</Text>
        <Text size="xs" c="dimmed" mb="sm">{t('credentials.edit.nodeAccessHint')}</Text>
        {shown.length === 0
          ? <Text size="sm" c="dimmed">{t('credentials.edit.noNodes')}</Text>
          : (
            <Stack gap="xs">
              {shown.map((option) => (
                <Checkbox
                  key={option.nodeType}
                  label={option.displayName}
                  checked={allowed.has(option.nodeType)}
                  onChange={(event) => form.setAccess(option.nodeType, event.currentTarget.checked)}
                  data-testid="credential-node-access"
                  data-node-type={option.nodeType}
                />
              ))}
            </Stack>
          )}
      </div>
      {credential && (
        <Table variant="vertical" withTableBorder={false} layout="fixed" maw={480}>
          <Table.Tbody>
            <Table.Tr><Table.Th w={140}>{t('credentials.edit.created')}</Table.Th><Table.Td>{dateFormat.format(new Date(credential.createdAt))}</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>{t('credentials.edit.updated')}</Table.Th><Table.Td>{dateFormat.format(new Date(credential.updatedAt))}</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>{t('credentials.edit.id')}</Table.Th><Table.Td>{credential.id}</Table.Td></Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
