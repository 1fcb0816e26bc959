import type { INodeProperties, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const emailReadImapBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Email Trigger (IMAP)',
  name: 'n8n-nodes-base.emailReadImap',
  icon: 'file:email-read-imap.svg',
  group: ['trigger'],
  description: 'Starts the workflow when an email arrives in an IMAP mailbox',
  defaultVersion: 2.1,
  codex: { categories: ['Communication', 'Core Nodes'], alias: ['email', 'imap', 'mail', 'inbox'] },
};

const attachmentPrefixDescription = 'Prefix of the binary fields the attachments are written to, followed by a number from 0: with "attachment_" the first one is "attachment_0"';

/** The parameters every version has, in n8n's order; `options` is each version's own. */
function properties(options: INodeProperties[]): INodeProperties[] {
  return [
    { displayName: 'Mailbox Name', name: 'mailbox', type: 'string', default: 'INBOX' },
    {
      displayName: 'Action', name: 'postProcessAction', type: 'options', default: 'read',
      options: [{ name: 'Mark as Read', value: 'read' }, { name: 'Nothing', value: 'nothing' }],
      description: 'What to do with an email once it has been read; with "Nothing" an unread email is read again on every check',
    },
    {
      displayName: 'Download Attachments', name: 'downloadAttachments', type: 'boolean', default: false,
      displayOptions: { show: { format: ['simple'] } },
      description: 'Whether to add the attachments as binary data (slower: each one is downloaded)',
    },
    {
      displayName: 'Format', name: 'format', type: 'options', default: 'simple',
      options: [
        { name: 'RAW', value: 'raw', description: 'The message body as the server stores it, in the field "raw"' },
        { name: 'Resolved', value: 'resolved', description: 'The whole email parsed (addresses, bodies, headers) with the attachments as binary data' },
        { name: 'Simple', value: 'simple', description: 'The main headers and the text and HTML bodies; not for inline attachments' },
      ],
      description: 'How each email is output',
    },
    {
      displayName: 'Property Prefix Name', name: 'dataPropertyAttachmentsPrefixName', type: 'string', default: 'attachment_',
      displayOptions: { show: { format: ['resolved'] } }, description: attachmentPrefixDescription,
    },
    {
      displayName: 'Property Prefix Name', name: 'dataPropertyAttachmentsPrefixName', type: 'string', default: 'attachment_',
      displayOptions: { show: { format: ['simple'], downloadAttachments: [true] } }, description: attachmentPrefixDescription,
    },
    { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, options },
  ];
}

const customEmailConfig: INodeProperties = {
  displayName: 'Custom Email Rules', name: 'customEmailConfig', type: 'string', default: '["UNSEEN"]',
  description: 'Which emails to read, as a JSON array of IMAP search rules in node-imap\'s form, e.g. ["UNSEEN", ["FROM", "ada@example.com"]]',
};

function versionDescription(version: number | number[], options: INodeProperties[]): INodeTypeDescription {
  return {
    ...emailReadImapBaseDescription,
    version,
    eventTriggerDescription: 'Waiting for you to receive an email',
    defaults: { name: 'Email Trigger (IMAP)' },
    inputs: [],
    outputs: ['main'],
    credentials: [{ name: 'imap', required: true, testedBy: 'imapConnectionTest' }],
    properties: properties(options),
  } as INodeTypeDescription;
}

export const emailReadImapV1Description = versionDescription(1, [
  customEmailConfig,
  {
    displayName: 'Ignore SSL Issues (Insecure)', name: 'allowUnauthorizedCerts', type: 'boolean', default: false,
    description: 'Whether to connect even if the server\'s certificate cannot be verified',
  },
  { displayName: 'Force Reconnect', name: 'forceReconnect', type: 'number', default: 60, description: 'Every how many minutes to close the connection and connect again' },
]);

export const emailReadImapV2Description = versionDescription([2, 2.1], [
  customEmailConfig,
  { displayName: 'Force Reconnect Every Minutes', name: 'forceReconnect', type: 'number', default: 60, description: 'Every how many minutes to close the connection and connect again' },
  {
    displayName: 'Fetch Only New Emails', name: 'trackLastMessageId', type: 'boolean', default: true,
    displayOptions: { show: { '@version': [{ _cnd: { gte: 2.1 } }] } },
    description: 'Whether to read only emails that arrived after the last one read (from the day of activation on the first run), or every email the rules match',
  },
]);
