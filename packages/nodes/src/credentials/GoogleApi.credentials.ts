import type { IAuthenticateHelpers, ICredentialDataDecryptedObject, ICredentialType, IHttpRequestOptions } from '@weft/workflow';
import { googleServiceAccountToken, serviceAccountOf } from '../google/service-account-token.js';
import { GOOGLE_REGIONS } from '../google/regions.js';

/** Without the HTTP node's own scopes, the token asks for what the credential test reads (Drive's "about"). */
const TEST_SCOPES = ['https://www.googleapis.com/auth/drive.metadata.readonly'];

/**
 * A Google service account: requests carry a bearer token obtained with a JWT signed by the account's key.
 * The Google nodes ask for their own scopes; the HTTP Request node and the credential test come here.
 */
export const googleApi: ICredentialType = {
  name: 'googleApi',
  displayName: 'Google Service Account API',
  icon: 'file:google.svg',
  documentationUrl: 'https://developers.google.com/identity/protocols/oauth2/service-account',
  properties: [
    {
      displayName: 'Region', name: 'region', type: 'options', default: 'us-central1',
      description: 'Used by the Google Cloud services that are regional',
      options: GOOGLE_REGIONS.map((region) => ({ name: region, value: region })),
    },
    {
      displayName: 'Service Account Email', name: 'email', type: 'string', default: '', required: true,
      placeholder: 'name@project.iam.gserviceaccount.com', description: 'The "client_email" of the key file',
    },
    {
      displayName: 'Private Key', name: 'privateKey', type: 'string', default: '', required: true, typeOptions: { password: true },
      placeholder: '-----BEGIN PRIVATE KEY-----\n...', description: 'The "private_key" of the key file, escaped line breaks (\\n) included',
    },
    { displayName: 'Impersonate a User', name: 'inpersonate', type: 'boolean', default: false, description: 'Whether to act for a Workspace user (domain-wide delegation)' },
    { displayName: 'Email', name: 'delegatedEmail', type: 'string', default: '', displayOptions: { show: { inpersonate: [true] } }, description: 'The user to act for' },
    { displayName: 'Set up for Use in HTTP Request Node', name: 'httpNode', type: 'boolean', default: false },
    {
      displayName: 'The HTTP Request node gets a token for the scopes below; the Google nodes ask for their own.', name: 'httpWarning', type: 'notice', default: '',
      displayOptions: { show: { httpNode: [true] } },
    },
    {
      displayName: 'Scope(s)', name: 'scopes', type: 'string', default: '', displayOptions: { show: { httpNode: [true] } },
      description: 'Space- or comma-separated scopes, e.g. https://www.googleapis.com/auth/drive',
    },
  ],
  async authenticate(credentials: ICredentialDataDecryptedObject, options: IHttpRequestOptions, helpers?: IAuthenticateHelpers): Promise<IHttpRequestOptions> {
    if (!helpers) throw new Error('A service account needs to ask Google for a token, and no HTTP helper was given');
    const own = credentials.httpNode === true ? String(credentials.scopes ?? '').split(/[\s,]+/).filter(Boolean) : [];
    const token = await googleServiceAccountToken(serviceAccountOf(credentials), own.length > 0 ? own : TEST_SCOPES, (request) => helpers.httpRequest(request));
    return { ...options, headers: { ...(options.headers ?? {}), Authorization: `Bearer ${token}` } };
  },
  test: { request: { method: 'GET', url: 'https://www.googleapis.com/drive/v3/about', qs: { fields: 'user' } } },
};
