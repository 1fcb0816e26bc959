import type { ICredentialType } from '@weft/workflow';

export const httpBasicAuth: ICredentialType = {
  name: 'httpBasicAuth',
  displayName: 'Basic Auth',
  genericAuth: true,
  icon: 'fa:address-card',
  properties: [
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
  ],
};
