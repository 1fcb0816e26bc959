import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDER_MIME, ROOT_ID } from '../../test-support/google-stand-in/drive-api.js';
import { binaryItem, callsSince, rl, runDrive, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
// The service account's RSA key is made at start: slow on a busy machine.
beforeAll(async () => { harness = await startHarness(); }, 60_000);
afterAll(() => harness.close());

const drive = () => harness.google.drive;

describe('Google Drive 1 and 2 > File', () => {
  it('uploads text (a simple media upload, then the name and folder set) and resolves the whole file when asked', async () => {
    const folder = drive().add({ name: 'Inbox', mimeType: FOLDER_MIME });
    const from = harness.google.calls.length;
    const { json, error } = await runDrive(harness, {
      typeVersion: 2, parameters: { operation: 'upload', name: 'note.txt', fileContent: 'hi there', parents: [folder.id], resolveData: true },
    });
    expect(error).toBeUndefined();
    const calls = callsSince(harness, from);
    expect(calls.map((call) => [call.method, call.path, call.query.uploadType])).toEqual([
      ['POST', '/upload/drive/v3/files', 'media'], ['PATCH', `/drive/v3/files/${String(json[0]?.id)}`, undefined], ['GET', `/drive/v3/files/${String(json[0]?.id)}`, undefined],
    ]);
    expect(calls[1]?.query).toMatchObject({ addParents: folder.id, removeParents: 'root' });
    expect(json[0]).toMatchObject({ name: 'note.txt', mimeType: 'text/plain', parents: [folder.id], size: '8' });
  });

  it('uploads binary data to the root and answers the few default fields', async () => {
    const { json } = await runDrive(harness, {
      typeVersion: 2, parameters: { operation: 'upload', name: 'pic.png', binaryData: true, binaryPropertyName: 'img' }, input: [binaryItem('PNG', 'local.png', 'image/png', 'img')],
    });
    expect(json).toEqual([{ kind: 'drive#file', id: expect.any(String), name: 'pic.png', mimeType: 'image/png' }]);
    expect(drive().files.get(String(json[0]?.id))).toMatchObject({ parents: [ROOT_ID] });
  });

  it('lists with name and type filters (ORed within, ANDed across), or a query string; limit is the page size', async () => {
    drive().add({ name: 'invoice 1', mimeType: 'application/pdf' });
    drive().add({ name: 'invoice 2', mimeType: 'text/plain' });
    drive().add({ name: 'receipt', mimeType: 'application/pdf' });
    const filtered = await runDrive(harness, {
      typeVersion: 2,
      parameters: {
        operation: 'list', queryFilters: { name: [{ operation: 'contains', value: 'invoice' }, { operation: 'is', value: 'receipt' }], mimeType: [{ mimeType: 'custom', customMimeType: 'application/pdf' }] },
        options: { fields: ['name'] },
      },
    });
    expect(filtered.json.map((file) => file.name).sort()).toEqual(['invoice 1', 'receipt']);
    expect(harness.google.calls.at(-1)?.query.get('q')).toBe("(name contains 'invoice' or name = 'receipt') and mimeType = 'application/pdf'");
    expect(harness.google.calls.at(-1)?.query.get('fields')).toBe('nextPageToken, files(name)');
    const query = await runDrive(harness, { typeVersion: 1, parameters: { authentication: 'oAuth2', operation: 'list', useQueryString: true, queryString: "name = 'invoice 2'", limit: 5 } });
    expect(query.json.map((file) => file.name)).toEqual(['invoice 2']);
    expect(harness.google.calls.at(-1)?.query.get('pageSize')).toBe('5');
  });

  it('downloads a Google document as Word by default (the older conversion defaults)', async () => {
    const doc = drive().add({ name: 'Letter', mimeType: 'application/vnd.google-apps.document', content: Buffer.from('Dear') });
    const { items } = await runDrive(harness, { typeVersion: 2, parameters: { operation: 'download', fileId: rl(doc.id), binaryPropertyName: 'file' } });
    expect(items[0]?.binary?.file).toMatchObject({ fileName: 'Letter.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });

  it('copies with a name into a folder, updates the name and folder, shares, and deletes for good', async () => {
    const target = drive().add({ name: 'Target', mimeType: FOLDER_MIME });
    const file = drive().add({ name: 'orig.txt', content: Buffer.from('o') });
    const copied = await runDrive(harness, { typeVersion: 2, parameters: { operation: 'copy', fileId: rl(file.id), options: { name: 'dup.txt', parents: [target.id], fields: ['name', 'parents'] } } });
    expect(copied.json).toEqual([{ name: 'dup.txt', parents: [target.id] }]);
    const updated = await runDrive(harness, { typeVersion: 2, parameters: { operation: 'update', fileId: rl(file.id), updateFields: { fileName: 'renamed.txt', parentId: target.id } } });
    expect(updated.json[0]).toMatchObject({ name: 'renamed.txt' });
    expect(file.parents).toEqual([target.id]);
    const shared = await runDrive(harness, {
      typeVersion: 2, parameters: { operation: 'share', fileId: rl(file.id), permissionsUi: { permissionsValues: { role: 'reader', type: 'anyone' } }, options: { sendNotificationEmail: false } },
    });
    expect(shared.json[0]).toMatchObject({ type: 'anyone', role: 'reader' });
    const deleted = await runDrive(harness, { typeVersion: 2, parameters: { operation: 'delete', fileId: rl(file.id) } });
    expect(deleted.json).toEqual([{ fileId: file.id, success: true }]);
    expect(drive().files.has(file.id)).toBe(false);
  });
});

describe('Google Drive 1 and 2 > Folder and Drive', () => {
  it('creates a folder in given parents and deletes it', async () => {
    const parent = drive().add({ name: 'P', mimeType: FOLDER_MIME });
    const created = await runDrive(harness, { typeVersion: 2, parameters: { resource: 'folder', operation: 'create', name: 'Child', options: { parents: [parent.id] } } });
    const id = String(created.json[0]?.id);
    expect(drive().files.get(id)).toMatchObject({ name: 'Child', mimeType: FOLDER_MIME, parents: [parent.id] });
    await runDrive(harness, { typeVersion: 2, parameters: { resource: 'folder', operation: 'delete', fileId: rl(id) } });
    expect(drive().files.has(id)).toBe(false);
  });

  it('creates a drive (the created time is not sent), lists and deletes it', async () => {
    const created = await runDrive(harness, { typeVersion: 2, parameters: { resource: 'drive', operation: 'create', name: 'Old Style', options: { createdTime: '2024-01-01T00:00:00Z', hidden: true } } });
    expect(harness.google.calls.at(-1)?.body).toEqual({ name: 'Old Style', hidden: true });
    const id = String(created.json[0]?.id);
    const listed = await runDrive(harness, { typeVersion: 2, parameters: { resource: 'drive', operation: 'list', returnAll: true } });
    expect(listed.json.map((entry) => entry.id)).toContain(id);
    await runDrive(harness, { typeVersion: 2, parameters: { resource: 'drive', operation: 'delete', driveId: rl(id) } });
    expect(drive().drives.has(id)).toBe(false);
  });

  it('version 1 uses the service account by default', async () => {
    const before = harness.google.oauth.assertions.length;
    const { json, error } = await runDrive(harness, { typeVersion: 1, credential: 'sa', defaultAuthentication: true, parameters: { operation: 'list', useQueryString: true, queryString: "name = 'nothing here'" } });
    expect(error).toBeUndefined();
    expect(json).toEqual([]);
    expect(harness.google.oauth.assertions.slice(before)).toEqual([expect.objectContaining({ iss: harness.account.email, scope: expect.stringContaining('https://www.googleapis.com/auth/drive') })]);
  });
});
