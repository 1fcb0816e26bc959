import type { IDataObject } from '@weft/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incoming, runOutlook, startHarness } from './harness.js';
import type { Harness } from './harness.js';

/* Version 1: plain ID fields, Graph's answers as they are, $select and $filter written by hand. */

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

const v1 = (parameters: IDataObject, extra: object = {}) => runOutlook(harness, { typeVersion: 1, parameters, ...extra });

describe('Outlook 1 > Message', () => {
  it('sends, lists with fields and filter, gets with attachments, gets the MIME content, updates, moves, deletes', async () => {
    const sent = await v1({ resource: 'message', operation: 'send', toRecipients: 'megan@contoso.com', subject: 'v1 mail', bodyContent: 'hello', additionalFields: { bodyContentType: 'Text', saveToSentItems: false } });
    expect(sent.json).toEqual([{ success: true }]);
    expect(sent.calls[0]?.body).toMatchObject({ message: { subject: 'v1 mail', body: { contentType: 'Text', content: 'hello' } }, saveToSentItems: false });
    expect([...harness.box().messages.values()].some((message) => message.subject === 'v1 mail')).toBe(false);

    const message = incoming(harness, { subject: 'v1 in', hasAttachments: true });
    harness.box().attachments.get(String(message.id))?.push({ id: 'a1', name: 'a.txt', contentType: 'text/plain', bytes: Buffer.from('A'), isInline: false, lastModifiedDateTime: '2026-01-01T00:00:00Z' });
    const listed = await v1({ resource: 'message', operation: 'getAll', limit: 5, additionalFields: { fields: 'subject,isRead', filter: "subject eq 'v1 in'" } });
    expect(listed.calls[0]?.query.get('$select')).toBe('subject,isRead');
    expect(listed.json).toEqual([{ '@odata.etag': expect.any(String), id: message.id, subject: 'v1 in', isRead: false }]);
    const got = await v1({ resource: 'message', operation: 'get', messageId: String(message.id), additionalFields: { dataPropertyAttachmentsPrefixName: 'att_' } });
    expect(got.json[0]).toMatchObject({ subject: 'v1 in', body: { content: '<p>See the numbers</p>' } });
    expect(got.items[0]?.binary?.att_0?.fileName).toBe('a.txt');
    const mime = await v1({ resource: 'message', operation: 'getMime', messageId: String(message.id), binaryPropertyName: 'eml' });
    expect(Buffer.from(String(mime.items[0]?.binary?.eml?.data), 'base64').toString('utf8')).toContain('Subject: v1 in');

    const updated = await v1({ resource: 'message', operation: 'update', messageId: String(message.id), updateFields: { isRead: true } });
    expect(updated.json[0]).toMatchObject({ isRead: true });
    const moved = await v1({ resource: 'message', operation: 'move', messageId: String(message.id), folderId: 'archive' });
    expect(moved.json).toEqual([{ success: true }]);
    expect(moved.calls[0]?.body).toEqual({ destinationId: 'archive' });
    const archived = [...harness.box().messages.values()].find((entry) => entry.subject === 'v1 in');
    expect(archived?.parentFolderId).toBe(harness.box().folderId('archive'));
    expect((await v1({ resource: 'message', operation: 'delete', messageId: String(archived?.id) })).json).toEqual([{ success: true }]);
    const empty = await v1({ resource: 'message', operation: 'delete', messageId: '={{ $json.id }}' });
    expect(empty.error?.message).toBe('The message ID is empty');
  });

  it('replies (reply all, sent) or leaves the reply as a draft with extra fields', async () => {
    const message = incoming(harness, { subject: 'v1 question' });
    const sent = await v1({ resource: 'message', operation: 'reply', messageId: String(message.id), replyType: 'replyAll', comment: 'Answer' });
    expect(sent.json).toEqual([{ success: true }]);
    expect(decodeURIComponent(String(sent.calls[0]?.path))).toBe(`/me/messages/${String(message.id)}/createReplyAll`);
    const draft = await v1({ resource: 'message', operation: 'reply', messageId: String(message.id), replyType: 'reply', comment: 'Later', send: false, additionalFields: { ccRecipients: 'lee@contoso.com' } });
    expect(draft.json[0]).toMatchObject({ subject: 'RE: v1 question', isDraft: true, ccRecipients: [{ emailAddress: { address: 'lee@contoso.com' } }] });
  });
});

describe('Outlook 1 > Draft, Attachment, Folder, Folder Message', () => {
  it('creates and sends a draft to given recipients; adds, lists, gets and downloads an attachment', async () => {
    const draft = await v1({ resource: 'draft', operation: 'create', subject: 'v1 draft', bodyContent: 'x', additionalFields: { importance: 'Low' } });
    const id = String(draft.json[0]?.id);
    expect(draft.json[0]).toMatchObject({ isDraft: true, importance: 'low' });
    const added = await v1({ resource: 'messageAttachment', operation: 'add', messageId: id, binaryPropertyName: 'data', additionalFields: { fileName: 'n.txt' } },
      { input: [{ json: {}, binary: { data: { data: Buffer.from('note').toString('base64'), mimeType: 'text/plain', fileName: 'x.txt' } } }] });
    expect(added.json).toEqual([{ success: true }]);
    const listed = await v1({ resource: 'messageAttachment', operation: 'getAll', messageId: id, returnAll: true, additionalFields: { fields: 'name' } });
    const attachmentId = String(listed.json[0]?.id);
    expect(listed.json[0]).toMatchObject({ name: 'n.txt' });
    expect((await v1({ resource: 'messageAttachment', operation: 'get', messageId: id, attachmentId })).json[0]).toMatchObject({ name: 'n.txt', contentType: 'text/plain' });
    const downloaded = await v1({ resource: 'messageAttachment', operation: 'download', messageId: id, attachmentId, binaryPropertyName: 'out' });
    expect(Buffer.from(String(downloaded.items[0]?.binary?.out?.data), 'base64').toString('utf8')).toBe('note');
    const megan = harness.graph.mailbox('megan@contoso.com');
    const sent = await v1({ resource: 'draft', operation: 'send', messageId: id, additionalFields: { recipients: 'megan@contoso.com' } });
    expect(sent.json).toEqual([{ success: true }]);
    expect([...megan.messages.values()].map((message) => message.subject)).toContain('v1 draft');
  });

  it('creates a folder and a search folder, gets, lists children and all, lists a folder\'s messages, updates and deletes', async () => {
    const folder = await v1({ resource: 'folder', operation: 'create', displayName: 'Clients' });
    const id = String(folder.json[0]?.id);
    const inbox = String(harness.box().folderId('inbox'));
    const search = await v1({ resource: 'folder', operation: 'create', folderType: 'searchFolder', displayName: 'Unread mail', includeNestedFolders: true, sourceFolderIds: [inbox], filterQuery: 'isRead eq false' });
    expect(search.calls[0]).toMatchObject({ path: '/me/mailFolders/searchfolders/childFolders', body: { '@odata.type': 'microsoft.graph.mailSearchFolder', sourceFolderIds: [inbox], filterQuery: 'isRead eq false', includeNestedFolders: true } });
    expect(search.json[0]).toMatchObject({ '@odata.type': '#microsoft.graph.mailSearchFolder', displayName: 'Unread mail', isSupported: true });
    expect((await v1({ resource: 'folder', operation: 'get', folderId: id, additionalFields: { fields: 'displayName' } })).json).toEqual([{ id, displayName: 'Clients' }]);
    await v1({ resource: 'folder', operation: 'update', folderId: id, updateFields: { displayName: 'Customers' } });
    const all = await v1({ resource: 'folder', operation: 'getAll', returnAll: true, additionalFields: { filter: "displayName eq 'Customers'" } });
    expect(all.json.map((entry) => entry.displayName)).toEqual(['Customers']);
    harness.box().addFolder('Acme', id);
    expect((await v1({ resource: 'folder', operation: 'getChildren', folderId: id, returnAll: true })).json.map((entry) => entry.displayName)).toEqual(['Acme']);
    incoming(harness, { subject: 'for customers' }, id);
    const messages = await v1({ resource: 'folderMessage', operation: 'getAll', folderId: id, limit: 10, additionalFields: { fields: 'subject' } });
    expect(messages.json.map((entry) => entry.subject)).toEqual(['for customers']);
    expect((await v1({ resource: 'folder', operation: 'delete', folderId: id })).json).toEqual([{ success: true }]);
  });
});
