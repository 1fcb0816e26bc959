import type { ICredentialType } from '@weft/workflow';

/** n8n's Redis credential (its field names and defaults). */
export const redis: ICredentialType = {
  name: 'redis',
  displayName: 'Redis',
  properties: [
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
    { displayName: 'User', name: 'user', type: 'string', default: '', description: 'Leave empty for the default user (Redis 6 and later know named users)' },
    { displayName: 'Host', name: 'host', type: 'string', default: 'localhost' },
    { displayName: 'Port', name: 'port', type: 'number', default: 6379 },
    { displayName: 'Database Number', name: 'database', type: 'number', default: 0 },
    { displayName: 'SSL', name: 'ssl', type: 'boolean', default: false },
    { displayName: 'Disable TLS Verification (Insecure)', name: 'disableTlsVerification', type: 'boolean', default: false, displayOptions: { show: { ssl: [true] } } },
  ],
};
