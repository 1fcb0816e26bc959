import type { ICredentialType } from '@weft/workflow';
import { googleServiceOAuth2 } from './google-service-oauth2.js';

const AUTH = 'https://www.googleapis.com/auth/';

/** Gmail's scopes, as n8n asks for them: full mail access (permanent delete needs it), labels, modify and compose. */
const GMAIL_SCOPES = [
  `${AUTH}gmail.labels`, `${AUTH}gmail.addons.current.action.compose`, `${AUTH}gmail.addons.current.message.action`,
  'https://mail.google.com/', `${AUTH}gmail.modify`, `${AUTH}gmail.compose`,
];

const base = googleServiceOAuth2('gmailOAuth2', 'Gmail OAuth2 API', GMAIL_SCOPES, 'file:gmail.svg');

/** n8n's Gmail type has no setup notice, only the scope. The test reads the mailbox's profile, which the Gmail API must be enabled for. */
export const gmailOAuth2: ICredentialType = {
  ...base,
  properties: base.properties.filter((property) => property.name === 'scope'),
  test: { request: { method: 'GET', url: 'https://www.googleapis.com/gmail/v1/users/me/profile' } },
};
