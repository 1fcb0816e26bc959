/*
 * The mail of Send and Wait for Response: the message and the buttons that answer it, as an HTML
 * part (inline styles only: mail clients drop style sheets) and a plain-text part with the same links.
 */
import { escapeHtml } from '@weft/workflow';

export type ButtonStyle = 'primary' | 'secondary';

export interface MailButton {
  label: string;
  url: string;
  style: ButtonStyle;
}

export interface ApprovalSettings {
  approvalType?: string;
  approveLabel?: string;
  disapproveLabel?: string;
  buttonApprovalStyle?: string;
  buttonDisapprovalStyle?: string;
}

const BUTTON_STYLES: Record<ButtonStyle, string> = {
  primary: 'background-color:#2f6fde;color:#ffffff;border:1px solid #2f6fde;',
  secondary: 'background-color:#ffffff;color:#2f3a4a;border:1px solid #c3c9d5;',
};

const ATTRIBUTION_TEXT = 'This email was sent automatically with Weft';

/** Mail bodies use numeric entities (`&#38;`), which every mail client reads. */
const escapeMailText = (text: string) => escapeHtml(text, { numeric: true });

const styleOf = (value: unknown, fallback: ButtonStyle): ButtonStyle => (value === 'primary' || value === 'secondary' ? value : fallback);

/** `url` with one more query parameter. */
export function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
}

/** The approval buttons: approve (resumes with approved=true), and decline (approved=false) for the double type. */
export function approvalButtons(resumeUrl: string, settings: ApprovalSettings): MailButton[] {
  const buttons: MailButton[] = [{
    label: settings.approveLabel?.trim() || 'Approve',
    url: withQuery(resumeUrl, 'approved', 'true'),
    style: styleOf(settings.buttonApprovalStyle, 'primary'),
  }];
  if (settings.approvalType === 'double') {
    buttons.push({
      label: settings.disapproveLabel?.trim() || 'Decline',
      url: withQuery(resumeUrl, 'approved', 'false'),
      style: styleOf(settings.buttonDisapprovalStyle, 'secondary'),
    });
  }
  return buttons;
}

function buttonHtml(button: MailButton): string {
  return `<a href="${escapeMailText(button.url)}" target="_blank" style="display:inline-block;${BUTTON_STYLES[button.style]}`
    + 'padding:10px 22px;margin:4px 8px 4px 0;border-radius:6px;font-family:Arial,Helvetica,sans-serif;'
    + `font-size:15px;font-weight:600;text-decoration:none;">${escapeMailText(button.label)}</a>`;
}

/** The HTML and text parts of the mail: the message (escaped, line breaks kept) and its buttons. */
export function sendAndWaitBodies(message: string, buttons: MailButton[], appendAttribution: boolean): { html: string; text: string } {
  const paragraphs = escapeMailText(message).replace(/\r?\n/g, '<br>');
  const html = '<!DOCTYPE html><html><body style="margin:0;padding:24px;background-color:#f5f6f8;">'
    + '<div style="max-width:560px;margin:0 auto;padding:24px;background-color:#ffffff;border:1px solid #e1e4ea;border-radius:8px;'
    + 'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#2f3a4a;">'
    + `<p style="margin:0 0 20px 0;">${paragraphs}</p>`
    + `<div>${buttons.map(buttonHtml).join('')}</div>`
    + (appendAttribution ? `<p style="margin:24px 0 0 0;font-size:12px;color:#8a93a3;">${ATTRIBUTION_TEXT}</p>` : '')
    + '</div></body></html>';
  const text = [message, '', ...buttons.map((button) => `${button.label}: ${button.url}`)]
    .concat(appendAttribution ? ['', '---', ATTRIBUTION_TEXT] : [])
    .join('\n');
  return { html, text };
}
