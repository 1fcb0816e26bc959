import type { ICredentialType } from '@weft/workflow';

/** Applied by the HTTP client: the first answer's 401 challenge is answered with a digest. */
export const httpDigestAuth: ICredentialType = {
  name: 'httpDigestAuth',
  displayName: 'Digest Auth',
  genericAuth: true,
  icon: 'fa:key',
  properties: [
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
  ],
};
