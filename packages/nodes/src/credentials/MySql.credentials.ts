import type { ICredentialType } from '@weft/workflow';
import { sshTunnelProperties } from './ssh-tunnel-properties.js';

const SSL = { show: { ssl: [true] } };

/** n8n's MySQL credential (its field names and defaults, so n8n's exported credentials import). */
export const mySql: ICredentialType = {
  name: 'mySql',
  displayName: 'MySQL',
  properties: [
    { displayName: 'Host', name: 'host', type: 'string', default: 'localhost' },
    { displayName: 'Database', name: 'database', type: 'string', default: 'mysql' },
    { displayName: 'User', name: 'user', type: 'string', default: 'mysql' },
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
    { displayName: 'Port', name: 'port', type: 'number', default: 3306 },
    { displayName: 'Connect Timeout', name: 'connectTimeout', type: 'number', default: 10000, description: 'Milliseconds to wait for the first connection' },
    { displayName: 'SSL', name: 'ssl', type: 'boolean', default: false },
    { displayName: 'CA Certificate', name: 'caCertificate', type: 'string', default: '', displayOptions: SSL, typeOptions: { password: true } },
    { displayName: 'Client Private Key', name: 'clientPrivateKey', type: 'string', default: '', displayOptions: SSL, typeOptions: { password: true } },
    { displayName: 'Client Certificate', name: 'clientCertificate', type: 'string', default: '', displayOptions: SSL, typeOptions: { password: true } },
    ...sshTunnelProperties,
  ],
};
