import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../../config.js';
import { BadRequestError, UserFacingError } from '../../errors.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const CHECK_SETTINGS = 'Check the e-mail (SMTP) settings of this instance (WEFT_SMTP_*), or ask its administrator to';

/**
 * The mail server refused or could not be reached. 502: the request was fine, the server it depends on
 * failed; the message carries the mail server's own reason.
 */
export class MailSendError extends UserFacingError {
  /**
   * @param serverUnusable the server could not be reached or refused the account: any other mail would
   *   fail the same way (unlike one refused recipient).
   */
  constructor(readonly reason: string, readonly serverUnusable = false) {
    super(502, `Problem sending email: ${reason}`, CHECK_SETTINGS);
  }
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ESOCKET', 'ETIMEDOUT', 'ECONNECTION', 'EDNS', 'ETLS', 'EAUTH']);

/** Asked for something that needs e-mail on an instance without WEFT_SMTP_HOST. */
export class MailNotSetUpError extends BadRequestError {
  constructor(message: string, hint = 'Ask the owner of this instance to set up e-mail (WEFT_SMTP_HOST and the other WEFT_SMTP_* settings)') {
    super(message, hint);
  }
}

/**
 * Sends mail over SMTP. Bounded waits: a mail server that does not answer fails the request that sends
 * within about half a minute instead of holding it open.
 */
export class Mailer {
  private transport?: Transporter;

  constructor(private readonly smtp: SmtpConfig | undefined) {}

  get isSetUp(): boolean {
    return this.smtp !== undefined;
  }

  /** Throws `MailNotSetUpError` (400) with this message when e-mail is not set up. */
  requireSetUp(message: string): void {
    if (!this.smtp) throw new MailNotSetUpError(message);
  }

  /** Resolves once the mail server has accepted the message; throws `MailSendError` otherwise. */
  async send(message: MailMessage): Promise<void> {
    const { smtp } = this;
    if (!smtp) throw new MailNotSetUpError('E-mail is not set up on this instance');
    // Loaded with the first mail, not at start: most instances send none.
    const { default: nodemailer } = await import('nodemailer');
    this.transport ??= nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.ssl,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    try {
      await this.transport.sendMail({ from: smtp.sender, ...message });
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      throw new MailSendError(describeFailure(error), typeof code === 'string' && UNREACHABLE.has(code));
    }
  }

  close(): void {
    this.transport?.close();
    this.transport = undefined;
  }
}

/** The mail server's answer when it gave one ('550 Mailbox unavailable'), else the network error. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { response, code } = error as Error & { response?: string; code?: string };
  if (response) return response;
  if (code === 'EAUTH') return `the mail server refused the user name or password (${error.message})`;
  if (code !== undefined && UNREACHABLE.has(code)) return `the mail server could not be reached (${error.message})`;
  return error.message;
}
