import type { ICredentialType, INodeProperties } from '@weft/workflow';

const where: INodeProperties[] = [
  { displayName: 'Host', name: 'host', type: 'string', default: '', required: true, placeholder: 'ssh.example.com' },
  { displayName: 'Port', name: 'port', type: 'number', default: 22, required: true },
  { displayName: 'Username', name: 'username', type: 'string', default: '' },
];

/** n8n's SSH login with a password (the SSH node's "Password" authentication). */
export const sshPassword: ICredentialType = {
  name: 'sshPassword',
  displayName: 'SSH Password',
  properties: [
    ...where,
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
  ],
};

/** n8n's SSH login with a private key (the SSH node's "Private Key" authentication). */
export const sshPrivateKey: ICredentialType = {
  name: 'sshPrivateKey',
  displayName: 'SSH Private Key',
  properties: [
    ...where,
    {
      displayName: 'Private Key', name: 'privateKey', type: 'string', default: '', typeOptions: { rows: 4, password: true },
      description: 'The whole key, OpenSSH or PEM, from its -----BEGIN line to its -----END line',
    },
    {
      displayName: 'Passphrase', name: 'passphrase', type: 'string', default: '', typeOptions: { password: true },
      description: 'The passphrase the key is encrypted with; leave empty for a key without one',
    },
  ],
};
