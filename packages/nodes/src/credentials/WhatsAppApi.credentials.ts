import type { ICredentialType } from '@weft/workflow';

/** WhatsApp Business Cloud: a Meta access token (system user or temporary) with the business account's id, sent as Bearer. */
export const whatsAppApi: ICredentialType = {
  name: 'whatsAppApi',
  displayName: 'WhatsApp API',
  documentationUrl: 'https://developers.facebook.com/docs/whatsapp/cloud-api/get-started',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', default: '', required: true, typeOptions: { password: true } },
    { displayName: 'Business Account ID', name: 'businessAccountId', type: 'string', default: '', required: true, description: 'The WhatsApp Business Account\'s id, from the app\'s WhatsApp setup page' },
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.accessToken}}' } } },
  // Graph answers a bad token with an OAuthException body.
  test: {
    request: { baseURL: 'https://graph.facebook.com/v13.0', url: '/', ignoreHttpStatusErrors: true },
    rules: [{ type: 'responseSuccessBody', properties: { key: 'error.type', value: 'OAuthException', message: 'Invalid access token' } }],
  },
};

/** The Meta app behind the WhatsApp Trigger: its id and secret subscribe the webhook and check Meta's signatures. */
export const whatsAppTriggerApi: ICredentialType = {
  name: 'whatsAppTriggerApi',
  displayName: 'WhatsApp OAuth API',
  documentationUrl: 'https://developers.facebook.com/docs/graph-api/webhooks/getting-started',
  properties: [
    { displayName: 'Client ID', name: 'clientId', type: 'string', default: '', required: true, description: 'The Meta app\'s App ID' },
    { displayName: 'Client Secret', name: 'clientSecret', type: 'string', default: '', required: true, typeOptions: { password: true }, description: 'The Meta app\'s App Secret' },
  ],
  // An app access token is granted only for the right id and secret.
  test: {
    request: {
      method: 'POST', baseURL: 'https://graph.facebook.com/v19.0/oauth/access_token', url: '',
      body: { client_id: '={{$credentials.clientId}}', client_secret: '={{$credentials.clientSecret}}', grant_type: 'client_credentials' },
    },
  },
};
