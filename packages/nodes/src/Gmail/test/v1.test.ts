import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import type { IDataObject } from '@weft/workflow';
import { ME, incoming, runGmail, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

const box = () => harness.gmail.mailbox(ME);
const v1 = (parameters: IDataObject, input?: never) => runGmail(harness, { typeVersion: 1, parameters, ...(input ? { input } : {}) });

describe('Gmail 1 > Message', () => {
  it('sends text and HTML to the To list with cc and sender name; no attribution in version 1', async () => {
    const { json } = await v1({
      resource: 'message', operation: 'send', subject: 'Hello', message: 'Plain', includeHtml: true, htmlMessage: '<p>Rich</p>',
      toList: ['ann@example.org', 'bob@example.org'], additionalFields: { ccList: ['carl@example.org'], senderName: 'Tester' },
    });
    expect(json[0]).toEqual({ id: expect.any(String), threadId: expect.any(String), labelIds: ['SENT'] });
    const mail = await simpleParser(box().message(String(json[0]?.id)).raw);
    expect((mail.to as { text: string }).text).toBe('ann@example.org, bob@example.org');
    expect((mail.cc as { text: string }).text).toBe('carl@example.org');
    expect(mail.from?.value).toEqual([{ address: ME, name: 'Tester' }]);
    expect(mail.text?.trim()).toBe('Plain');
    expect(mail.html).toBe('<p>Rich</p>');
  });

  it('replies in a thread naming the original\'s Message-ID', async () => {
    const original = harness.gmail.deliver(incoming({ subject: 'Question', text: '?', messageId: '<q-1@example.org>' }));
    const { json } = await v1({ resource: 'message', operation: 'reply', threadId: original.threadId, messageId: original.id, subject: 'Re: Question', message: 'Answer', toList: ['bob@example.org'] });
    expect(json[0]?.threadId).toBe(original.threadId);
    expect((await simpleParser(box().message(String(json[0]?.id)).raw)).inReplyTo).toBe('<q-1@example.org>');
  });

  it('gets a message resolved (parsed, attachments as binary) or in Gmail\'s formats; lists ids; deletes', async () => {
    const message = harness.gmail.deliver(incoming({ subject: 'Formats', text: 'body', attachment: { name: 'a.txt', type: 'text/plain', content: 'A' } }));
    const resolved = await v1({ resource: 'message', operation: 'get', messageId: message.id, additionalFields: { dataPropertyAttachmentsPrefixName: 'file' } });
    expect(resolved.json[0]).toMatchObject({ id: message.id, subject: 'Formats', text: 'body', labelIds: ['INBOX', 'UNREAD'] });
    expect(resolved.items[0]?.binary?.file0?.fileName).toBe('a.txt');
    const minimal = await v1({ resource: 'message', operation: 'get', messageId: message.id, additionalFields: { format: 'minimal' } });
    expect(Object.keys(minimal.json[0] ?? {}).sort()).toEqual(['historyId', 'id', 'internalDate', 'labelIds', 'sizeEstimate', 'snippet', 'threadId']);
    const raw = await v1({ resource: 'message', operation: 'get', messageId: message.id, additionalFields: { format: 'raw' } });
    expect(Buffer.from(String(raw.json[0]?.raw), 'base64url').toString('utf8')).toBe(message.raw);
    const full = await v1({ resource: 'message', operation: 'get', messageId: message.id, additionalFields: { format: 'full' } });
    expect((full.json[0]?.payload as { mimeType: string; parts: Array<{ filename: string; body: { attachmentId?: string } }> }).parts.map((p) => [p.filename, p.body.attachmentId !== undefined]))
      .toEqual([['', false], ['a.txt', true]]);
    const ids = await v1({ resource: 'message', operation: 'getAll', limit: 1, additionalFields: { format: 'ids', q: 'subject:formats' } });
    expect(ids.json).toEqual([{ id: message.id, threadId: message.threadId }]);
    const deleted = await v1({ resource: 'message', operation: 'delete', messageId: message.id });
    expect(deleted.json).toEqual([{ success: true }]);
  });
});

describe('Gmail 1 > Message Label, Label, Draft', () => {
  it('adds and removes labels; creates, lists and deletes a label; creates, reads and deletes a draft', async () => {
    const message = harness.gmail.deliver(incoming({ subject: 'Tag me', text: 't' }));
    expect((await v1({ resource: 'messageLabel', operation: 'add', messageId: message.id, labelIds: ['STARRED'] })).json[0]?.labelIds).toEqual(['INBOX', 'UNREAD', 'STARRED']);
    expect((await v1({ resource: 'messageLabel', operation: 'remove', messageId: message.id, labelIds: ['UNREAD'] })).json[0]?.labelIds).toEqual(['INBOX', 'STARRED']);
    const label = await v1({ resource: 'label', operation: 'create', name: 'Old style', labelListVisibility: 'labelHide', messageListVisibility: 'show' });
    expect(label.json[0]).toMatchObject({ name: 'Old style', labelListVisibility: 'labelHide' });
    expect((await v1({ resource: 'label', operation: 'getAll', returnAll: true })).json.map((l) => l.name)).toContain('Old style');
    expect((await v1({ resource: 'label', operation: 'get', labelId: label.json[0]?.id })).json[0]?.name).toBe('Old style');
    expect((await v1({ resource: 'label', operation: 'delete', labelId: label.json[0]?.id })).json).toEqual([{ success: true }]);
    const draft = await v1({ resource: 'draft', operation: 'create', subject: 'Later', message: 'Draft body', additionalFields: { toList: ['ann@example.org'] } });
    const draftId = String(draft.json[0]?.id);
    const got = await v1({ resource: 'draft', operation: 'get', messageId: draftId });
    expect(got.json[0]).toMatchObject({ id: draftId, subject: 'Later', text: 'Draft body\n', to: { text: 'ann@example.org' } });
    const all = await v1({ resource: 'draft', operation: 'getAll', returnAll: true, additionalFields: { format: 'metadata' } });
    expect(all.json).toHaveLength(1);
    // Gmail's formats give the draft resource: its id and the message in that format.
    expect(all.json[0]).toMatchObject({ id: draftId, message: { id: (draft.json[0]?.message as { id: string }).id, labelIds: ['DRAFT'], payload: { headers: expect.any(Array) } } });
    expect((await v1({ resource: 'draft', operation: 'delete', messageId: draftId })).json).toEqual([{ success: true }]);
  });
});
