import { describe, expect, it } from 'vitest';
import { inviteOutcome, parseInviteEmails } from './invite-emails';

describe('parseInviteEmails', () => {
  it('reads comma-separated addresses, trimmed', () => {
    expect(parseInviteEmails(' ann@example.com,bob@example.org ,  cy@mail.example.co.uk'))
      .toEqual({ kind: 'ok', emails: ['ann@example.com', 'bob@example.org', 'cy@mail.example.co.uk'] });
  });

  it("takes the address out of 'Name <address>' entries", () => {
    expect(parseInviteEmails('Ann Lee <ann@example.com>, <bob@example.org>, cy@example.com'))
      .toEqual({ kind: 'ok', emails: ['ann@example.com', 'bob@example.org', 'cy@example.com'] });
  });

  it('names the first entry that is not an e-mail address', () => {
    expect(parseInviteEmails('ann@example.com, bob@, cy')).toEqual({ kind: 'invalid', email: 'bob@' });
    expect(parseInviteEmails('Bob <not an address>')).toEqual({ kind: 'invalid', email: 'not an address' });
    expect(parseInviteEmails('ann@example')).toEqual({ kind: 'invalid', email: 'ann@example' });
  });

  it('says there is no one to invite when the field holds only blanks and commas', () => {
    expect(parseInviteEmails('')).toEqual({ kind: 'empty' });
    expect(parseInviteEmails(' , ,')).toEqual({ kind: 'empty' });
  });

  it('skips a trailing comma and invites an address given twice once', () => {
    expect(parseInviteEmails('ann@example.com, Ann@Example.com,')).toEqual({ kind: 'ok', emails: ['ann@example.com'] });
  });
});

describe('inviteOutcome', () => {
  it('splits the answer into invited and failed addresses, in the order sent', () => {
    const outcome = inviteOutcome(['a@example.com', 'b@example.com', 'c@example.com'], [
      { user: { id: '1', email: 'a@example.com' } },
      { error: 'There is already a user with this e-mail address' },
      { user: { id: '3', email: 'c@example.com' } },
    ]);
    expect(outcome).toEqual({
      invited: ['a@example.com', 'c@example.com'],
      failed: [{ email: 'b@example.com', error: 'There is already a user with this e-mail address' }],
    });
  });

  it('counts an address the answer is missing as failed', () => {
    expect(inviteOutcome(['a@example.com'], [])).toEqual({ invited: [], failed: [{ email: 'a@example.com', error: '' }] });
  });
});
