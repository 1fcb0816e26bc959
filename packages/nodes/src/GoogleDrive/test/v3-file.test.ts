import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IBinaryData } from '@weft/workflow';
import { FOLDER_MIME, ROOT_ID } from '../../test-support/google-stand-in/drive-api.js';
import { binaryItem, callsSince, rl, runDrive, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
// The service account's RSA key is made at start: slow on a busy machine.
beforeAll(async () => { harness = await startHarness(); }, 60_000);
afterAll(() => harness.close());

const drive = () => harness.google.drive;
const bytesOf = (binary: IBinaryData | undefined) => Buffer.from(binary?.data ?? '', 'base64').toString('utf8');

describe('Google Drive 3 > File > Upload and Create From Text', () => {
  it('uploads the item\'s binary data into the chosen folder in one multipart request; simplified output', async () => {
    const folder = drive().add({ name: 'Reports', mimeType: FOLDER_MIME });
    const from = harness.google.calls.length;
    const { json, error } = await runDrive(harness, {
      parameters: {
        resource: 'file', operation: 'upload', name: 'q3.csv', folderId: rl(folder.id), driveId: rl('My Drive', 'list'),
        options: { keepRevisionForever: true, propertiesUi: { propertyValues: [{ key: 'team', value: 'sales' }] } },
      },
      input: [binaryItem('a,b\n1,2\n', 'local.csv', 'text/csv')],
    });
    expect(error).toBeUndefined();
    const stored = [...drive().files.values()].find((file) => file.name === 'q3.csv');
    expect(stored).toMatchObject({ mimeType: 'text/csv', parents: [folder.id], properties: { team: 'sales' } });
    expect(stored?.content.toString()).toBe('a,b\n1,2\n');
    expect(json).toEqual([{ kind: 'drive#file', id: stored?.id, name: 'q3.csv', mimeType: 'text/csv' }]);
    expect(callsSince(harness, from)).toEqual([
      { method: 'POST', path: '/upload/drive/v3/files', query: { uploadType: 'multipart', supportsAllDrives: 'true', keepRevisionForever: 'true' } },
    ]);
  });

  it('keeps the binary file name when no name is given, and outputs every field without simplifying', async () => {
    const { json } = await runDrive(harness, {
      parameters: { resource: 'file', operation: 'upload', driveId: rl('My Drive', 'list'), folderId: rl('root', 'list'), options: { simplifyOutput: false } },
      input: [binaryItem('hello', 'hello.txt', 'text/plain')],
    });
    expect(json[0]).toMatchObject({ name: 'hello.txt', parents: [ROOT_ID], size: '5', webViewLink: expect.stringContaining('https://drive.google.com/file/d/'), trashed: false });
  });

  it('a missing binary field is an error naming it', async () => {
    const { error } = await runDrive(harness, { parameters: { resource: 'file', operation: 'upload', inputDataFieldName: 'file' }, input: [binaryItem('x', 'x.txt', 'text/plain')] });
    expect(error?.message).toContain('"file"');
  });

  it('creates a text file from text, or a Google Docs document when asked to convert', async () => {
    const text = await runDrive(harness, { parameters: { resource: 'file', operation: 'createFromText', name: 'notes.txt', content: 'Buy milk' } });
    const file = drive().files.get(String(text.json[0]?.id));
    expect(file).toMatchObject({ name: 'notes.txt', mimeType: 'text/plain', parents: [ROOT_ID] });
    expect(file?.content.toString()).toBe('Buy milk');
    const doc = await runDrive(harness, { parameters: { resource: 'file', operation: 'createFromText', content: 'Minutes', options: { convertToGoogleDocument: true } } });
    expect(doc.json[0]).toMatchObject({ name: 'Untitled', mimeType: 'application/vnd.google-apps.document' });
  });
});

describe('Google Drive 3 > File > Download', () => {
  it('outputs the file as binary data beside the item\'s JSON', async () => {
    const file = drive().add({ name: 'photo.png', mimeType: 'image/png', content: Buffer.from('PNGDATA') });
    const from = harness.google.calls.length;
    const { items } = await runDrive(harness, { parameters: { resource: 'file', operation: 'download', fileId: rl(file.id, 'list') }, input: [{ json: { keep: 1 } }] });
    expect(items[0]?.json).toEqual({ keep: 1 });
    expect(items[0]?.binary?.data).toMatchObject({ fileName: 'photo.png', mimeType: 'image/png' });
    expect(bytesOf(items[0]?.binary?.data)).toBe('PNGDATA');
    expect(callsSince(harness, from).at(-1)).toEqual({ method: 'GET', path: `/drive/v3/files/${file.id}`, query: { alt: 'media', supportsAllDrives: 'true' } });
  });

  it('exports a Google document (HTML by default, else the chosen format) into the chosen field and name', async () => {
    const doc = drive().add({ name: 'Plan', mimeType: 'application/vnd.google-apps.document', content: Buffer.from('Step one') });
    const html = await runDrive(harness, { parameters: { resource: 'file', operation: 'download', fileId: rl(`https://docs.google.com/document/d/${doc.id}/edit`, 'url') } });
    expect(html.items[0]?.binary?.data).toMatchObject({ fileName: 'Plan.html', mimeType: 'text/html' });
    expect(bytesOf(html.items[0]?.binary?.data)).toBe('<html><body><p>Step one</p></body></html>');
    const text = await runDrive(harness, {
      parameters: {
        resource: 'file', operation: 'download', fileId: rl(doc.id),
        options: { binaryPropertyName: 'doc', fileName: 'plan.txt', googleFileConversion: { conversion: { docsToFormat: 'text/plain' } } },
      },
    });
    expect(text.items[0]?.binary?.doc).toMatchObject({ fileName: 'plan.txt', mimeType: 'text/plain' });
    expect(bytesOf(text.items[0]?.binary?.doc)).toBe('Step one');
    expect(harness.google.calls.at(-1)).toMatchObject({ path: `/drive/v3/files/${doc.id}/export` });
    expect(harness.google.calls.at(-1)?.query.get('mimeType')).toBe('text/plain');
  });

  it('exports a spreadsheet as CSV', async () => {
    const book = harness.google.sheets.create('Budget');
    if (book.sheets[0]) book.sheets[0].rows = [['item', 'cost'], ['tea', 3]];
    const { items } = await runDrive(harness, { parameters: { resource: 'file', operation: 'download', fileId: rl(book.spreadsheetId) } });
    expect(items[0]?.binary?.data).toMatchObject({ fileName: 'Budget.csv', mimeType: 'text/csv' });
    expect(bytesOf(items[0]?.binary?.data)).toBe('item,cost\ntea,3');
  });
});

describe('Google Drive 3 > File > Copy, Move, Update, Delete', () => {
  it('copies beside the original, or into another folder with a name and description', async () => {
    const folder = drive().add({ name: 'Src', mimeType: FOLDER_MIME });
    const target = drive().add({ name: 'Dst', mimeType: FOLDER_MIME });
    const file = drive().add({ name: 'a.txt', mimeType: 'text/plain', parents: [folder.id], content: Buffer.from('x') });
    const same = await runDrive(harness, { parameters: { resource: 'file', operation: 'copy', fileId: rl(file.id) } });
    expect(same.json[0]).toMatchObject({ name: 'Copy of a.txt' });
    expect(drive().files.get(String(same.json[0]?.id))?.parents).toEqual([folder.id]);
    const other = await runDrive(harness, {
      parameters: {
        resource: 'file', operation: 'copy', fileId: rl(file.id), name: 'b.txt', sameFolder: false, driveId: rl('My Drive', 'list'),
        folderId: rl(`https://drive.google.com/drive/folders/${target.id}`, 'url'), options: { description: 'copied' },
      },
    });
    expect(drive().files.get(String(other.json[0]?.id))).toMatchObject({ name: 'b.txt', parents: [target.id], description: 'copied' });
    expect(harness.google.calls.at(-1)?.body).toEqual({ name: 'b.txt', description: 'copied', parents: [target.id] });
  });

  it('moves a file: its old parent removed, the new one added', async () => {
    const from = drive().add({ name: 'Inbox', mimeType: FOLDER_MIME });
    const to = drive().add({ name: 'Archive', mimeType: FOLDER_MIME });
    const file = drive().add({ name: 'm.txt', parents: [from.id] });
    const { json } = await runDrive(harness, { parameters: { resource: 'file', operation: 'move', fileId: rl(file.id), driveId: rl('My Drive', 'list'), folderId: rl(to.id) } });
    expect(json[0]).toMatchObject({ id: file.id, name: 'm.txt' });
    expect(file.parents).toEqual([to.id]);
    expect(Object.fromEntries(harness.google.calls.at(-1)?.query ?? [])).toMatchObject({ addParents: to.id, removeParents: from.id });
  });

  it('updates the name, content (multipart) and properties, and answers the chosen fields', async () => {
    const file = drive().add({ name: 'old.txt', mimeType: 'text/plain', content: Buffer.from('v1') });
    const { json } = await runDrive(harness, {
      parameters: {
        resource: 'file', operation: 'update', fileId: rl(file.id), changeFileContent: true, newUpdatedFileName: 'new.txt',
        options: { appPropertiesUi: { appPropertyValues: [{ key: 'stage', value: 'final' }] }, fields: ['name', 'version'] },
      },
      input: [binaryItem('v2', 'x.txt', 'text/plain')],
    });
    expect(json).toEqual([{ name: 'new.txt', version: '2' }]);
    expect(file.content.toString()).toBe('v2');
    expect(file.appProperties).toEqual({ stage: 'final' });
    expect(harness.google.drive.uploads.at(-1)?.uploadType).toBe('multipart');
  });

  it('moves to the trash by default, deletes for good when asked', async () => {
    const trash = drive().add({ name: 't.txt' });
    const gone = drive().add({ name: 'g.txt' });
    const trashed = await runDrive(harness, { parameters: { resource: 'file', operation: 'deleteFile', fileId: rl(trash.id) } });
    expect(trashed.json).toEqual([{ fileId: trash.id, success: true }]);
    expect(trash.trashed).toBe(true);
    await runDrive(harness, { parameters: { resource: 'file', operation: 'deleteFile', fileId: rl(gone.id), options: { deletePermanently: true } } });
    expect(drive().files.has(gone.id)).toBe(false);
    expect(harness.google.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/drive/v3/files/${gone.id}` });
  });
});

describe('Google Drive 3 > File > Share', () => {
  it('creates the permission with the notification options and outputs it', async () => {
    const file = drive().add({ name: 's.txt' });
    const { json } = await runDrive(harness, {
      parameters: {
        resource: 'file', operation: 'share', fileId: rl(file.id),
        permissionsUi: { permissionsValues: { role: 'writer', type: 'user', emailAddress: 'bob@example.com' } },
        options: { sendNotificationEmail: true, emailMessage: 'For you' },
      },
    });
    expect(json[0]).toEqual({ kind: 'drive#permission', id: expect.any(String), type: 'user', role: 'writer' });
    expect(file.permissions.at(-1)).toMatchObject({ role: 'writer', emailAddress: 'bob@example.com' });
    expect(Object.fromEntries(harness.google.calls.at(-1)?.query ?? [])).toEqual({ supportsAllDrives: 'true', sendNotificationEmail: 'true', emailMessage: 'For you' });
  });

  it('Drive refuses the owner role without Transfer Ownership; the message says so', async () => {
    const file = drive().add({ name: 'o.txt' });
    const { error } = await runDrive(harness, {
      parameters: { resource: 'file', operation: 'share', fileId: rl(file.id), permissionsUi: { permissionsValues: { role: 'owner', type: 'user', emailAddress: 'c@example.com' } } },
    });
    expect(error?.message).toBe('The transferOwnership parameter must be enabled when the permission role is \'owner\'.');
  });
});
