import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { ME, incoming, runGmail, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

const box = () => harness.gmail.mailbox(ME);

describe('Gmail > Label', () => {
  it('creates, gets, lists (limit, all) and deletes labels; a taken name is refused with Gmail\'s message', async () => {
    const created = await runGmail(harness, { parameters: { resource: 'label', operation: 'create', name: 'Invoices', options: { labelListVisibility: 'labelShowIfUnread', messageListVisibility: 'hide' } } });
    expect(created.json).toEqual([{
      id: expect.stringMatching(/^Label_/), name: 'Invoices', type: 'user', labelListVisibility: 'labelShowIfUnread', messageListVisibility: 'hide',
      messagesTotal: 0, messagesUnread: 0, threadsTotal: 0, threadsUnread: 0,
    }]);
    const id = String(created.json[0]?.id);
    const got = await runGmail(harness, { parameters: { resource: 'label', operation: 'get', labelId: id } });
    expect(got.json[0]).toMatchObject({ id, name: 'Invoices' });
    const some = await runGmail(harness, { parameters: { resource: 'label', operation: 'getAll', limit: 3 } });
    expect(some.json.map((label) => label.id)).toEqual(['INBOX', 'SENT', 'DRAFT']);
    const all = await runGmail(harness, { parameters: { resource: 'label', operation: 'getAll', returnAll: true } });
    expect(all.json.at(-1)).toMatchObject({ id, name: 'Invoices', type: 'user' });
    const taken = await runGmail(harness, { parameters: { resource: 'label', operation: 'create', name: 'invoices' } });
    expect(`${taken.error?.message} ${taken.error?.description}`).toContain('Label name exists or conflicts');
    const deleted = await runGmail(harness, { parameters: { resource: 'label', operation: 'delete', labelId: id } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(box().labels.has(id)).toBe(false);
  });
});

describe('Gmail > Draft', () => {
  it('creates a draft (to, cc, attachment, in a thread), reads it parsed, lists and deletes it', async () => {
    const original = harness.gmail.deliver(incoming({ subject: 'Proposal', text: 'Thoughts?', messageId: '<proposal@example.org>' }));
    const created = await runGmail(harness, {
      parameters: {
        resource: 'draft', operation: 'create', subject: 'Re: Proposal', emailType: 'html', message: '<p>Draft reply</p>',
        options: { sendTo: 'bob@example.org', ccList: 'carl@example.org', threadId: original.threadId, fromAlias: ME, attachmentsUi: { attachmentsBinary: [{ property: 'data' }] } },
      },
      input: [{ json: {}, binary: { data: { data: Buffer.from('v1').toString('base64'), mimeType: 'text/plain', fileName: 'plan.txt' } } }],
    });
    expect(created.json).toEqual([{ id: expect.any(String), message: { id: expect.any(String), threadId: original.threadId, labelIds: ['DRAFT'] } }]);
    const draftId = String(created.json[0]?.id);
    const messageId = String((created.json[0]?.message as { id: string }).id);
    const mail = await simpleParser(box().message(messageId).raw);
    expect(mail.inReplyTo).toBe('<proposal@example.org>');
    expect(mail.from?.text).toBe(ME);

    const got = await runGmail(harness, { parameters: { resource: 'draft', operation: 'get', messageId: draftId, options: { downloadAttachments: true } } });
    expect(got.json[0]).toMatchObject({ id: draftId, messageId, threadId: original.threadId, labelIds: ['DRAFT'], subject: 'Re: Proposal', html: '<p>Draft reply</p>' });
    expect(got.items[0]?.binary?.attachment_0?.fileName).toBe('plan.txt');

    await runGmail(harness, { parameters: { resource: 'draft', operation: 'create', subject: 'Second', message: 'plain', emailType: 'text' } });
    const listed = await runGmail(harness, { parameters: { resource: 'draft', operation: 'getAll', returnAll: true } });
    expect(listed.json.map((draft) => draft.subject)).toEqual(['Second', 'Re: Proposal']);
    const limited = await runGmail(harness, { parameters: { resource: 'draft', operation: 'getAll', limit: 1 } });
    expect(limited.json.map((draft) => draft.subject)).toEqual(['Second']);

    const deleted = await runGmail(harness, { parameters: { resource: 'draft', operation: 'delete', messageId: draftId } });
    expect(deleted.json).toEqual([{ success: true }]);
    const gone = await runGmail(harness, { parameters: { resource: 'draft', operation: 'get', messageId: draftId } });
    expect(`${gone.error?.message} ${gone.error?.description}`).toContain('Requested entity was not found.');
  });
});

describe('Gmail > Thread', () => {
  it('gets a thread\'s messages (simplified or whole), lists threads, labels, trashes, untrashes and deletes one', async () => {
    const first = harness.gmail.deliver(incoming({ subject: 'Trip', text: 'Where to?', messageId: '<trip-1@example.org>', date: 'Tue, 03 Mar 2026 08:00:00 +0000' }));
    harness.gmail.deliver(incoming({ subject: 'Re: Trip', text: 'The sea', inReplyTo: '<trip-1@example.org>', date: 'Tue, 03 Mar 2026 09:00:00 +0000' }));
    const threadId = first.threadId;

    const simple = await runGmail(harness, { parameters: { resource: 'thread', operation: 'get', threadId } });
    expect(simple.json.map((m) => [m.Subject, m.snippet])).toEqual([['Trip', 'Where to?'], ['Re: Trip', 'The sea']]);
    const whole = await runGmail(harness, { parameters: { resource: 'thread', operation: 'get', threadId, simple: false, options: { returnOnlyMessages: false } } });
    expect(whole.json).toHaveLength(1);
    expect(whole.json[0]).toMatchObject({ id: threadId, historyId: expect.any(String) });
    const payload = ((whole.json[0]?.messages as Array<{ payload: { mimeType: string; body: { data: string } } }>)[0])?.payload;
    expect(payload?.mimeType).toBe('text/plain');
    expect(Buffer.from(payload?.body.data ?? '', 'base64url').toString('utf8')).toBe('Where to?');

    const listed = await runGmail(harness, { parameters: { resource: 'thread', operation: 'getAll', returnAll: true, filters: { q: 'subject:trip' } } });
    expect(listed.json).toEqual([{ id: threadId, snippet: 'The sea', historyId: expect.any(String) }]);

    const labelled = await runGmail(harness, { parameters: { resource: 'thread', operation: 'addLabels', threadId, labelIds: ['STARRED'] } });
    expect((labelled.json[0]?.messages as Array<{ labelIds: string[] }>).map((m) => m.labelIds)).toEqual([['INBOX', 'UNREAD', 'STARRED'], ['INBOX', 'UNREAD', 'STARRED']]);
    await runGmail(harness, { parameters: { resource: 'thread', operation: 'removeLabels', threadId, labelIds: ['UNREAD'] } });
    const trashed = await runGmail(harness, { parameters: { resource: 'thread', operation: 'trash', threadId } });
    expect((trashed.json[0]?.messages as Array<{ labelIds: string[] }>).map((m) => m.labelIds)).toEqual([['STARRED', 'TRASH'], ['STARRED', 'TRASH']]);
    const hidden = await runGmail(harness, { parameters: { resource: 'thread', operation: 'getAll', returnAll: true, filters: { q: 'subject:trip' } } });
    expect(hidden.json).toEqual([]);
    await runGmail(harness, { parameters: { resource: 'thread', operation: 'untrash', threadId } });
    expect(box().thread(threadId).map((m) => m.labelIds)).toEqual([['STARRED'], ['STARRED']]);
    const deleted = await runGmail(harness, { parameters: { resource: 'thread', operation: 'delete', threadId } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(() => box().thread(threadId)).toThrow();
  });

  it('replies to the thread\'s latest message when none is chosen', async () => {
    const first = harness.gmail.deliver(incoming({ subject: 'Budget', text: 'Draft 1', messageId: '<budget-1@example.org>', date: 'Wed, 04 Mar 2026 08:00:00 +0000' }));
    harness.gmail.deliver(incoming({ subject: 'Re: Budget', from: 'carl@example.org', text: 'Draft 2', messageId: '<budget-2@example.org>', inReplyTo: '<budget-1@example.org>', date: 'Wed, 04 Mar 2026 09:00:00 +0000' }));
    const { json } = await runGmail(harness, {
      parameters: { resource: 'thread', operation: 'reply', threadId: first.threadId, emailType: 'text', message: 'Approved', options: { replyToSenderOnly: true } },
    });
    expect(json[0]?.threadId).toBe(first.threadId);
    const mail = await simpleParser(box().message(String(json[0]?.id)).raw);
    expect(mail.inReplyTo).toBe('<budget-2@example.org>');
    expect((mail.to as { text: string }).text).toBe('carl@example.org');
    expect(mail.text?.trim()).toBe('Approved');
  });
});
