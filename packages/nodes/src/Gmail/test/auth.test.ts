import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { gmailWorkflow, incoming, runGmail, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

describe('Gmail with a service account', () => {
  it('acts for the impersonated user\'s mailbox with a token for Gmail\'s scopes', async () => {
    harness.gmail.deliver(incoming({ subject: 'For Ann', text: 'hi', to: 'ann@example.com' }), { to: 'ann@example.com' });
    const { json, error } = await runGmail(harness, { credential: 'sa', parameters: { resource: 'message', operation: 'getAll', returnAll: true } });
    expect(error).toBeUndefined();
    expect(json.map((m) => m.Subject)).toEqual(['For Ann']);
    const assertion = harness.gmail.oauth.assertions.at(-1);
    expect(assertion).toMatchObject({ iss: harness.account.email, sub: 'ann@example.com', scope: expect.stringContaining('https://mail.google.com/') });
    expect(harness.gmail.calls.at(-1)?.subject).toBe('ann@example.com');
  });
});

describe('Gmail with OAuth2', () => {
  it('a token without Gmail\'s scopes is refused with Google\'s message', async () => {
    const saved = harness.oauthData.oauthTokenData;
    harness.oauthData.oauthTokenData = { access_token: harness.gmail.oauth.issue(['https://www.googleapis.com/auth/spreadsheets']) };
    try {
      const { error } = await runGmail(harness, { parameters: { resource: 'label', operation: 'getAll' } });
      expect(`${error?.message} ${error?.description}`).toContain('Request had insufficient authentication scopes.');
    } finally {
      harness.oauthData.oauthTokenData = saved;
    }
  });

  it('Gmail\'s rate limit is reported; continue on fail gives an error item per failing item', async () => {
    harness.gmail.rateLimitNext();
    const { json } = await runGmail(harness, {
      continueOnFail: true,
      parameters: { resource: 'label', operation: 'get', labelId: '={{ $json.id }}' },
      input: [{ json: { id: 'INBOX' } }, { json: { id: 'Label_404' } }],
    });
    expect(json).toEqual([
      { error: expect.stringMatching(/rate limit|429|Too Many/i) },
      { error: expect.any(String) },
    ]);
  });

  it('versions 2, 2.1 and 2.2 send alike (the email type defaults to HTML)', async () => {
    for (const typeVersion of [2, 2.1, 2.2]) {
      const { json } = await runGmail(harness, { typeVersion, parameters: { resource: 'message', operation: 'send', sendTo: 'ann@example.org', subject: `v${typeVersion}`, message: '<b>hi</b>' } });
      const raw = harness.gmail.mailbox().message(String(json[0]?.id)).raw;
      expect(raw).toContain(`Subject: v${typeVersion}`);
      expect(raw).toContain('Content-Type: text/html');
    }
  });
});

describe('Gmail > Message > Send and Wait for Response', () => {
  it('mails the approval buttons (resume URL) through Gmail and waits', async () => {
    const result = await harness.runner.run({
      workflow: gmailWorkflow({
        parameters: {
          resource: 'message', operation: 'sendAndWait', sendTo: 'boss@example.org', subject: 'Approve the budget?', message: 'Budget: 10k',
          approvalOptions: { values: { approvalType: 'double', approveLabel: 'Yes', disapproveLabel: 'No' } },
        },
      }),
      mode: 'manual', executionId: 'exec-42', webhookBaseUrl: 'https://weft.example.com/',
    });
    expect(result.status).toBe('waiting');
    const sent = [...harness.gmail.mailbox().messages.values()].find((m) => m.raw.includes('Subject: Approve the budget?'));
    const mail = await simpleParser(sent?.raw ?? '');
    expect((mail.to as { text: string }).text).toBe('boss@example.org');
    expect(mail.text).toContain('Yes: https://weft.example.com/webhook-waiting/exec-42?approved=true');
    expect(mail.text).toContain('No: https://weft.example.com/webhook-waiting/exec-42?approved=false');
    expect(mail.text).toContain('This email was sent automatically with Weft');
    expect(String(mail.html)).toContain('Budget: 10k');
  });
});
