import type { ICredentialType } from '@weft/workflow';

const withSsl = { show: { ssl: [true] } };
const withClientCertificate = { show: { ssl: [true], passwordless: [true] } };

/** n8n's RabbitMQ credential (its field names and defaults); the SSL fields take PEM text. */
export const rabbitmq: ICredentialType = {
  name: 'rabbitmq',
  displayName: 'RabbitMQ',
  properties: [
    { displayName: 'Hostname', name: 'hostname', type: 'string', default: '', placeholder: 'localhost' },
    { displayName: 'Port', name: 'port', type: 'number', default: 5672 },
    { displayName: 'User', name: 'username', type: 'string', default: '', placeholder: 'guest' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '', placeholder: 'guest' },
    { displayName: 'Vhost', name: 'vhost', type: 'string', default: '/' },
    { displayName: 'SSL', name: 'ssl', type: 'boolean', default: false },
    {
      displayName: 'Passwordless', name: 'passwordless', type: 'boolean', default: true, displayOptions: withSsl,
      description: 'Whether to sign in with the client certificate (the broker\'s EXTERNAL mechanism) instead of the user and password',
    },
    { displayName: 'CA Certificates', name: 'ca', type: 'string', typeOptions: { password: true }, default: '', displayOptions: withSsl, description: 'The certificate authorities to trust, in PEM' },
    { displayName: 'Client Certificate', name: 'cert', type: 'string', typeOptions: { password: true }, default: '', displayOptions: withClientCertificate, description: 'In PEM' },
    { displayName: 'Client Key', name: 'key', type: 'string', typeOptions: { password: true }, default: '', displayOptions: withClientCertificate, description: 'In PEM' },
    { displayName: 'Passphrase', name: 'passphrase', type: 'string', typeOptions: { password: true }, default: '', displayOptions: withClientCertificate, description: 'Of the client key, when it is encrypted' },
  ],
};
