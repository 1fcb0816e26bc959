import type { ICredentialType } from '@weft/workflow';

/** n8n's IMAP credential (its field names and defaults); tested by the Email Trigger (IMAP) node. */
export const imap: ICredentialType = {
  name: 'imap',
  displayName: 'IMAP',
  properties: [
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
    { displayName: 'Host', name: 'host', type: 'string', default: '' },
    { displayName: 'Port', name: 'port', type: 'number', default: 993 },
    { displayName: 'SSL/TLS', name: 'secure', type: 'boolean', default: true, description: 'Whether to connect over TLS from the start (port 993); otherwise the connection is upgraded with STARTTLS when the server offers it' },
    { displayName: 'Allow Self-Signed Certificates', name: 'allowUnauthorizedCerts', type: 'boolean', default: false, description: 'Whether to connect even if the server\'s certificate cannot be verified' },
  ],
};
