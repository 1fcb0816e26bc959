import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { GMAIL_SCOPE_LIST, ME, incoming, runGmail, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

const box = () => harness.gmail.mailbox(ME);
const stored = async (id: string) => simpleParser(box().message(id).raw);

describe('Gmail > Message > Send', () => {
  it('sends an RFC 822 message with the attribution, cc, bcc and reply-to; the answer is Gmail\'s', async () => {
    const { json, error } = await runGmail(harness, {
      parameters: {
        resource: 'message', operation: 'send', sendTo: 'ann@example.org, carl@example.org', subject: 'Quarterly report', emailType: 'text', message: 'Numbers attached.',
        options: { ccList: 'dora@example.org', bccList: 'eve@example.org', replyTo: 'team@example.com', senderName: 'Test User' },
      },
    });
    expect(error).toBeUndefined();
    expect(json).toEqual([{ id: expect.any(String), threadId: expect.any(String), labelIds: ['SENT'] }]);
    const mail = await stored(String(json[0]?.id));
    expect(mail.subject).toBe('Quarterly report');
    expect(mail.from?.value).toEqual([{ address: ME, name: 'Test User' }]);
    expect((mail.to as { value: unknown[] }).value).toEqual([{ address: 'ann@example.org', name: '' }, { address: 'carl@example.org', name: '' }]);
    expect((mail.cc as { text: string }).text).toBe('dora@example.org');
    expect((mail.bcc as { text: string }).text).toBe('eve@example.org');
    expect(mail.replyTo?.text).toBe('team@example.com');
    expect(mail.text?.trim()).toBe('Numbers attached.\n\n---\nThis email was sent automatically with Weft');
  });

  it('sends HTML without the attribution when it is turned off, with binary attachments', async () => {
    const { json } = await runGmail(harness, {
      parameters: {
        resource: 'message', operation: 'send', sendTo: 'ann@example.org', subject: 'Invoice', emailType: 'html', message: '<p>Hello <b>Ann</b></p>',
        options: { appendAttribution: false, attachmentsUi: { attachmentsBinary: [{ property: 'data, extra' }] } },
      },
      input: [{
        json: {},
        binary: {
          data: { data: Buffer.from('a,b\n1,2\n').toString('base64'), mimeType: 'text/csv', fileName: 'invoice.csv' },
          extra: { data: Buffer.from('%PDF-1.4').toString('base64'), mimeType: 'application/pdf', fileName: 'terms.pdf' },
        },
      }],
    });
    const mail = await stored(String(json[0]?.id));
    expect(mail.html).toBe('<p>Hello <b>Ann</b></p>');
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString('utf8')])).toEqual([['invoice.csv', 'text/csv', 'a,b\n1,2\n'], ['terms.pdf', 'application/pdf', '%PDF-1.4']]);
  });

  it('asks for a recipient before calling Gmail', async () => {
    const before = harness.gmail.calls.length;
    const { error } = await runGmail(harness, { parameters: { resource: 'message', operation: 'send', sendTo: ' ', subject: 'x', message: 'y' } });
    expect(error?.message).toBe('No recipient was given');
    expect(harness.gmail.calls.length).toBe(before);
  });
});

describe('Gmail > Message > Reply', () => {
  it('answers in the thread, to the sender and the other recipients but not oneself, with Re: and In-Reply-To', async () => {
    const original = harness.gmail.deliver(incoming({ subject: 'Lunch?', text: 'Are you free?', cc: 'carl@example.org', messageId: '<lunch-1@example.org>' }));
    const { json } = await runGmail(harness, {
      typeVersion: 2.1,
      parameters: { resource: 'message', operation: 'reply', messageId: original.id, emailType: 'text', message: 'Yes!', options: { appendAttribution: false } },
    });
    expect(json[0]?.threadId).toBe(original.threadId);
    const mail = await stored(String(json[0]?.id));
    expect(mail.subject).toBe('Re: Lunch?');
    expect(mail.inReplyTo).toBe('<lunch-1@example.org>');
    expect((mail.to as { value: Array<{ address: string }> }).value.map((v) => v.address)).toEqual(['bob@example.org', 'carl@example.org']);
    expect(box().thread(original.threadId)).toHaveLength(2);
  });

  it('replies to the sender only when asked', async () => {
    const original = harness.gmail.deliver(incoming({ subject: 'Re: Plans', text: 'See you', cc: 'carl@example.org' }));
    const { json } = await runGmail(harness, {
      parameters: { resource: 'message', operation: 'reply', messageId: original.id, emailType: 'text', message: 'OK', options: { replyToSenderOnly: true } },
    });
    const mail = await stored(String(json[0]?.id));
    expect(mail.subject).toBe('Re: Plans');
    expect((mail.to as { value: unknown[] }).value).toEqual([{ address: 'bob@example.org', name: 'Bob Jones' }]);
  });
});

describe('Gmail > Message > Get and Get Many', () => {
  it('simplified: headers as fields, label names, no payload headers', async () => {
    const message = harness.gmail.deliver(incoming({ subject: 'Simple', text: 'Short body', cc: 'carl@example.org' }));
    const { json } = await runGmail(harness, { parameters: { resource: 'message', operation: 'get', messageId: message.id } });
    expect(json).toEqual([{
      id: message.id, threadId: message.threadId, snippet: 'Short body', payload: { mimeType: 'text/plain' },
      sizeEstimate: expect.any(Number), historyId: expect.any(String), internalDate: String(Date.parse('Mon, 02 Mar 2026 09:30:00 +0000')),
      labels: [{ id: 'INBOX', name: 'INBOX' }, { id: 'UNREAD', name: 'UNREAD' }],
      From: 'Bob Jones <bob@example.org>', To: `Test User <${ME}>`, Cc: 'carl@example.org', Subject: 'Simple',
    }]);
  });

  it('full: the parsed mail (addresses, text, html, textAsHtml, headers) and attachments as binary', async () => {
    const message = harness.gmail.deliver(incoming({
      subject: 'Full', text: 'Plain body', html: '<p>Html body</p>', attachment: { name: 'notes.txt', type: 'text/plain', content: 'remember' },
    }));
    const { items } = await runGmail(harness, {
      parameters: { resource: 'message', operation: 'get', messageId: message.id, simple: false, options: { downloadAttachments: true, dataPropertyAttachmentsPrefixName: 'file_' } },
    });
    const json = items[0]?.json ?? {};
    expect(json).toMatchObject({
      id: message.id, threadId: message.threadId, labelIds: ['INBOX', 'UNREAD'], sizeEstimate: expect.any(Number),
      subject: 'Full', text: 'Plain body', html: '<p>Html body</p>', textAsHtml: '<p>Plain body</p>', date: '2026-03-02T09:30:00.000Z',
      from: { value: [{ address: 'bob@example.org', name: 'Bob Jones' }], text: '"Bob Jones" <bob@example.org>', html: expect.stringContaining('bob@example.org') },
      to: { value: [{ address: ME, name: 'Test User' }] },
      headers: { subject: 'Subject: Full', from: 'From: Bob Jones <bob@example.org>' },
    });
    expect(json.attachments).toBeUndefined();
    expect(json.headerLines).toBeUndefined();
    expect(items[0]?.binary?.file_0).toMatchObject({ fileName: 'notes.txt', mimeType: 'text/plain' });
    expect(Buffer.from(String(items[0]?.binary?.file_0?.data), 'base64').toString('utf8')).toBe('remember');
  });

  it('a message that is not there gives Google\'s message', async () => {
    const { error } = await runGmail(harness, { parameters: { resource: 'message', operation: 'get', messageId: 'nope' } });
    expect(`${error?.message} ${error?.description}`).toContain('Requested entity was not found.');
  });

  it('filters by sender, read status, label, search and received dates; limit and return all (pages)', async () => {
    const mailbox = harness.gmail.mailbox('filters@example.com');
    harness.oauthData.oauthTokenData = { access_token: harness.gmail.oauth.issue(['https://mail.google.com/'], 'filters@example.com') };
    try {
      const deliver = (subject: string, from: string, date: string, labelIds = ['INBOX', 'UNREAD']) =>
        harness.gmail.deliver(incoming({ subject, text: subject, from, to: 'filters@example.com', date }), { to: 'filters@example.com', labelIds });
      deliver('old news', 'ann@example.org', 'Sun, 01 Feb 2026 10:00:00 +0000');
      deliver('invoice march', 'ann@example.org', 'Sun, 01 Mar 2026 10:00:00 +0000');
      deliver('invoice april', 'bob@example.org', 'Wed, 01 Apr 2026 10:00:00 +0000');
      deliver('read one', 'ann@example.org', 'Thu, 02 Apr 2026 10:00:00 +0000', ['INBOX']);
      deliver('spam', 'ann@example.org', 'Thu, 02 Apr 2026 11:00:00 +0000', ['SPAM', 'UNREAD']);
      const subjects = async (filters: object, extra: object = {}) => (await runGmail(harness, {
        parameters: { resource: 'message', operation: 'getAll', returnAll: true, filters, ...extra },
      })).json.map((m) => m.Subject);
      expect(await subjects({ sender: 'ann@example.org' })).toEqual(['read one', 'invoice march', 'old news']);
      expect(await subjects({ sender: 'ann@example.org', readStatus: 'unread' })).toEqual(['invoice march', 'old news']);
      expect(await subjects({ readStatus: 'read' })).toEqual(['read one']);
      expect(await subjects({ q: 'subject:invoice', receivedAfter: '2026-03-15T00:00:00Z' })).toEqual(['invoice april']);
      expect(await subjects({ receivedBefore: '2026-03-01T10:00:00Z' })).toEqual(['old news']);
      expect(await subjects({ includeSpamTrash: true, q: 'from:ann' })).toEqual(['spam', 'read one', 'invoice march', 'old news']);
      expect(await subjects({ labelIds: ['UNREAD'] })).toEqual(['invoice april', 'invoice march', 'old news']);
      expect((await runGmail(harness, { parameters: { resource: 'message', operation: 'getAll', limit: 2 } })).json.map((m) => m.Subject)).toEqual(['read one', 'invoice april']);
      for (let n = 0; n < 120; n++) deliver(`bulk ${n}`, 'bulk@example.org', new Date(Date.UTC(2026, 4, 1, 0, n)).toUTCString());
      const pages = harness.gmail.calls.length;
      expect(await subjects({ sender: 'bulk@example.org' })).toHaveLength(120);
      expect(harness.gmail.calls.slice(pages).filter((call) => call.path.endsWith('/messages')).map((call) => call.query.has('pageToken'))).toEqual([false, true]);
      expect(mailbox.messages.size).toBe(125);
    } finally {
      harness.oauthData.oauthTokenData = { access_token: harness.gmail.oauth.issue(GMAIL_SCOPE_LIST, ME) };
    }
  });
});

describe('Gmail > Message > Delete, Mark as Read/Unread, Add/Remove Labels', () => {
  it('changes the message\'s labels and answers with them; delete removes it for good', async () => {
    const message = harness.gmail.deliver(incoming({ subject: 'Labels', text: 'x' }));
    const read = await runGmail(harness, { parameters: { resource: 'message', operation: 'markAsRead', messageId: message.id } });
    expect(read.json[0]).toMatchObject({ id: message.id, labelIds: ['INBOX'] });
    const unread = await runGmail(harness, { parameters: { resource: 'message', operation: 'markAsUnread', messageId: message.id } });
    expect(unread.json[0]?.labelIds).toEqual(['INBOX', 'UNREAD']);
    const added = await runGmail(harness, { parameters: { resource: 'message', operation: 'addLabels', messageId: message.id, labelIds: ['STARRED', 'IMPORTANT'] } });
    expect(added.json[0]?.labelIds).toEqual(['INBOX', 'UNREAD', 'STARRED', 'IMPORTANT']);
    const removed = await runGmail(harness, { parameters: { resource: 'message', operation: 'removeLabels', messageId: message.id, labelIds: ['INBOX', 'STARRED'] } });
    expect(removed.json[0]?.labelIds).toEqual(['UNREAD', 'IMPORTANT']);
    const bad = await runGmail(harness, { parameters: { resource: 'message', operation: 'addLabels', messageId: message.id, labelIds: ['Label_999'] } });
    expect(`${bad.error?.message} ${bad.error?.description}`).toContain('Invalid label: Label_999');
    const deleted = await runGmail(harness, { parameters: { resource: 'message', operation: 'delete', messageId: message.id } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(box().messages.has(message.id)).toBe(false);
  });
});
