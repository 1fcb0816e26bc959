import type { ICredentialType } from '@weft/workflow';

/* n8n's three Jira credentials: Cloud (email + API token), Server (username + password), Server with a personal access token. */

const DOMAIN = { displayName: 'Domain', name: 'domain', type: 'string' as const, default: '', placeholder: 'https://example.atlassian.net', description: 'The address of the Jira site' };
const TEST = { request: { baseURL: '={{$credentials?.domain}}', url: '/rest/api/2/myself' } };

export const jiraSoftwareCloudApi: ICredentialType = {
  name: 'jiraSoftwareCloudApi',
  displayName: 'Jira SW Cloud API',
  documentationUrl: 'https://support.atlassian.com/atlassian-account/docs/manage-api-tokens-for-your-atlassian-account/',
  properties: [
    { displayName: 'Email', name: 'email', type: 'string', placeholder: 'name@email.com', default: '' },
    { displayName: 'API Token', name: 'apiToken', type: 'string', typeOptions: { password: true }, default: '' },
    DOMAIN,
  ],
  authenticate: { type: 'generic', properties: { auth: { username: '={{$credentials.email}}', password: '={{$credentials.apiToken}}' } } },
  test: TEST,
};

export const jiraSoftwareServerApi: ICredentialType = {
  name: 'jiraSoftwareServerApi',
  displayName: 'Jira SW Server API',
  documentationUrl: 'https://confluence.atlassian.com/adminjiraserver/jira-rest-api-overview-938847327.html',
  properties: [
    { displayName: 'Email', name: 'email', type: 'string', placeholder: 'name@email.com', default: '', description: 'The username (or email) to sign in with' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    { ...DOMAIN, placeholder: 'https://jira.example.com' },
  ],
  authenticate: { type: 'generic', properties: { auth: { username: '={{$credentials.email}}', password: '={{$credentials.password}}' } } },
  test: TEST,
};

export const jiraSoftwareServerPatApi: ICredentialType = {
  name: 'jiraSoftwareServerPatApi',
  displayName: 'Jira SW Server (PAT) API',
  documentationUrl: 'https://confluence.atlassian.com/enterprise/using-personal-access-tokens-1026032365.html',
  properties: [
    { displayName: 'Personal Access Token', name: 'personalAccessToken', type: 'string', typeOptions: { password: true }, default: '' },
    { ...DOMAIN, placeholder: 'https://jira.example.com' },
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.personalAccessToken}}' } } },
  test: TEST,
};
