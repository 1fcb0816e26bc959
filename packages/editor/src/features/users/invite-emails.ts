import type { InviteResult } from '@weft/contracts';
import { isValidEmail } from '../../components/forms/field-rules';

/** What the invite form's e-mails field holds (spec admin §5, Invite). */
export type InviteEmails =
  | { kind: 'ok'; emails: string[] }
  | { kind: 'empty' }
  | { kind: 'invalid'; email: string };

/** 'Jane Doe <jane@example.com>' gives the address in the angle brackets; a bare address stays as typed. */
function addressOf(entry: string): string {
  const bracketed = /<([^<>]*)>\s*$/.exec(entry);
  return (bracketed?.[1] ?? entry).trim();
}

/**
 * Comma-separated entries, each an address or 'Name <address>'. Blank entries (a trailing comma) are
 * skipped and an address given twice is invited once. The first entry that is not an address is named.
 */
export function parseInviteEmails(text: string): InviteEmails {
  const emails: string[] = [];
  const seen = new Set<string>();
  for (const entry of text.split(',')) {
    if (!entry.trim()) continue;
    const email = addressOf(entry);
    if (!isValidEmail(email)) return { kind: 'invalid', email: email || entry.trim() };
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    emails.push(email);
  }
  return emails.length === 0 ? { kind: 'empty' } : { kind: 'ok', emails };
}

export interface InviteOutcome {
  invited: string[];
  failed: { email: string; error: string }[];
}

/** The server answers one result per address, in the order sent; one with an error was not invited. */
export function inviteOutcome(sent: string[], results: InviteResult[]): InviteOutcome {
  const outcome: InviteOutcome = { invited: [], failed: [] };
  sent.forEach((email, index) => {
    const result = results[index];
    if (result?.user && !result.error) outcome.invited.push(result.user.email || email);
    else outcome.failed.push({ email, error: result?.error ?? '' });
  });
  return outcome;
}
