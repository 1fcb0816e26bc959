import type { ICredentialType } from '@weft/workflow';

const withSsl = { show: { ssl: [true] } };
const withClientCertificate = { show: { ssl: [true], passwordless: [true] } };

/** n8n's MQTT credential (its field names and defaults); the SSL fields take PEM text. */
export const mqtt: ICredentialType = {
  name: 'mqtt',
  displayName: 'MQTT',
  properties: [
    {
      displayName: 'Protocol', name: 'protocol', type: 'options', default: 'mqtt',
      options: [{ name: 'Mqtt', value: 'mqtt' }, { name: 'Mqtts', value: 'mqtts' }, { name: 'Ws', value: 'ws' }],
    },
    { displayName: 'Host', name: 'host', type: 'string', default: '' },
    { displayName: 'Port', name: 'port', type: 'number', default: 1883 },
    { displayName: 'Username', name: 'username', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'Clean Session', name: 'clean', type: 'boolean', default: true, description: 'Whether the broker forgets this client\'s subscriptions and queued messages when it disconnects' },
    { displayName: 'Client ID', name: 'clientId', type: 'string', default: '', description: 'The name the broker knows this client by; a random one when empty' },
    { displayName: 'SSL', name: 'ssl', type: 'boolean', default: false },
    { displayName: 'Passwordless', name: 'passwordless', type: 'boolean', default: true, displayOptions: withSsl, description: 'Whether to sign in with a client certificate' },
    { displayName: 'CA Certificates', name: 'ca', type: 'string', typeOptions: { password: true }, default: '', displayOptions: withSsl, description: 'The certificate authorities to trust, in PEM' },
    { displayName: 'Reject Unauthorized Certificate', name: 'rejectUnauthorized', type: 'boolean', default: false, displayOptions: withClientCertificate, description: 'Whether to refuse a broker whose certificate the CA certificates do not vouch for' },
    { displayName: 'Client Certificate', name: 'cert', type: 'string', typeOptions: { password: true }, default: '', displayOptions: withClientCertificate, description: 'In PEM' },
    { displayName: 'Client Key', name: 'key', type: 'string', typeOptions: { password: true }, default: '', displayOptions: withClientCertificate, description: 'In PEM' },
  ],
};
