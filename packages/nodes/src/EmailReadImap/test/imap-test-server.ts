import { randomUUID } from 'node:crypto';
import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';

/**
 * The Dovecot that scripts/prepare-test-env.sh starts: STARTTLS on 3143 and TLS on 3993, both with a
 * self-signed certificate, and the users of scripts/test-imap/users.
 */
export const IMAP = { host: '127.0.0.1', port: 3143, secure: false, allowUnauthorizedCerts: true, user: 'weft', password: 'weft-test-password' };
export const IMAPS_PORT = 3993;

/** A mailbox of its own for each test, so that test files running in parallel never see each other's mail. */
export async function createTestMailbox(): Promise<{ mailbox: string; mail: TestMailbox }> {
  const client = new ImapFlow({
    host: IMAP.host, port: IMAP.port, secure: false, auth: { user: IMAP.user, pass: IMAP.password },
    tls: { rejectUnauthorized: false }, logger: false,
  });
  await client.connect();
  const mailbox = `Test-${randomUUID()}`;
  await client.mailboxCreate(mailbox);
  return { mailbox, mail: new TestMailbox(client, mailbox) };
}

/** Delivers mail into the mailbox (IMAP APPEND of a message nodemailer builds) and reads its flags. */
export class TestMailbox {
  constructor(private readonly client: ImapFlow, readonly mailbox: string) {}

  async deliver(message: Mail.Options): Promise<number> {
    return this.deliverRaw(await new MailComposer(message).compile().build());
  }

  /** Stores a message as it came (RFC 822 text), the way a mail server's delivery does. */
  async deliverRaw(raw: Buffer): Promise<number> {
    const appended = await this.client.append(this.mailbox, raw);
    if (!appended) throw new Error('the server did not take the message');
    return appended.uid ?? 0;
  }

  /** The flags of the message with this UID. */
  async flags(uid: number): Promise<string[]> {
    const lock = await this.client.getMailboxLock(this.mailbox, { readOnly: true });
    try {
      const message = await this.client.fetchOne(String(uid), { flags: true }, { uid: true });
      return message ? [...(message.flags ?? [])] : [];
    } finally {
      lock.release();
    }
  }

  async remove(): Promise<void> {
    await this.client.mailboxDelete(this.mailbox);
    await this.client.logout();
  }
}
