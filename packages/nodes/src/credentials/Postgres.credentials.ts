import type { ICredentialType } from '@weft/workflow';

/** n8n's Postgres credential (the connection; the SSH tunnel fields are kept for import but not used). */
export const postgres: ICredentialType = {
  name: 'postgres',
  displayName: 'Postgres',
  properties: [
    { displayName: 'Host', name: 'host', type: 'string', default: 'localhost' },
    { displayName: 'Database', name: 'database', type: 'string', default: 'postgres' },
    { displayName: 'User', name: 'user', type: 'string', default: 'postgres' },
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
    { displayName: 'Maximum Number of Connections', name: 'maxConnections', type: 'number', default: 100 },
    { displayName: 'Ignore SSL Issues (Insecure)', name: 'allowUnauthorizedCerts', type: 'boolean', default: false, description: 'Whether to connect even if the server\'s certificate cannot be verified' },
    {
      displayName: 'SSL', name: 'ssl', type: 'options', default: 'disable', displayOptions: { show: { allowUnauthorizedCerts: [false] } },
      options: [{ name: 'Allow', value: 'allow' }, { name: 'Disable', value: 'disable' }, { name: 'Require', value: 'require' }],
    },
    { displayName: 'Port', name: 'port', type: 'number', default: 5432 },
    { displayName: 'SSH Tunnel', name: 'sshTunnel', type: 'boolean', default: false },
    {
      displayName: 'SSH Authenticate with', name: 'sshAuthenticateWith', type: 'options', default: 'password', displayOptions: { show: { sshTunnel: [true] } },
      options: [{ name: 'Password', value: 'password' }, { name: 'Private Key', value: 'privateKey' }],
    },
    { displayName: 'SSH Host', name: 'sshHost', type: 'string', default: 'localhost', displayOptions: { show: { sshTunnel: [true] } } },
    { displayName: 'SSH Port', name: 'sshPort', type: 'number', default: 22, displayOptions: { show: { sshTunnel: [true] } } },
    { displayName: 'SSH User', name: 'sshUser', type: 'string', default: 'root', displayOptions: { show: { sshTunnel: [true] } } },
    { displayName: 'SSH Password', name: 'sshPassword', type: 'string', default: '', typeOptions: { password: true }, displayOptions: { show: { sshTunnel: [true], sshAuthenticateWith: ['password'] } } },
    { displayName: 'Private Key', name: 'privateKey', type: 'string', default: '', typeOptions: { rows: 4, password: true }, displayOptions: { show: { sshTunnel: [true], sshAuthenticateWith: ['privateKey'] } } },
    { displayName: 'Passphrase', name: 'passphrase', type: 'string', default: '', description: 'Passphrase used to create the key, if any', displayOptions: { show: { sshTunnel: [true], sshAuthenticateWith: ['privateKey'] } } },
  ],
};
