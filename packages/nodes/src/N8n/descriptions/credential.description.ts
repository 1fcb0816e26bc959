import type { INodeProperties } from '@weft/workflow';

const resource = ['credential'];

export const credentialProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create',
    displayOptions: { show: { resource } },
    options: [
      { name: 'Create', value: 'create', action: 'Create a credential', description: 'Store a new credential' },
      { name: 'Delete', value: 'delete', action: 'Delete a credential', description: 'Remove a credential' },
      { name: 'Get Schema', value: 'getSchema', action: 'Get credential data schema for type', description: 'The JSON schema of a credential type\'s data' },
    ],
  },
  {
    displayName: 'Name', name: 'name', type: 'string', default: '', required: true, placeholder: 'e.g. My Postgres',
    displayOptions: { show: { resource, operation: ['create'] } },
    description: 'What the new credential is called',
  },
  {
    displayName: 'Credential Type', name: 'credentialTypeName', type: 'string', default: '', required: true, placeholder: 'e.g. postgres',
    displayOptions: { show: { resource, operation: ['create'] } },
    description: 'The internal name of the credential type (Get Schema shows the data it needs)',
  },
  {
    displayName: 'Data', name: 'data', type: 'json', default: '', required: true, typeOptions: { alwaysOpenEditWindow: true },
    placeholder: '{ "host": "localhost" }',
    displayOptions: { show: { resource, operation: ['create'] } },
    description: 'The credential\'s fields as a JSON object, as its type\'s schema describes them',
  },
  {
    displayName: 'Credential ID', name: 'credentialId', type: 'string', default: '', required: true,
    displayOptions: { show: { resource, operation: ['delete'] } },
  },
  {
    displayName: 'Credential Type', name: 'credentialTypeName', type: 'string', default: '', required: true, placeholder: 'e.g. postgres',
    displayOptions: { show: { resource, operation: ['getSchema'] } },
    description: 'The internal name of the credential type whose schema to get',
  },
];
