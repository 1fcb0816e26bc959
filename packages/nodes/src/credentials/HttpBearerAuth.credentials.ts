import type { ICredentialType } from '@weft/workflow';

/** n8n's Bearer Auth: one token sent as `Authorization: Bearer <token>` (HTTP Request's generic auth). */
export const httpBearerAuth: ICredentialType = {
  name: 'httpBearerAuth',
  displayName: 'Bearer Auth',
  genericAuth: true,
  icon: 'fa:key',
  properties: [
    { displayName: 'Bearer Token', name: 'token', type: 'string', default: '', typeOptions: { password: true } },
    {
      displayName: 'The token is sent as "Authorization: Bearer <token>". For another header name, use the Header Auth credential.',
      name: 'useHeaderAuth', type: 'notice', default: '',
    },
  ],
  authenticate: {
    type: 'generic',
    properties: { headers: { Authorization: '=Bearer {{$credentials.token}}' } },
  },
};
