import type { ICredentialType } from '@weft/workflow';

const withAuthentication = { show: { authentication: [true] } };

/** n8n's Kafka credential (its field names and defaults). */
export const kafka: ICredentialType = {
  name: 'kafka',
  displayName: 'Kafka',
  properties: [
    { displayName: 'Client ID', name: 'clientId', type: 'string', default: '', placeholder: 'my-app', description: 'The name this client gives the brokers (shown in their logs and quotas)' },
    { displayName: 'Brokers', name: 'brokers', type: 'string', default: '', placeholder: 'kafka1:9092,kafka2:9092', description: 'The bootstrap brokers, host:port, separated by commas' },
    { displayName: 'SSL', name: 'ssl', type: 'boolean', default: true, description: 'Whether to connect with TLS' },
    { displayName: 'Authentication', name: 'authentication', type: 'boolean', default: false, description: 'Whether to sign in with SASL' },
    { displayName: 'Username', name: 'username', type: 'string', default: '', displayOptions: withAuthentication },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '', displayOptions: withAuthentication },
    {
      displayName: 'SASL Mechanism', name: 'saslMechanism', type: 'options', default: 'plain', displayOptions: withAuthentication,
      options: [{ name: 'Plain', value: 'plain' }, { name: 'scram-sha-256', value: 'scram-sha-256' }, { name: 'scram-sha-512', value: 'scram-sha-512' }],
    },
  ],
};
