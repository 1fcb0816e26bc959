import type { ICredentialType } from '@weft/workflow';

const VALUES = { show: { configurationType: ['values'] } };
const TLS = { show: { tls: [true] } };

/** n8n's MongoDB credential: a connection string, or host, port, user and password (its names and defaults). */
export const mongoDb: ICredentialType = {
  name: 'mongoDb',
  displayName: 'MongoDB',
  properties: [
    {
      displayName: 'Configuration Type', name: 'configurationType', type: 'options', default: 'values',
      options: [
        { name: 'Connection String', value: 'connectionString', description: 'A mongodb:// or mongodb+srv:// address with everything in it' },
        { name: 'Values', value: 'values', description: 'Host, port, user and password in separate fields' },
      ],
    },
    {
      displayName: 'Connection String', name: 'connectionString', type: 'string', default: '', displayOptions: { show: { configurationType: ['connectionString'] } },
      typeOptions: { password: true }, placeholder: 'mongodb://<user>:<password>@localhost:27017/?authSource=admin',
      description: 'Names the user, password and server; the Database field below picks the database',
    },
    { displayName: 'Host', name: 'host', type: 'string', default: 'localhost', displayOptions: VALUES },
    { displayName: 'Database', name: 'database', type: 'string', default: '', description: 'The database the node reads and writes' },
    { displayName: 'User', name: 'user', type: 'string', default: '', displayOptions: VALUES },
    { displayName: 'Password', name: 'password', type: 'string', default: '', displayOptions: VALUES, typeOptions: { password: true } },
    { displayName: 'Port', name: 'port', type: 'number', default: 27017, displayOptions: VALUES, description: 'Empty to look the servers up as a mongodb+srv:// address' },
    { displayName: 'Use TLS', name: 'tls', type: 'boolean', default: false },
    { displayName: 'CA Certificate', name: 'ca', type: 'string', default: '', displayOptions: TLS, typeOptions: { password: true } },
    { displayName: 'Public Client Certificate', name: 'cert', type: 'string', default: '', displayOptions: TLS, typeOptions: { password: true } },
    { displayName: 'Private Client Key', name: 'key', type: 'string', default: '', displayOptions: TLS, typeOptions: { password: true } },
    { displayName: 'Passphrase', name: 'passphrase', type: 'string', default: '', displayOptions: TLS, typeOptions: { password: true } },
  ],
};
