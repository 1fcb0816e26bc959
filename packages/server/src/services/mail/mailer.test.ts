import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.js';
import { SmtpInbox } from '../../test/smtp-inbox.js';
import { Mailer, MailSendError } from './mailer.js';
import { editorBaseUrl, invitationMail, passwordResetMail, passwordResetUrl, signupUrl } from './user-mails.js';

let inbox: SmtpInbox | undefined;
let mailer: Mailer | undefined;

afterEach(async () => {
  mailer?.close();
  await inbox?.close();
  inbox = undefined;
  mailer = undefined;
});

async function mailerFor(options: Parameters<typeof SmtpInbox.start>[0] = {}, env: Record<string, string> = {}) {
  inbox = await SmtpInbox.start(options);
  mailer = new Mailer(parseConfig({ ...inbox.env(), ...env }).smtp);
  return { inbox, mailer };
}

describe('mailer', () => {
  it('delivers an invitation with its sign-up link in text and HTML', async () => {
    const { inbox, mailer } = await mailerFor();
    const url = signupUrl('https://weft.example.com/', 'owner-id', 'invitee id');
    await mailer.send(invitationMail({ to: 'new@example.com', inviterName: 'Ada <Lovelace>', url }));
    const mail = await inbox.waitForMail('new@example.com');
    expect(mail.subject).toBe('Ada <Lovelace> has invited you to Weft');
    expect(mail.from).toContain('weft@example.test');
    expect(mail.links).toEqual(['https://weft.example.com/signup?inviterId=owner-id&inviteeId=invitee%20id']);
    expect(mail.html).toContain('href="https://weft.example.com/signup?inviterId=owner-id&amp;inviteeId=invitee%20id"');
    expect(mail.html).toContain('Ada &lt;Lovelace&gt;');
  });

  it('delivers a password reset with its link and how long it works', async () => {
    const { inbox, mailer } = await mailerFor();
    const url = passwordResetUrl('http://localhost:5678/', 'tok', 'user-1');
    await mailer.send(passwordResetMail({ to: 'ada@example.com', firstName: 'Ada', url, validMinutes: 20 }));
    const mail = await inbox.waitForMail('ada@example.com');
    expect(mail.subject).toBe('Reset your Weft password');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('within 20 minutes');
    expect(mail.links).toEqual(['http://localhost:5678/change-password?token=tok&userId=user-1']);
  });

  it('signs in to a server that needs an account', async () => {
    const { inbox, mailer } = await mailerFor({ account: { user: 'robot', pass: 's3cret' } });
    await mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    expect((await inbox.waitForMail('a@example.com')).subject).toBe('Hi');
  });

  it('reports the mail server\'s reason as a 502 with a hint to check the settings', async () => {
    const { inbox, mailer } = await mailerFor();
    inbox.refuse('gone@example.com');
    const failure = await mailer.send({ to: 'gone@example.com', subject: 'x', text: 'x', html: 'x' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MailSendError);
    expect(failure).toMatchObject({ statusCode: 502, hint: expect.stringContaining('SMTP') });
    expect((failure as Error).message).toMatch(/^Problem sending email: .*550.*unavailable/);
  });

  it('reports a wrong password and an unreachable server', async () => {
    const wrong = await mailerFor({ account: { user: 'robot', pass: 's3cret' } }, { WEFT_SMTP_PASS: 'nope' });
    const refused = await wrong.mailer.send({ to: 'a@example.com', subject: 'x', text: 'x', html: 'x' }).catch((e: unknown) => e);
    expect((refused as Error).message).toMatch(/^Problem sending email: .*535/);

    const port = wrong.inbox.port;
    await wrong.inbox.close();
    inbox = undefined;
    const gone = new Mailer(parseConfig({ WEFT_SMTP_HOST: '127.0.0.1', WEFT_SMTP_PORT: String(port), WEFT_SMTP_SSL: 'false' }).smtp);
    const unreachable = await gone.send({ to: 'a@example.com', subject: 'x', text: 'x', html: 'x' }).catch((e: unknown) => e);
    expect((unreachable as Error).message).toContain('the mail server could not be reached');
  });

  it('builds links on the configured editor address, else on the instance\'s own', () => {
    expect(editorBaseUrl(parseConfig({ WEFT_EDITOR_BASE_URL: 'https://weft.example.com' }))).toBe('https://weft.example.com/');
    expect(editorBaseUrl(parseConfig({ WEFT_PORT: '8080', WEFT_PATH: 'weft' }))).toBe('http://localhost:8080/weft/');
  });
});
