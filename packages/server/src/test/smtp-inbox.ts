import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of the mails the server sends
 * (API tests and the e2e suite import this file). Plain SMTP without STARTTLS: point the server at it
 * with `inbox.env()`.
 */

export interface ReceivedMail {
  /** Lower-case recipient addresses of the envelope. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) address in the text part, in order. */
  links: string[];
}

export interface SmtpInboxOptions {
  /** When given, the server requires this account (AUTH PLAIN/LOGIN) and refuses any other. */
  account?: { user: string; pass: string };
}

interface Waiter {
  to: string;
  resolve: (mail: ReceivedMail) => void;
}

export class SmtpInbox {
  readonly mails: ReceivedMail[] = [];
  private readonly refused = new Set<string>();
  private readonly waiters: Waiter[] = [];
  /** How many mails to each address `waitForMail` has answered. */
  private readonly taken = new Map<string, number>();
  private readonly server: SMTPServer;
  private listeningPort = 0;

  private constructor(private readonly options: SmtpInboxOptions) {
    const { account } = options;
    this.server = new SMTPServer({
      disabledCommands: account ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !account,
      // Nodemailer only sends credentials over TLS unless told the connection may stay plain.
      allowInsecureAuth: true,
      disableReverseLookup: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (account && auth.username === account.user && auth.password === account.pass) {
          callback(null, { user: auth.username });
        } else {
          callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
        }
      },
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) {
          callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
        } else {
          callback();
        }
      },
      onData: (stream, session, callback) => {
        // The mail is kept before the server answers 250: once the sender's call resolves, it is here.
        simpleParser(stream).then((parsed) => {
          const text = parsed.text ?? '';
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
          };
          this.mails.push(mail);
          this.notify(mail);
          callback();
        }, (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      },
    });
  }

  /** Starts an inbox on a free port of 127.0.0.1. */
  static async start(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
    const inbox = new SmtpInbox(options);
    await new Promise<void>((resolve, reject) => {
      inbox.server.once('error', reject);
      inbox.server.listen(0, '127.0.0.1', () => resolve());
    });
    inbox.listeningPort = (inbox.server.server.address() as { port: number }).port;
    return inbox;
  }

  get port(): number {
    return this.listeningPort;
  }

  /** The server's environment variables that send to this inbox. */
  env(): Record<string, string> {
    return {
      WEFT_SMTP_HOST: '127.0.0.1',
      WEFT_SMTP_PORT: String(this.port),
      WEFT_SMTP_SSL: 'false',
      WEFT_SMTP_SENDER: 'Weft Tests <weft@example.test>',
      ...(this.options.account ? { WEFT_SMTP_USER: this.options.account.user, WEFT_SMTP_PASS: this.options.account.pass } : {}),
    };
  }

  /** Mails received for this address so far. */
  mailsTo(address: string): ReceivedMail[] {
    const wanted = address.toLowerCase();
    return this.mails.filter((mail) => mail.to.includes(wanted));
  }

  /**
   * The first mail to this address not taken by an earlier call; waits for it when none has come yet.
   * Fails after `timeoutMs` so that a mail that never comes fails the test with a message.
   */
  waitForMail(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const wanted = address.toLowerCase();
    const taken = this.taken.get(wanted) ?? 0;
    const ready = this.mailsTo(wanted)[taken];
    if (ready) {
      this.taken.set(wanted, taken + 1);
      return Promise.resolve(ready);
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        to: wanted,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`No mail to ${address} arrived (received: ${this.mails.map((m) => m.to.join(',')).join('; ') || 'none'})`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** From now on the server answers 550 for this recipient (a mail that cannot be delivered). */
  refuse(address: string): void {
    this.refused.add(address.toLowerCase());
  }

  /** Delivers to this recipient again after `refuse`. */
  accept(address: string): void {
    this.refused.delete(address.toLowerCase());
  }

  clear(): void {
    this.mails.length = 0;
    this.taken.clear();
    this.refused.clear();
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private notify(mail: ReceivedMail): void {
    for (const address of mail.to) {
      const index = this.waiters.findIndex((w) => w.to === address);
      if (index === -1) continue;
      const [waiter] = this.waiters.splice(index, 1);
      this.taken.set(address, (this.taken.get(address) ?? 0) + 1);
      waiter?.resolve(mail);
    }
  }
}
