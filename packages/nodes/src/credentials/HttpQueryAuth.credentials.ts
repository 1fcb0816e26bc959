import type { ICredentialType } from '@weft/workflow';

export const httpQueryAuth: ICredentialType = {
  name: 'httpQueryAuth',
  displayName: 'Query Auth',
  genericAuth: true,
  icon: 'fa:key',
  properties: [
    { displayName: 'Parameter Name', name: 'name', type: 'string', default: '', placeholder: 'api_key' },
    { displayName: 'Parameter Value', name: 'value', type: 'string', default: '', typeOptions: { password: true } },
  ],
};
