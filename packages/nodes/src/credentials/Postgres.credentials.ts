import type { ICredentialType } from '@weft/workflow';
import { sshTunnelProperties } from './ssh-tunnel-properties.js';

/** n8n's PostgreSQL credential (its field names and defaults, so n8n's exported credentials import; the SSH tunnel fields are kept for import but not used). */
export const postgres: ICredentialType = {
  name: 'postgres',
  displayName: 'Postgres',
  properties: [
    { displayName: 'Host', name: 'host', type: 'string', default: 'localhost' },
    { displayName: 'Database', name: 'database', type: 'string', default: 'postgres' },
    { displayName: 'User', name: 'user', type: 'string', default: 'postgres' },
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
    { displayName: 'Maximum Number of Connections', name: 'maxConnections', type: 'number', default: 100, description: 'Connections the pool may open; fewer leaves room for other clients of the server' },
    { displayName: 'Ignore SSL Issues (Insecure)', name: 'allowUnauthorizedCerts', type: 'boolean', default: false, description: 'Whether to connect even if the server certificate cannot be verified' },
    {
      displayName: 'SSL', name: 'ssl', type: 'options', default: 'disable', displayOptions: { show: { allowUnauthorizedCerts: [false] } },
      options: [{ name: 'Allow', value: 'allow' }, { name: 'Disable', value: 'disable' }, { name: 'Require', value: 'require' }],
    },
    { displayName: 'Port', name: 'port', type: 'number', default: 5432 },
    ...sshTunnelProperties,
  ],
};
