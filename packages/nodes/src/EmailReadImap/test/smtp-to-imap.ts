import { SMTPServer } from 'smtp-server';
import type { TestMailbox } from './imap-test-server.js';

/**
 * A real SMTP server on 127.0.0.1 that delivers every mail it accepts into one test mailbox of the
 * Dovecot (IMAP APPEND of the message as received), so a mail sent over SMTP reaches the Email
 * Trigger's mailbox the way a mail server's delivery would. Plain SMTP, no authentication.
 */
export class SmtpToImap {
  private constructor(private readonly server: SMTPServer, readonly port: number) {}

  static async start(mailbox: TestMailbox): Promise<SmtpToImap> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      disableReverseLookup: true,
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        // Answered 250 only once the mailbox holds the mail: a sender that got its answer finds it there.
        stream.on('end', () => {
          mailbox.deliverRaw(Buffer.concat(chunks)).then(() => callback(), (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return new SmtpToImap(server, (server.server.address() as { port: number }).port);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
