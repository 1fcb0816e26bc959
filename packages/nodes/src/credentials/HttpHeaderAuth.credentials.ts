import type { ICredentialType } from '@weft/workflow';

export const httpHeaderAuth: ICredentialType = {
  name: 'httpHeaderAuth',
  displayName: 'Header Auth',
  genericAuth: true,
  icon: 'fa:heading',
  properties: [
    { displayName: 'Header Name', name: 'name', type: 'string', default: '', placeholder: 'X-API-Key' },
    { displayName: 'Header Value', name: 'value', type: 'string', default: '', typeOptions: { password: true } },
    {
      displayName: 'For a signature or several headers, use the Custom Auth credential instead.',
      name: 'useCustomAuth', type: 'notice', default: '',
    },
  ],
  authenticate: {
    type: 'generic',
    properties: { headers: { '={{$credentials.name}}': '={{$credentials.value}}' } },
  },
};
