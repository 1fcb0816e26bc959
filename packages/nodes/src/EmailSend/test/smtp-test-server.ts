import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Delivered {
  /** Envelope recipients (To, CC and BCC alike). */
  rcptTo: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 (plain, no STARTTLS) that keeps what it receives. With an account,
 * it requires that login and refuses any other; it refuses mail to addresses starting with "refused".
 */
export async function startSmtpTestServer(account?: { user: string; pass: string }) {
  const received: Delivered[] = [];
  const server = new SMTPServer({
    disabledCommands: account ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !account,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (account && auth.username === account.user && auth.password === account.pass) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
    },
    onRcptTo: (address, _session, callback) => {
      if (address.address.startsWith('refused')) callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
      else callback();
    },
    onData: (stream, session, callback) => {
      simpleParser(stream).then((mail) => {
        received.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), mail });
        callback();
      }, (error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
