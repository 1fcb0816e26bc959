import type { ICredentialType } from '@weft/workflow';

export const smtp: ICredentialType = {
  name: 'smtp',
  displayName: 'SMTP',
  icon: 'fa:envelope',
  properties: [
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
    { displayName: 'Host', name: 'host', type: 'string', default: '' },
    { displayName: 'Port', name: 'port', type: 'number', default: 465 },
    { displayName: 'SSL/TLS', name: 'secure', type: 'boolean', default: true },
    {
      displayName: 'Disable STARTTLS', name: 'disableStartTls', type: 'boolean', default: false,
      displayOptions: { show: { secure: [false] } },
    },
    { displayName: 'Client Host Name', name: 'hostName', type: 'string', default: '', placeholder: 'Leave empty to use the server name' },
  ],
};
