import type { ICredentialType } from '@weft/workflow';

/** What the Outlook node and trigger do: mail, calendars and contacts, the user's own and those shared with them. */
const SCOPES = [
  'openid', 'offline_access', 'Contacts.Read', 'Contacts.ReadWrite', 'Calendars.Read', 'Calendars.Read.Shared', 'Calendars.ReadWrite', 'Mail.ReadWrite',
  'Mail.ReadWrite.Shared', 'Mail.Send', 'Mail.Send.Shared', 'MailboxSettings.Read',
];

/**
 * n8n's Microsoft Outlook OAuth2 credential: Outlook's Graph scopes, and optionally a shared mailbox
 * (its user principal name) the node then works in, under /users/{upn} instead of /me.
 */
export const microsoftOutlookOAuth2Api: ICredentialType = {
  name: 'microsoftOutlookOAuth2Api',
  displayName: 'Microsoft Outlook OAuth2 API',
  extends: ['microsoftOAuth2Api'],
  icon: 'file:outlook.svg',
  documentationUrl: 'https://learn.microsoft.com/en-us/graph/outlook-mail-concept-overview',
  properties: [
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: SCOPES.join(' ') },
    {
      displayName: 'Use Shared Mailbox', name: 'useShared', type: 'boolean', default: false,
      description: 'Whether the node works in a mailbox shared with the signed-in user instead of their own',
    },
    {
      displayName: 'User Principal Name', name: 'userPrincipalName', type: 'string', default: '', placeholder: 'shared@contoso.com',
      description: 'The shared mailbox\'s user principal name (usually its address)', displayOptions: { show: { useShared: [true] } },
    },
  ],
  // Reading the inbox needs the mail scopes, which a token for another Microsoft service lacks.
  test: { request: { baseURL: 'https://graph.microsoft.com/v1.0', url: '/me/mailFolders/inbox' } },
};
