import type { ICredentialType } from '@weft/workflow';

/** n8n's SFTP credential: an SSH sign-in with a password or a private key (and its passphrase). */
export const sftp: ICredentialType = {
  name: 'sftp',
  displayName: 'SFTP',
  properties: [
    { displayName: 'Host', name: 'host', type: 'string', default: '', required: true, placeholder: 'sftp.example.com' },
    { displayName: 'Port', name: 'port', type: 'number', default: 22, required: true },
    { displayName: 'Username', name: 'username', type: 'string', default: '', required: true },
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
    {
      displayName: 'Private Key', name: 'privateKey', type: 'string', default: '', typeOptions: { password: true },
      description: 'The whole key file (OpenSSH or PEM), from its BEGIN line to its END line; with a password too, the password is tried first',
    },
    {
      displayName: 'Passphrase', name: 'passphrase', type: 'string', default: '', typeOptions: { password: true },
      description: 'The passphrase that unlocks an encrypted private key',
    },
  ],
};
