import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';

/** A message to encode: addresses as written by the user (comma-separated lists). */
export interface OutgoingEmail {
  from?: string;
  to?: string;
  cc?: string;
  bcc?: string;
  replyTo?: string;
  subject: string;
  text?: string;
  html?: string;
  inReplyTo?: string;
  references?: string;
  attachments?: Attachment[];
}

/** The RFC 822 message Gmail's `raw` field takes, base64url-encoded. Bcc is kept: Gmail delivers it and strips it. */
export async function encodeEmail(email: OutgoingEmail): Promise<string> {
  const compiled = new MailComposer({
    ...(email.from ? { from: email.from } : {}),
    ...(email.to ? { to: email.to } : {}),
    ...(email.cc ? { cc: email.cc } : {}),
    ...(email.bcc ? { bcc: email.bcc } : {}),
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    ...(email.text !== undefined ? { text: email.text } : {}),
    ...(email.html !== undefined ? { html: email.html } : {}),
    ...(email.inReplyTo ? { inReplyTo: email.inReplyTo } : {}),
    ...(email.references ? { references: email.references } : {}),
    attachments: email.attachments ?? [],
  }).compile();
  compiled.keepBcc = true;
  const message = await compiled.build();
  return message.toString('base64url');
}

const ATTRIBUTION = 'This email was sent automatically with Weft';

/** The message with Weft's attribution line after it, in the message's format. */
export function withAttribution(message: string, format: 'html' | 'text'): string {
  return format === 'html' ? `${message}<br><br>---<br><em>${ATTRIBUTION}</em>` : `${message}\n\n---\n${ATTRIBUTION}`;
}
