import { useMemo } from 'react';
import { Box, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isExpression } from '@weft/workflow';
import type { CredentialTypeDescription } from '@weft/contracts';
import { useCredentialTypes } from '../../../api/use-credentials';
import { NodeCredentialField } from '../credentials/NodeCredentialField';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

/**
 * HTTP Request's Generic Auth Type offers the generic credential types (Basic, Header, OAuth2, ...);
 * its Credential Type offers the service ones. n8n names both parameters this way.
 */
function offered(types: readonly CredentialTypeDescription[], parameterName: string): CredentialTypeDescription[] {
  const generic = parameterName === 'genericAuthType';
  return types.filter((type) => (type.genericAuth === true) === generic)
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** Picks a credential type; the credential field for the picked type follows right under it. */
export function CredentialsSelectInput({ parameter, path, value, onChange, onFocus, onBlur, readOnly, error }: ParameterInputProps) {
  const { t } = useTranslation();
  const types = useCredentialTypes();
  const data = useMemo(() => offered(types.data ?? [], parameter.name).map((type) => ({ value: type.name, label: type.displayName })), [types.data, parameter.name]);
  const current = typeof value === 'string' && value !== '' ? value : null;
  // A type this instance does not know (an imported workflow) still shows by its name.
  const options = current && !data.some((option) => option.value === current) ? [{ value: current, label: current }, ...data] : data;
  return (
    <>
      <Select
        data={options} value={current} searchable allowDeselect={false} readOnly={readOnly} error={error}
        placeholder={t('parameters.credentialsSelect.placeholder')} aria-label={parameter.displayName} data-testid={inputTestId(path)}
        nothingFoundMessage={t('nodeCredentials.noTypeFound')}
        onChange={(next) => onChange(next ?? '')} onFocus={onFocus} onBlur={onBlur}
      />
      {current && !isExpression(current) && (
        <Box mt="sm"><NodeCredentialField credential={{ name: current, required: true }} labelByType={false} /></Box>
      )}
    </>
  );
}
