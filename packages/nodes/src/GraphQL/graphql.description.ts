import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';

/** Each authentication choice and the credential type it uses. */
export const GRAPHQL_CREDENTIAL_TYPES: Record<string, string> = {
  basicAuth: 'httpBasicAuth',
  customAuth: 'httpCustomAuth',
  digestAuth: 'httpDigestAuth',
  headerAuth: 'httpHeaderAuth',
  oAuth1: 'oAuth1Api',
  oAuth2: 'oAuth2Api',
  queryAuth: 'httpQueryAuth',
};

const properties: INodeProperties[] = [
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', noDataExpression: true, default: 'none',
    options: [
      { name: 'Basic Auth', value: 'basicAuth' },
      { name: 'Custom Auth', value: 'customAuth' },
      { name: 'Digest Auth', value: 'digestAuth' },
      { name: 'Header Auth', value: 'headerAuth' },
      { name: 'None', value: 'none' },
      { name: 'OAuth1', value: 'oAuth1' },
      { name: 'OAuth2', value: 'oAuth2' },
      { name: 'Query Auth', value: 'queryAuth' },
    ],
    description: 'How the request proves who sends it',
  },
  {
    displayName: 'HTTP Request Method', name: 'requestMethod', type: 'options', default: 'POST',
    options: [{ name: 'GET', value: 'GET' }, { name: 'POST', value: 'POST' }],
    description: 'GET sends the query in the URL, POST in the body',
  },
  {
    displayName: 'Endpoint', name: 'endpoint', type: 'string', default: '', required: true, placeholder: 'https://api.example.com/graphql',
    description: 'The URL of the GraphQL API',
  },
  {
    displayName: 'Ignore SSL Issues (Insecure)', name: 'allowUnauthorizedCerts', type: 'boolean', default: false,
    description: 'Whether to accept a certificate that cannot be verified (self-signed, expired)',
  },
  {
    displayName: 'Request Format', name: 'requestFormat', type: 'options', required: true, default: 'graphql',
    options: [
      { name: 'GraphQL (Raw)', value: 'graphql' },
      { name: 'JSON', value: 'json' },
    ],
    displayOptions: { show: { requestMethod: ['POST'], '@version': [1] } },
    description: 'How the query is sent: as the body itself (application/graphql), or in a JSON body with its variables',
  },
  {
    displayName: 'Request Format', name: 'requestFormat', type: 'options', required: true, default: 'json',
    options: [
      { name: 'JSON (Recommended)', value: 'json', description: 'The query, its variables and operation name in a JSON body' },
      { name: 'GraphQL (Raw)', value: 'graphql', description: 'The query as the body itself (application/graphql)' },
    ],
    displayOptions: { show: { requestMethod: ['POST'], '@version': [{ _cnd: { gte: 1.1 } }] } },
    description: 'How the query is sent',
  },
  {
    displayName: 'Query', name: 'query', type: 'string', default: '', required: true, typeOptions: { rows: 6 },
    placeholder: 'query { users { id name } }',
    description: 'The GraphQL query or mutation',
  },
  {
    displayName: 'Variables', name: 'variables', type: 'json', default: '',
    displayOptions: { show: { requestFormat: ['json'], requestMethod: ['POST'] } },
    description: 'The values of the query\'s variables, as a JSON object',
  },
  {
    displayName: 'Operation Name', name: 'operationName', type: 'string', default: '',
    displayOptions: { show: { requestFormat: ['json'], requestMethod: ['POST'] } },
    description: 'Which operation of the query to run, when it holds several',
  },
  {
    displayName: 'Response Format', name: 'responseFormat', type: 'options', default: 'json',
    options: [{ name: 'JSON', value: 'json' }, { name: 'String', value: 'string' }],
    description: 'Whether the answer is read as JSON, or kept as text in one field',
  },
  {
    displayName: 'Response Data Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: { show: { responseFormat: ['string'] } },
    description: 'The field of the output item to put the answer in',
  },
  {
    displayName: 'Headers', name: 'headerParametersUi', type: 'fixedCollection', placeholder: 'Add Header', default: {},
    typeOptions: { multipleValues: true },
    description: 'Headers to send with the request',
    options: [
      {
        name: 'parameter', displayName: 'Header',
        values: [
          { displayName: 'Name', name: 'name', type: 'string', default: '' },
          { displayName: 'Value', name: 'value', type: 'string', default: '' },
        ],
      },
    ],
  },
];

export const graphqlDescription: INodeTypeDescription = {
  displayName: 'GraphQL',
  name: 'n8n-nodes-base.graphql',
  icon: 'file:graphql.svg',
  group: ['input'],
  version: [1, 1.1],
  subtitle: '={{$parameter["requestMethod"] + ": " + $parameter["endpoint"]}}',
  description: 'Sends a query or mutation to a GraphQL API',
  defaults: { name: 'GraphQL' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: Object.entries(GRAPHQL_CREDENTIAL_TYPES).map(([value, name]) => ({
    name, required: true, displayOptions: { show: { authentication: [value] } },
  })),
  codex: { categories: ['Development', 'Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['API', 'Query', 'Mutation'] },
  properties,
};
