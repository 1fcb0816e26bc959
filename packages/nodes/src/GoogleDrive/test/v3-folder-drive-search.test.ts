import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDER_MIME, ROOT_ID } from '../../test-support/google-stand-in/drive-api.js';
import { callsSince, rl, runDrive, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
// The service account's RSA key is made at start: slow on a busy machine.
beforeAll(async () => { harness = await startHarness(); }, 60_000);
afterAll(() => harness.close());

const drive = () => harness.google.drive;

describe('Google Drive 3 > Folder', () => {
  it('creates a folder in My Drive\'s root, in a folder, and at a shared drive\'s top level', async () => {
    const root = await runDrive(harness, { parameters: { resource: 'folder', operation: 'create', name: 'Top', driveId: rl('My Drive', 'list'), folderId: rl('root', 'list') } });
    expect(root.json).toEqual([{ kind: 'drive#file', id: expect.any(String), name: 'Top', mimeType: FOLDER_MIME }]);
    const top = String(root.json[0]?.id);
    expect(drive().files.get(top)?.parents).toEqual([ROOT_ID]);
    const inner = await runDrive(harness, {
      parameters: { resource: 'folder', operation: 'create', name: 'Inner', driveId: rl('My Drive', 'list'), folderId: rl(top), options: { simplifyOutput: false, folderColorRgb: '#ff0000' } },
    });
    expect(inner.json[0]).toMatchObject({ name: 'Inner', parents: [top], folderColorRgb: '#ff0000', webViewLink: expect.stringContaining('/drive/folders/') });
    const team = drive().addDrive('Team');
    const shared = await runDrive(harness, { parameters: { resource: 'folder', operation: 'create', name: 'Shared', driveId: rl(team.id), folderId: rl('root', 'list') } });
    expect(drive().files.get(String(shared.json[0]?.id))).toMatchObject({ driveId: team.id, parents: [team.id] });
  });

  it('moves a folder to the trash, or deletes it and what is in it for good', async () => {
    const trash = drive().add({ name: 'Old', mimeType: FOLDER_MIME });
    const doomed = drive().add({ name: 'Doomed', mimeType: FOLDER_MIME });
    const child = drive().add({ name: 'inside.txt', parents: [doomed.id] });
    expect((await runDrive(harness, { parameters: { resource: 'folder', operation: 'deleteFolder', folderNoRootId: rl(trash.id) } })).json).toEqual([{ fileId: trash.id, success: true }]);
    expect(trash.trashed).toBe(true);
    await runDrive(harness, { parameters: { resource: 'folder', operation: 'deleteFolder', folderNoRootId: rl(doomed.id), options: { deletePermanently: true } } });
    expect([drive().files.has(doomed.id), drive().files.has(child.id)]).toEqual([false, false]);
  });

  it('shares a folder with a domain', async () => {
    const folder = drive().add({ name: 'Public', mimeType: FOLDER_MIME });
    const { json } = await runDrive(harness, {
      parameters: { resource: 'folder', operation: 'share', folderNoRootId: rl(folder.id), permissionsUi: { permissionsValues: { role: 'reader', type: 'domain', domain: 'example.com', allowFileDiscovery: true } } },
    });
    expect(json[0]).toMatchObject({ type: 'domain', role: 'reader' });
    expect(folder.permissions.at(-1)).toMatchObject({ domain: 'example.com', allowFileDiscovery: true });
  });
});

describe('Google Drive 3 > Shared Drive', () => {
  it('creates (with a request id), gets, updates and deletes a shared drive', async () => {
    const created = await runDrive(harness, { parameters: { resource: 'drive', operation: 'create', name: 'Sales', options: { colorRgb: '#00ff00', restrictions: { domainUsersOnly: true } } } });
    const id = String(created.json[0]?.id);
    expect(created.json[0]).toEqual({ kind: 'drive#drive', id, name: 'Sales' });
    expect(harness.google.calls.at(-1)?.query.get('requestId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(drive().drives.get(id)).toMatchObject({ colorRgb: '#00ff00', restrictions: { domainUsersOnly: true } });
    const got = await runDrive(harness, { parameters: { resource: 'drive', operation: 'get', driveId: rl(`https://drive.google.com/drive/folders/${id}`, 'url') } });
    expect(got.json).toEqual([{ kind: 'drive#drive', id, name: 'Sales' }]);
    await runDrive(harness, { parameters: { resource: 'drive', operation: 'update', driveId: rl(id, 'list'), options: { name: 'Sales EU' } } });
    expect(drive().drives.get(id)?.name).toBe('Sales EU');
    const deleted = await runDrive(harness, { parameters: { resource: 'drive', operation: 'deleteDrive', driveId: rl(id) } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(drive().drives.has(id)).toBe(false);
  });

  it('Drive refuses to delete a shared drive that still holds files', async () => {
    const team = drive().addDrive('Full');
    drive().add({ name: 'kept.txt', parents: [team.id], driveId: team.id });
    const { error } = await runDrive(harness, { parameters: { resource: 'drive', operation: 'deleteDrive', driveId: rl(team.id) } });
    expect(error?.message).toBe('The shared drive cannot be deleted because it contains one or more items.');
  });

  it('lists shared drives a page at a time (Return All follows nextPageToken), or up to the limit, with a query', async () => {
    for (let index = 0; index < 120; index++) drive().addDrive(`Bulk ${index}`);
    const from = harness.google.calls.length;
    const all = await runDrive(harness, { parameters: { resource: 'drive', operation: 'list', returnAll: true } });
    expect(all.json.length).toBe(drive().drives.size);
    const pages = callsSince(harness, from);
    expect(pages.map((call) => call.query.pageToken !== undefined)).toEqual([false, true]);
    const few = await runDrive(harness, { parameters: { resource: 'drive', operation: 'list', limit: 3 } });
    expect(few.json).toHaveLength(3);
    const named = await runDrive(harness, { parameters: { resource: 'drive', operation: 'list', returnAll: true, options: { q: "name contains 'Bulk 11'" } } });
    expect(named.json.map((entry) => entry.name).sort()).toEqual(['Bulk 11', 'Bulk 110', 'Bulk 111', 'Bulk 112', 'Bulk 113', 'Bulk 114', 'Bulk 115', 'Bulk 116', 'Bulk 117', 'Bulk 118', 'Bulk 119']);
  });
});

describe('Google Drive 3 > File/Folder > Search', () => {
  it('finds by name, outside the trash, in the chosen folder, files or folders only, of given types', async () => {
    const folder = drive().add({ name: 'Projects', mimeType: FOLDER_MIME });
    drive().add({ name: 'Alpha plan', mimeType: 'application/vnd.google-apps.document', parents: [folder.id] });
    drive().add({ name: 'Alpha budget', mimeType: 'application/vnd.google-apps.spreadsheet', parents: [folder.id] });
    drive().add({ name: 'Alpha sub', mimeType: FOLDER_MIME, parents: [folder.id] });
    drive().add({ name: 'Alpha old', mimeType: 'text/plain', parents: [folder.id], trashed: true });
    drive().add({ name: 'Alpha elsewhere', mimeType: 'text/plain' });
    const search = async (filter: object, options: object = {}) => (await runDrive(harness, {
      parameters: { resource: 'fileFolder', operation: 'search', queryString: 'alpha', returnAll: true, filter: { folderId: rl(folder.id), ...filter }, options },
    })).json.map((file) => file.name).sort();
    expect(await search({})).toEqual(['Alpha budget', 'Alpha plan', 'Alpha sub']);
    expect(harness.google.calls.at(-1)?.query.get('q')).toBe(`name contains 'alpha' and '${folder.id}' in parents and trashed = false`);
    expect(await search({ whatToSearch: 'folders' })).toEqual(['Alpha sub']);
    expect(await search({ whatToSearch: 'files', fileTypes: ['application/vnd.google-apps.document'] })).toEqual(['Alpha plan']);
    expect(await search({ includeTrashed: true, whatToSearch: 'files' })).toEqual(['Alpha budget', 'Alpha old', 'Alpha plan']);
    const fields = await runDrive(harness, {
      parameters: { resource: 'fileFolder', operation: 'search', queryString: 'Alpha plan', filter: {}, options: { fields: ['name', 'mimeType'] } },
    });
    expect(fields.json).toEqual([{ name: 'Alpha plan', mimeType: 'application/vnd.google-apps.document' }]);
  });

  it('takes an advanced query as it is, and searches a shared drive', async () => {
    const team = drive().addDrive('Search Team');
    drive().add({ name: 'team doc', mimeType: 'text/plain', parents: [team.id], driveId: team.id, starred: true });
    drive().add({ name: 'team memo', mimeType: 'text/plain', parents: [team.id], driveId: team.id });
    const { json } = await runDrive(harness, {
      parameters: { resource: 'fileFolder', operation: 'search', searchMethod: 'query', queryString: "starred = true or name = 'team memo'", returnAll: true, filter: { driveId: rl(team.id) } },
    });
    expect(json.map((file) => file.name).sort()).toEqual(['team doc', 'team memo']);
    expect(Object.fromEntries(harness.google.calls.at(-1)?.query ?? [])).toMatchObject({ corpora: 'drive', driveId: team.id, includeItemsFromAllDrives: 'true' });
  });

  it('Return All follows nextPageToken past Drive\'s 1000 a page; Limit asks for no more than it needs', async () => {
    const folder = drive().add({ name: 'Bulk', mimeType: FOLDER_MIME });
    for (let index = 0; index < 1005; index++) drive().add({ name: `row ${index}`, parents: [folder.id] });
    const from = harness.google.calls.length;
    const all = await runDrive(harness, { parameters: { resource: 'fileFolder', operation: 'search', returnAll: true, filter: { folderId: rl(folder.id) } } });
    expect(all.json).toHaveLength(1005);
    expect(callsSince(harness, from).map((call) => [call.query.pageSize, call.query.pageToken !== undefined])).toEqual([['1000', false], ['1000', true]]);
    const limited = await runDrive(harness, { parameters: { resource: 'fileFolder', operation: 'search', limit: 7, filter: { folderId: rl(folder.id) } } });
    expect(limited.json).toHaveLength(7);
    expect(harness.google.calls.at(-1)?.query.get('pageSize')).toBe('7');
  });
});
