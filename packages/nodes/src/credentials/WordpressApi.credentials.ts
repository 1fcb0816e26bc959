import type { ICredentialType } from '@weft/workflow';

/** n8n's WordPress credential: a user and an application password, sent as basic auth to the site's REST API. */
export const wordpressApi: ICredentialType = {
  name: 'wordpressApi',
  displayName: 'Wordpress API',
  documentationUrl: 'https://developer.wordpress.org/rest-api/using-the-rest-api/authentication/#basic-authentication-with-application-passwords',
  properties: [
    { displayName: 'Username', name: 'username', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true }, description: 'An application password of the user (Users → Profile → Application Passwords)' },
    { displayName: 'Wordpress URL', name: 'url', type: 'string', default: '', placeholder: 'https://example.com' },
    { displayName: 'Ignore SSL Issues (Insecure)', name: 'allowUnauthorizedCerts', type: 'boolean', default: false, description: 'Whether to connect even if SSL certificate validation is not possible' },
  ],
  authenticate: { type: 'generic', properties: { auth: { username: '={{$credentials.username}}', password: '={{$credentials.password}}' } } },
  test: {
    request: {
      baseURL: '={{$credentials?.url}}/wp-json/wp/v2', url: '/users', method: 'GET',
      skipSslCertificateValidation: '={{$credentials.allowUnauthorizedCerts}}' as never,
    },
  },
};
