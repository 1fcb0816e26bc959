import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incoming, rl, runOutlook, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

const file = (text: string, fileName: string, mimeType = 'text/plain') => ({ data: Buffer.from(text).toString('base64'), mimeType, fileName });

describe('Outlook 2 > Draft', () => {
  it('creates a draft with attachments, updates it, gets it simplified, sends it to a new recipient; deleting a draft removes it', async () => {
    const created = await runOutlook(harness, {
      parameters: {
        resource: 'draft', operation: 'create', subject: 'Plan', bodyContent: '<b>Draft</b>',
        additionalFields: { toRecipients: 'megan@contoso.com', replyTo: 'team@contoso.com', isReadReceiptRequested: true, attachments: { attachments: [{ binaryPropertyName: 'data' }] } },
      },
      input: [{ json: {}, binary: { data: file('plan', 'plan.txt') } }],
    });
    expect(created.calls[0]).toMatchObject({
      method: 'POST', path: '/me/messages',
      body: { subject: 'Plan', body: { contentType: 'HTML', content: '<b>Draft</b>' }, toRecipients: [{ emailAddress: { address: 'megan@contoso.com' } }], replyTo: [{ emailAddress: { address: 'team@contoso.com' } }], isReadReceiptRequested: true },
    });
    const draft = created.json[0] ?? {};
    expect(draft).toMatchObject({ isDraft: true, subject: 'Plan', hasAttachments: true, parentFolderId: harness.box().folderId('drafts') });
    const id = String(draft.id);

    const updated = await runOutlook(harness, { parameters: { resource: 'draft', operation: 'update', draftId: rl(id), updateFields: { subject: 'Plan v2', bodyContent: 'plain', bodyContentType: 'Text' } } });
    expect(updated.json[0]).toMatchObject({ subject: 'Plan v2', body: { contentType: 'text', content: 'plain' } });

    const got = await runOutlook(harness, { parameters: { resource: 'draft', operation: 'get', draftId: rl(id), options: { downloadAttachments: true } } });
    expect(got.json[0]).toEqual({
      id, conversationId: draft.conversationId, subject: 'Plan v2', bodyPreview: 'plain', from: null, categories: [], hasAttachments: true,
      toRecipients: [{ emailAddress: { name: 'megan@contoso.com', address: 'megan@contoso.com' } }],
    });
    expect(got.items[0]?.binary?.attachment_0?.fileName).toBe('plan.txt');

    const megan = harness.graph.mailbox('megan@contoso.com');
    const lee = harness.graph.mailbox('lee@contoso.com');
    const sent = await runOutlook(harness, { parameters: { resource: 'draft', operation: 'send', draftId: rl(id), to: 'lee@contoso.com' } });
    expect(sent.json).toEqual([{ success: true }]);
    expect(sent.calls.map((call) => call.method)).toEqual(['PATCH', 'POST']);
    expect(sent.calls[0]?.body).toEqual({ toRecipients: [{ emailAddress: { address: 'lee@contoso.com' } }] });
    expect([...lee.messages.values()].map((message) => message.subject)).toEqual(['Plan v2']);
    expect([...megan.messages.values()].map((message) => message.subject)).not.toContain('Plan v2');

    const other = await runOutlook(harness, { parameters: { resource: 'draft', operation: 'create', subject: 'Scrap' } });
    const deleted = await runOutlook(harness, { parameters: { resource: 'draft', operation: 'delete', draftId: rl(String(other.json[0]?.id), 'id') } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(harness.box().messages.has(String(other.json[0]?.id))).toBe(false);
  });
});

describe('Outlook 2 > Folder and Folder Message', () => {
  it('creates top-level and child folders, renames, gets with fields, lists with children, deletes; a duplicate name is Graph\'s 409', async () => {
    const projects = await runOutlook(harness, { parameters: { resource: 'folder', operation: 'create', displayName: 'Projects' } });
    expect(projects.calls[0]).toMatchObject({ method: 'POST', path: '/me/mailFolders', body: { displayName: 'Projects' } });
    const projectsId = String(projects.json[0]?.id);
    const child = await runOutlook(harness, { parameters: { resource: 'folder', operation: 'create', displayName: 'Weft', options: { folderId: rl(projectsId) } } });
    expect(child.calls[0]?.path).toBe(`/me/mailFolders/${encodeURIComponent(projectsId)}/childFolders`);
    expect(child.json[0]).toMatchObject({ displayName: 'Weft', parentFolderId: projectsId, totalItemCount: 0 });
    const duplicate = await runOutlook(harness, { parameters: { resource: 'folder', operation: 'create', displayName: 'projects' } });
    expect(duplicate.error?.description).toBe('ErrorFolderExists: A folder with the specified name already exists.');

    const renamed = await runOutlook(harness, { parameters: { resource: 'folder', operation: 'update', folderId: rl(String(child.json[0]?.id)), displayName: 'Weft 2' } });
    expect(renamed.json[0]).toMatchObject({ displayName: 'Weft 2' });
    const got = await runOutlook(harness, { parameters: { resource: 'folder', operation: 'get', folderId: rl(projectsId, 'id'), options: { fields: ['displayName', 'childFolderCount'] } } });
    expect(got.json).toEqual([{ id: projectsId, displayName: 'Projects', childFolderCount: 1 }]);

    const top = await runOutlook(harness, { parameters: { resource: 'folder', operation: 'getAll', returnAll: true, options: { fields: ['displayName'] } } });
    expect(top.json.map((folder) => folder.displayName)).toEqual(['Inbox', 'Drafts', 'Sent Items', 'Deleted Items', 'Archive', 'Junk Email', 'Outbox', 'Projects']);
    const tree = await runOutlook(harness, { parameters: { resource: 'folder', operation: 'getAll', returnAll: true, filters: { filter: "displayName eq 'Projects'" }, options: { includeChildFolders: true } } });
    expect(tree.json.map((folder) => folder.displayName)).toEqual(['Projects', 'Weft 2']);
    const limited = await runOutlook(harness, { parameters: { resource: 'folder', operation: 'getAll', limit: 3 } });
    expect(limited.json).toHaveLength(3);
    expect(limited.calls[0]?.query.get('$top')).toBe('3');

    const deleted = await runOutlook(harness, { parameters: { resource: 'folder', operation: 'delete', folderId: rl(projectsId) } });
    expect(deleted.json).toEqual([{ success: true }]);
    const inbox = await runOutlook(harness, { parameters: { resource: 'folder', operation: 'delete', folderId: rl(String(harness.box().folderId('inbox'))) } });
    expect(inbox.error?.description).toBe('ErrorDeleteDistinguishedFolder: Distinguished folders cannot be deleted.');
  });

  it('lists one folder\'s messages with filters, raw', async () => {
    incoming(harness, { subject: 'junk one', receivedDateTime: '2026-03-01T10:00:00Z' }, 'junkemail');
    incoming(harness, { subject: 'junk two', receivedDateTime: '2026-03-02T10:00:00Z', isRead: true }, 'junkemail');
    incoming(harness, { subject: 'inbox one' });
    const junk = String(harness.box().folderId('junkemail'));
    const { json, calls } = await runOutlook(harness, {
      parameters: { resource: 'folderMessage', operation: 'getAll', folderId: rl(junk), returnAll: true, output: 'raw', filtersUI: { values: { filters: { readStatus: 'unread' } } } },
    });
    expect(calls[0]?.path).toBe(`/me/mailFolders/${encodeURIComponent(junk)}/messages`);
    expect(json.map((message) => message.subject)).toEqual(['junk one']);
    expect(json[0]).toHaveProperty('@odata.etag');
  });
});

describe('Outlook 2 > Message Attachment', () => {
  it('adds a binary file (named by the option), lists and gets with fields, downloads the bytes to a binary field', async () => {
    const message = incoming(harness, { subject: 'Needs a file' });
    const added = await runOutlook(harness, {
      parameters: { resource: 'messageAttachment', operation: 'add', messageId: rl(String(message.id)), binaryPropertyName: 'doc', options: { fileName: 'report.pdf' } },
      input: [{ json: {}, binary: { doc: file('%PDF-1.4', 'x.pdf', 'application/pdf') } }],
    });
    expect(added.calls[0]?.body).toEqual({ '@odata.type': '#microsoft.graph.fileAttachment', name: 'report.pdf', contentType: 'application/pdf', contentBytes: Buffer.from('%PDF-1.4').toString('base64') });
    expect(added.json[0]).toMatchObject({ name: 'report.pdf', contentType: 'application/pdf', isInline: false });
    expect(added.json[0]).not.toHaveProperty('contentBytes');
    const attachmentId = String(added.json[0]?.id);

    const listed = await runOutlook(harness, { parameters: { resource: 'messageAttachment', operation: 'getAll', messageId: rl(String(message.id)), returnAll: true, options: { fields: ['name', 'size'] } } });
    // Graph keeps an attachment's type annotations beside the selected fields.
    expect(listed.json).toEqual([{ '@odata.type': '#microsoft.graph.fileAttachment', '@odata.mediaContentType': 'application/pdf', id: attachmentId, name: 'report.pdf', size: expect.any(Number) }]);
    const got = await runOutlook(harness, { parameters: { resource: 'messageAttachment', operation: 'get', messageId: rl(String(message.id)), attachmentId: rl(attachmentId) } });
    expect(got.json[0]).toMatchObject({ '@odata.type': '#microsoft.graph.fileAttachment', name: 'report.pdf', contentBytes: Buffer.from('%PDF-1.4').toString('base64') });

    const downloaded = await runOutlook(harness, {
      parameters: { resource: 'messageAttachment', operation: 'download', messageId: rl(String(message.id)), attachmentId: rl(attachmentId, 'id'), binaryPropertyName: 'file' },
    });
    expect(downloaded.calls.map((call) => decodeURIComponent(call.path).split('/').slice(-2).join('/'))).toEqual([`attachments/${attachmentId}`, `${attachmentId}/$value`]);
    expect(downloaded.items[0]?.json).toMatchObject({ id: attachmentId, name: 'report.pdf' });
    expect(downloaded.items[0]?.binary?.file).toMatchObject({ fileName: 'report.pdf', mimeType: 'application/pdf' });
    expect(Buffer.from(String(downloaded.items[0]?.binary?.file?.data), 'base64').toString('utf8')).toBe('%PDF-1.4');

    const missing = await runOutlook(harness, { parameters: { resource: 'messageAttachment', operation: 'add', messageId: rl(String(message.id)), binaryPropertyName: 'nope' } });
    expect(missing.error?.message).toBe('The item has no binary field "nope"');
  });
});
