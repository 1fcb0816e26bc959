import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { encodeEmail } from './compose.js';
import type { OutgoingEmail } from './compose.js';
import { attachmentsFromOptions, ownAddress } from './outgoing.js';
import { gmailRequest } from './transport.js';

const REPLY_HEADERS = ['From', 'To', 'Cc', 'Reply-To', 'Subject', 'Message-ID', 'References'];

const addressList = (value: unknown) => [...String(value ?? '').matchAll(/(?:"[^"]*"\s*)?[^,<>"]*<[^>]+>|[^\s,<>"]+@[^\s,<>"]+/g)].map((m) => m[0].trim());
const addressOf = (entry: string) => (/<([^>]+)>/.exec(entry)?.[1] ?? entry).trim().toLowerCase();

/**
 * Replies to a message in its thread: "Re:" subject, In-Reply-To and References naming it, to its
 * sender (or Reply-To), and unless asked otherwise to its other recipients too, never to oneself.
 */
export async function replyToMessage(context: IExecuteFunctions, itemIndex: number, messageId: string, body: { text?: string; html?: string },
  options: IDataObject): Promise<IDataObject> {
  const original = await gmailRequest(context, 'GET', `/messages/${encodeURIComponent(messageId)}`, undefined, { format: 'metadata', metadataHeaders: REPLY_HEADERS });
  const headers = new Map<string, string>();
  for (const header of ((original.payload as IDataObject | undefined)?.headers as IDataObject[] | undefined) ?? []) headers.set(String(header.name).toLowerCase(), String(header.value));
  const me = await ownAddress(context);
  const sender = addressList(headers.get('reply-to') ?? headers.get('from'));
  const others = [...addressList(headers.get('to')), ...addressList(headers.get('cc'))];
  let to: string[];
  if (options.replyToSenderOnly === true) to = sender;
  else if (options.replyToRecipientsOnly === true) to = others;
  else to = [...sender, ...others];
  const seen = new Set<string>([me.toLowerCase()]);
  to = to.filter((entry) => {
    const address = addressOf(entry);
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
  // A reply to one's own sent message goes back to its recipients.
  if (to.length === 0) to = others.filter((entry) => addressOf(entry) !== me.toLowerCase());
  const subject = headers.get('subject') ?? '';
  const parentId = headers.get('message-id');
  const email: OutgoingEmail = {
    from: options.senderName ? `${String(options.senderName)} <${me}>` : me,
    to: to.join(', '),
    ...(options.ccList ? { cc: String(options.ccList) } : {}),
    ...(options.bccList ? { bcc: String(options.bccList) } : {}),
    subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
    ...body,
    ...(parentId ? { inReplyTo: parentId, references: [headers.get('references'), parentId].filter(Boolean).join(' ') } : {}),
    attachments: await attachmentsFromOptions(context, itemIndex, options),
  };
  return gmailRequest(context, 'POST', '/messages/send', { raw: await encodeEmail(email), threadId: String(original.threadId) });
}
