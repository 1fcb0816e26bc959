import type { INodeProperties } from '@weft/workflow';

const SSH = { show: { sshTunnel: [true] } };
const SSH_PASSWORD = { show: { sshTunnel: [true], sshAuthenticateWith: ['password'] } };
const SSH_KEY = { show: { sshTunnel: [true], sshAuthenticateWith: ['privateKey'] } };

/** The SSH tunnel fields n8n's database credentials share (Postgres, MySQL), in n8n's order. */
export const sshTunnelProperties: INodeProperties[] = [
  { displayName: 'SSH Tunnel', name: 'sshTunnel', type: 'boolean', default: false },
  {
    displayName: 'SSH Authenticate with', name: 'sshAuthenticateWith', type: 'options', default: 'password', displayOptions: SSH,
    options: [{ name: 'Password', value: 'password' }, { name: 'Private Key', value: 'privateKey' }],
  },
  { displayName: 'SSH Host', name: 'sshHost', type: 'string', default: 'localhost', displayOptions: SSH },
  { displayName: 'SSH Port', name: 'sshPort', type: 'number', default: 22, displayOptions: SSH },
  { displayName: 'SSH User', name: 'sshUser', type: 'string', default: 'root', displayOptions: SSH },
  { displayName: 'SSH Password', name: 'sshPassword', type: 'string', default: '', displayOptions: SSH_PASSWORD, typeOptions: { password: true } },
  { displayName: 'Private Key', name: 'privateKey', type: 'string', default: '', displayOptions: SSH_KEY, typeOptions: { rows: 4, password: true } },
  { displayName: 'Passphrase', name: 'passphrase', type: 'string', default: '', displayOptions: SSH_KEY, description: 'The passphrase of the private key, if it has one' },
];
