import type { WeftConfig } from '../../config.js';
import { instanceOrigin } from '../settings.service.js';
import type { MailMessage } from './mailer.js';
import { escapeHtml } from '@weft/workflow';

/** Where users open the editor, ending with '/': the base of every link in a mail. */
export function editorBaseUrl(config: WeftConfig): string {
  return config.editorBaseUrl ?? `${instanceOrigin(config)}${config.basePath}`;
}

export function signupUrl(base: string, inviterId: string, inviteeId: string): string {
  return `${base}signup?inviterId=${encodeURIComponent(inviterId)}&inviteeId=${encodeURIComponent(inviteeId)}`;
}

export function passwordResetUrl(base: string, token: string, userId: string): string {
  return `${base}change-password?token=${encodeURIComponent(token)}&userId=${encodeURIComponent(userId)}`;
}


/** A short mail in one column: paragraphs, one button-like link, and the link spelled out for plain clients. */
function html(paragraphs: string[], link: { url: string; label: string }, after: string[]): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const url = escapeHtml(link.url);
  return [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222;max-width:560px;margin:24px auto;padding:0 16px">',
    ...paragraphs.map(p),
    `<p style="margin:24px 0"><a href="${url}" style="background:#ff6d5a;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, open this address: <a href="${url}">${url}</a></p>`,
    ...after.map(p),
    '</body></html>',
  ].join('\n');
}

export interface InvitationMailInput {
  to: string;
  /** The inviter's name, or their e-mail when they have none. */
  inviterName: string;
  url: string;
}

export function invitationMail({ to, inviterName, url }: InvitationMailInput): MailMessage {
  const intro = `${inviterName} has invited you to Weft, where your team builds and runs automated workflows.`;
  const action = 'Set up your account (your name and a password) to accept the invitation:';
  const note = 'If you did not expect this invitation, you can ignore this e-mail.';
  return {
    to,
    subject: `${inviterName} has invited you to Weft`,
    text: `Hello,\n\n${intro}\n\n${action}\n${url}\n\n${note}\n`,
    html: html(['Hello,', intro, action], { url, label: 'Accept the invitation' }, [note]),
  };
}

export interface PasswordResetMailInput {
  to: string;
  firstName: string | null;
  url: string;
  validMinutes: number;
}

export function passwordResetMail({ to, firstName, url, validMinutes }: PasswordResetMailInput): MailMessage {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const intro = 'Somebody (hopefully you) asked to reset the password of your Weft account.';
  const action = `Choose a new password here. The link works once, within ${validMinutes} minutes:`;
  const note = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  return {
    to,
    subject: 'Reset your Weft password',
    text: `${greeting}\n\n${intro}\n\n${action}\n${url}\n\n${note}\n`,
    html: html([greeting, intro, action], { url, label: 'Choose a new password' }, [note]),
  };
}
