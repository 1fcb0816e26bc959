import type { ICredentialType } from '@weft/workflow';

/** n8n's FTP credential: a plain FTP sign-in (field names and defaults as n8n saves them). */
export const ftp: ICredentialType = {
  name: 'ftp',
  displayName: 'FTP',
  properties: [
    { displayName: 'Host', name: 'host', type: 'string', default: '', required: true, placeholder: 'ftp.example.com' },
    { displayName: 'Port', name: 'port', type: 'number', default: 21, required: true },
    { displayName: 'Username', name: 'username', type: 'string', default: '', description: 'Leave empty to sign in as "anonymous"' },
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
  ],
};
