import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME, incoming, outlookWorkflow, rl, runOutlook, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

const sentItems = () => [...harness.box().messages.values()].filter((message) => message.parentFolderId === harness.box().folderId('sentitems'));

describe('Outlook 2 > Message > Send', () => {
  it('posts sendMail with recipients, body type, headers and binary attachments; the mail lands in Sent Items and in the recipient\'s inbox', async () => {
    const megan = harness.graph.mailbox('megan@contoso.com');
    const { json, error, calls } = await runOutlook(harness, {
      parameters: {
        resource: 'message', operation: 'send', toRecipients: 'megan@contoso.com, lee@contoso.com', subject: 'Budget', bodyContent: 'Numbers attached.',
        additionalFields: {
          bodyContentType: 'Text', ccRecipients: 'nestor@contoso.com', importance: 'High', categories: ['Red category'],
          internetMessageHeaders: { headers: [{ name: 'x-ticket', value: '42' }] }, attachments: { attachments: [{ binaryPropertyName: 'data' }] },
        },
      },
      input: [{ json: {}, binary: { data: { data: Buffer.from('a,b\n1,2\n').toString('base64'), mimeType: 'text/csv', fileName: 'budget.csv' } } }],
    });
    expect(error).toBeUndefined();
    expect(json).toEqual([{ success: true }]);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /me/sendMail']);
    expect(calls[0]?.body).toEqual({
      message: {
        toRecipients: [{ emailAddress: { address: 'megan@contoso.com' } }, { emailAddress: { address: 'lee@contoso.com' } }],
        ccRecipients: [{ emailAddress: { address: 'nestor@contoso.com' } }], subject: 'Budget', body: { contentType: 'Text', content: 'Numbers attached.' },
        importance: 'High', categories: ['Red category'], internetMessageHeaders: [{ name: 'x-ticket', value: '42' }],
        attachments: [{ '@odata.type': '#microsoft.graph.fileAttachment', name: 'budget.csv', contentType: 'text/csv', contentBytes: Buffer.from('a,b\n1,2\n').toString('base64') }],
      },
      saveToSentItems: true,
    });
    const sent = sentItems().find((message) => message.subject === 'Budget');
    expect(sent).toMatchObject({ isDraft: false, importance: 'high', body: { contentType: 'text', content: 'Numbers attached.' }, hasAttachments: true });
    const received = [...megan.messages.values()].find((message) => message.subject === 'Budget');
    expect(received).toMatchObject({ from: { emailAddress: { address: ME } }, isRead: false });
  });

  it('asks for a recipient before calling Graph; Graph\'s refusal of a header is reported with its message', async () => {
    const empty = await runOutlook(harness, { parameters: { resource: 'message', operation: 'send', toRecipients: ' ', subject: 'x' } });
    expect(empty.error?.message).toBe('No recipient was given');
    expect(empty.calls).toEqual([]);
    const badHeader = await runOutlook(harness, {
      parameters: { resource: 'message', operation: 'send', toRecipients: 'megan@contoso.com', additionalFields: { internetMessageHeaders: { headers: [{ name: 'Ticket', value: '1' }] } } },
    });
    expect(badHeader.error?.message).toBe('Bad request - please check your parameters');
    expect(badHeader.error?.description).toBe("InvalidInternetMessageHeader: The internet message header name 'Ticket' should start with 'x-' or 'X-'.");
  });
});

describe('Outlook 2 > Message > Get and Get Many', () => {
  it('simplified asks Graph for the simple fields and drops the OData annotations; raw keeps everything; selected fields select them', async () => {
    const message = incoming(harness, { subject: 'Simple one', categories: ['Blue category'] });
    const simple = await runOutlook(harness, { parameters: { resource: 'message', operation: 'get', messageId: rl(String(message.id)) } });
    expect(simple.calls[0]?.query.get('$select')).toBe('id,conversationId,subject,bodyPreview,from,toRecipients,categories,hasAttachments');
    expect(simple.json).toEqual([{
      id: message.id, conversationId: message.conversationId, subject: 'Simple one', bodyPreview: 'See the numbers', categories: ['Blue category'], hasAttachments: false,
      from: { emailAddress: { name: 'Megan Bowen', address: 'megan@contoso.com' } }, toRecipients: [{ emailAddress: { name: 'Adele Vance', address: ME } }],
    }]);
    const raw = await runOutlook(harness, { parameters: { resource: 'message', operation: 'get', messageId: rl(String(message.id), 'id'), output: 'raw' } });
    expect(raw.calls[0]?.query.has('$select')).toBe(false);
    expect(raw.json[0]).toMatchObject({ '@odata.etag': expect.any(String), body: { contentType: 'html', content: '<p>See the numbers</p>' }, isRead: false, webLink: expect.any(String) });
    const fields = await runOutlook(harness, { parameters: { resource: 'message', operation: 'get', messageId: rl(String(message.id)), output: 'fields', fields: ['subject', 'isRead'] } });
    expect(fields.json).toEqual([{ id: message.id, subject: 'Simple one', isRead: false }]);
  });

  it('downloads the attachments as binary fields with the prefix, and the MIME content', async () => {
    const message = incoming(harness, { subject: 'With files', hasAttachments: true });
    harness.box().attachments.get(String(message.id))?.push(
      { id: 'att-1', name: 'notes.txt', contentType: 'text/plain', bytes: Buffer.from('remember'), isInline: false, lastModifiedDateTime: '2026-03-01T10:00:00Z' },
    );
    const { items } = await runOutlook(harness, {
      parameters: {
        resource: 'message', operation: 'get', messageId: rl(String(message.id)),
        options: { downloadAttachments: true, attachmentsPrefix: 'file_', getMimeContent: { values: { binaryPropertyName: 'mime', outputFileName: 'mail.eml' } } },
      },
    });
    expect(items[0]?.binary?.file_0).toMatchObject({ fileName: 'notes.txt', mimeType: 'text/plain' });
    expect(Buffer.from(String(items[0]?.binary?.file_0?.data), 'base64').toString('utf8')).toBe('remember');
    expect(items[0]?.binary?.mime).toMatchObject({ fileName: 'mail.eml', mimeType: 'message/rfc822' });
    expect(Buffer.from(String(items[0]?.binary?.mime?.data), 'base64').toString('utf8')).toContain('Subject: With files');
  });

  it('filters (sender, read status, dates, attachments, folders, custom) as one $filter; search as $search; limit and return all follow nextLink', async () => {
    const box = harness.graph.mailbox('filters@contoso.com');
    const saved = harness.data.oauthTokenData;
    harness.data.oauthTokenData = { access_token: harness.graph.identity.issue(['Mail.ReadWrite'], 'filters@contoso.com') };
    try {
      const archive = String(box.folderId('archive'));
      const put = (subject: string, from: string, at: string, extra = {}, folder = 'inbox') => box.putMessage({
        subject, receivedDateTime: at, from: { emailAddress: { name: from.split('@')[0] ?? from, address: from } }, body: { contentType: 'text', content: `${subject} body` }, ...extra,
      }, folder);
      put('old invoice', 'ann@contoso.com', '2026-02-01T10:00:00Z');
      put('march invoice', 'ann@contoso.com', '2026-03-01T10:00:00Z', { hasAttachments: true });
      put('april invoice', 'bob@contoso.com', '2026-04-01T10:00:00Z');
      put('read one', 'ann@contoso.com', '2026-04-02T10:00:00Z', { isRead: true });
      put('archived', 'ann@contoso.com', '2026-04-03T10:00:00Z', {}, 'archive');
      const subjects = async (values: object, extra: object = {}) => {
        const run = await runOutlook(harness, { parameters: { resource: 'message', operation: 'getAll', returnAll: true, filtersUI: { values }, ...extra } });
        expect(run.error).toBeUndefined();
        return { subjects: run.json.map((m) => m.subject), query: run.calls[0]?.query };
      };
      const bySender = await subjects({ filterBy: 'filters', filters: { sender: 'ann@contoso.com', readStatus: 'unread' } });
      expect(bySender.subjects).toEqual(['archived', 'march invoice', 'old invoice']);
      expect(bySender.query?.get('$filter')).toBe("isRead eq false and from/emailAddress/address eq 'ann@contoso.com'");
      expect((await subjects({ filters: { sender: 'bob', readStatus: 'both' } })).subjects).toEqual(['april invoice']);
      expect((await subjects({ filters: { readStatus: 'both', receivedAfter: '2026-02-15T00:00:00Z', receivedBefore: '2026-04-01T12:00:00Z' } })).subjects).toEqual(['april invoice', 'march invoice']);
      expect((await subjects({ filters: { readStatus: 'both', hasAttachments: true } })).subjects).toEqual(['march invoice']);
      expect((await subjects({ filters: { readStatus: 'both', foldersToInclude: [archive] } })).subjects).toEqual(['archived']);
      expect((await subjects({ filters: { readStatus: 'both', foldersToExclude: [archive], custom: "contains(subject,'invoice')" } })).subjects).toEqual(['april invoice', 'march invoice', 'old invoice']);
      const search = await subjects({ filterBy: 'search', search: 'invoice ann' });
      expect(search.query?.get('$search')).toBe('"invoice ann"');
      expect(search.subjects).toEqual(['march invoice', 'old invoice']);

      const limited = await runOutlook(harness, { parameters: { resource: 'message', operation: 'getAll', limit: 2 } });
      expect(limited.json.map((m) => m.subject)).toEqual(['archived', 'read one']);
      expect(limited.calls[0]?.query.get('$top')).toBe('2');
      for (let n = 0; n < 130; n++) put(`bulk ${n}`, 'bulk@contoso.com', new Date(Date.UTC(2026, 5, 1, 0, n)).toISOString());
      const all = await runOutlook(harness, { parameters: { resource: 'message', operation: 'getAll', returnAll: true, filtersUI: { values: { filters: { sender: 'bulk@contoso.com', readStatus: 'both' } } } } });
      expect(all.json).toHaveLength(130);
      expect(all.json[0]?.subject).toBe('bulk 129');
      expect(all.calls.map((call) => call.query.get('$skip'))).toEqual([null, '100']);
    } finally {
      harness.data.oauthTokenData = saved;
    }
  });
});

describe('Outlook 2 > Message > Move, Update, Delete', () => {
  it('moves to a folder chosen by link (Graph gives the moved message a new id); updates flags of a received message; deletes', async () => {
    const message = incoming(harness, { subject: 'To file' });
    const archive = String(harness.box().folderId('archive'));
    const moved = await runOutlook(harness, {
      parameters: { resource: 'message', operation: 'move', messageId: rl(String(message.id)), folderId: rl(`https://outlook.office365.com/mail/${archive}`, 'url') },
    });
    expect(moved.calls[0]?.body).toEqual({ destinationId: archive });
    expect(moved.json[0]).toMatchObject({ subject: 'To file', parentFolderId: archive });
    const newId = String(moved.json[0]?.id);
    expect(newId).not.toBe(message.id);

    const updated = await runOutlook(harness, {
      parameters: { resource: 'message', operation: 'update', messageId: rl(newId), updateFields: { isRead: true, importance: 'Low', categories: ['Red category'] } },
    });
    expect(updated.calls[0]).toMatchObject({ method: 'PATCH', body: { isRead: true, importance: 'Low', categories: ['Red category'] } });
    expect(updated.json[0]).toMatchObject({ isRead: true, importance: 'low', categories: ['Red category'] });
    const refused = await runOutlook(harness, { parameters: { resource: 'message', operation: 'update', messageId: rl(newId), updateFields: { subject: 'Changed' } } });
    expect(refused.error?.description).toBe('ErrorInvalidPropertyUpdateSentMessage: Update operation is invalid for property of a sent message.');

    const deleted = await runOutlook(harness, { parameters: { resource: 'message', operation: 'delete', messageId: rl(newId) } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(harness.box().messages.has(newId)).toBe(false);
    const again = await runOutlook(harness, { parameters: { resource: 'message', operation: 'delete', messageId: rl(newId) } });
    expect(again.error?.message).toBe('The resource you are requesting could not be found');
    expect(again.error?.description).toBe('ErrorItemNotFound: The specified object was not found in the store.');
  });
});

describe('Outlook 2 > Message > Reply', () => {
  it('replies to all by default (a reply draft, then send), to the sender only with extra fields and attachments, or keeps the draft', async () => {
    const original = incoming(harness, { subject: 'Lunch?', ccRecipients: [{ emailAddress: { name: 'Lee', address: 'lee@contoso.com' } }] });
    const all = await runOutlook(harness, { parameters: { resource: 'message', operation: 'reply', messageId: rl(String(original.id)), message: 'Yes!' } });
    expect(all.json).toEqual([{ success: true }]);
    const draftId = [...harness.box().messages.values()].find((message) => message.subject === 'RE: Lunch?')?.id;
    expect(all.calls.map((call) => `${call.method} ${decodeURIComponent(call.path)}`))
      .toEqual([`POST /me/messages/${String(original.id)}/createReplyAll`, `POST /me/messages/${String(draftId)}/send`]);
    const sentAll = sentItems().find((message) => message.subject === 'RE: Lunch?');
    expect(sentAll?.ccRecipients).toEqual([{ emailAddress: { name: 'Lee', address: 'lee@contoso.com' } }]);
    expect(String((sentAll?.body as { content: string }).content)).toContain('Yes!');

    const draft = await runOutlook(harness, {
      parameters: {
        resource: 'message', operation: 'reply', messageId: rl(String(original.id)), replyToSenderOnly: true, message: 'Only you',
        additionalFields: { bccRecipients: 'boss@contoso.com', attachments: { attachments: [{ binaryPropertyName: 'data' }] } }, options: { saveAsDraft: true },
      },
      input: [{ json: {}, binary: { data: { data: Buffer.from('menu').toString('base64'), mimeType: 'text/plain', fileName: 'menu.txt' } } }],
    });
    expect(draft.calls[0]).toMatchObject({ path: `/me/messages/${encodeURIComponent(String(original.id))}/createReply`, body: { comment: 'Only you', message: { bccRecipients: [{ emailAddress: { address: 'boss@contoso.com' } }] } } });
    expect(draft.json[0]).toMatchObject({ subject: 'RE: Lunch?', isDraft: true, toRecipients: [{ emailAddress: { address: 'megan@contoso.com' } }], ccRecipients: [] });
    expect(harness.box().attachments.get(String(draft.json[0]?.id))?.map((file) => file.name)).toEqual(['menu.txt']);
  });
});

describe('Outlook 2 > Message > Send and Wait for Response', () => {
  it('mails the approval buttons (resume URL) through sendMail and waits', async () => {
    const result = await harness.runner.run({
      workflow: outlookWorkflow({
        parameters: {
          resource: 'message', operation: 'sendAndWait', toRecipients: 'boss@contoso.com', subject: 'Approve the budget?', message: 'Budget: 10k',
          approvalOptions: { values: { approvalType: 'double', approveLabel: 'Yes', disapproveLabel: 'No' } },
        },
      }),
      mode: 'manual', executionId: 'exec-7', webhookBaseUrl: 'https://weft.example.com/',
    });
    expect(result.status).toBe('waiting');
    const sent = sentItems().find((message) => message.subject === 'Approve the budget?');
    expect(sent?.toRecipients).toEqual([{ emailAddress: { name: 'boss@contoso.com', address: 'boss@contoso.com' } }]);
    const html = String((sent?.body as { content: string }).content);
    expect(html).toContain('https://weft.example.com/webhook-waiting/exec-7?approved=true');
    expect(html).toContain('https://weft.example.com/webhook-waiting/exec-7?approved=false');
    expect(html).toContain('Budget: 10k');
  });
});
