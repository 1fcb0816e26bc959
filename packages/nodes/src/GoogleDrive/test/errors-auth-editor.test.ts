import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ICredentialDataDecryptedObject, IDataObject, IN8nHttpFullResponse } from '@weft/workflow';
import { credentialLineage } from '@weft/workflow';
import { applyCredentialAuth, performHttpRequest, resolveCredentialTemplate } from '@weft/engine';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { FOLDER_MIME } from '../../test-support/google-stand-in/drive-api.js';
import { DRIVE_SCOPES, editorContext, rl, runDrive, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
// The service account's RSA key is made at start: slow on a busy machine.
beforeAll(async () => { harness = await startHarness(); }, 60_000);
afterAll(() => harness.close());

const drive = () => harness.google.drive;

describe('Google Drive errors', () => {
  it('an unknown file: n8n\'s "could not be found", with Drive\'s own message', async () => {
    const { error } = await runDrive(harness, { parameters: { resource: 'file', operation: 'download', fileId: rl('nope123') } });
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect(error?.description).toBe('File not found: nope123.');
  });

  it('a token without Drive scopes: Google\'s insufficient scopes message, with what to do', async () => {
    const saved = harness.oauthData.oauthTokenData;
    harness.oauthData.oauthTokenData = { access_token: harness.google.oauth.issue(['https://www.googleapis.com/auth/gmail.readonly']) };
    const { error } = await runDrive(harness, { parameters: { resource: 'folder', operation: 'create', name: 'x' } });
    harness.oauthData.oauthTokenData = saved;
    expect(error?.message).toBe('Request had insufficient authentication scopes.');
    expect(error?.description).toContain('Reconnect the credential');
  });

  it('over quota (429): says so; with Continue On Fail the item carries the error and the others go on', async () => {
    const file = drive().add({ name: 'ok.txt' });
    harness.google.rateLimitNext();
    const { json } = await runDrive(harness, {
      parameters: { resource: 'file', operation: 'copy', fileId: '={{ $json.id }}' }, continueOnFail: true,
      input: [{ json: { id: file.id } }, { json: { id: file.id } }],
    });
    expect(json[0]).toEqual({ error: 'The service is receiving too many requests from you' });
    expect(json[1]).toMatchObject({ name: 'Copy of ok.txt' });
  });

  it('a URL that is not a Drive link is refused before any request', async () => {
    const { error } = await runDrive(harness, { parameters: { resource: 'file', operation: 'download', fileId: rl('https://example.com/file', 'url') } });
    expect(error?.message).toBe('"https://example.com/file" is not the URL of a Google Drive file');
  });
});

describe('Google Drive with a service account', () => {
  it('gets a token for the Drive scopes and acts as the account (it owns what it creates)', async () => {
    const before = harness.google.oauth.assertions.length;
    const { json, error } = await runDrive(harness, { credential: 'sa', parameters: { resource: 'file', operation: 'createFromText', name: 'robot.txt', content: 'beep' } });
    expect(error).toBeUndefined();
    expect(harness.google.oauth.assertions.slice(before)).toEqual([expect.objectContaining({ scope: DRIVE_SCOPES.join(' ') })]);
    expect(drive().files.get(String(json[0]?.id))?.permissions[0]).toMatchObject({ role: 'owner', emailAddress: harness.account.email });
  });
});

/** What the credential dialog's Test does: the type's test request, resolved with the data and authenticated. */
async function testCredential(typeName: string, data: ICredentialDataDecryptedObject): Promise<{ status: number; body: unknown }> {
  const lineage = credentialLineage(builtinCredentialTypes, typeName);
  const test = lineage.find((type) => type.test)?.test;
  if (!test) throw new Error(`${typeName} has no test`);
  const request = resolveCredentialTemplate(test.request, data) as IDataObject;
  const response = await performHttpRequest(await applyCredentialAuth(lineage, typeName, data, {
    ...request, url: String(request.url ?? ''), method: 'GET', json: true, returnFullResponse: true, ignoreHttpStatusErrors: true,
  })) as IN8nHttpFullResponse;
  return { status: response.statusCode, body: response.body };
}

describe('the credentials\' Test', () => {
  it('googleDriveOAuth2Api: Google answers the token\'s Drive scopes; a revoked token is refused', async () => {
    const good = await testCredential('googleDriveOAuth2Api', { oauthTokenData: { access_token: harness.google.oauth.issue(DRIVE_SCOPES) } });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ scope: DRIVE_SCOPES.join(' ') });
    expect((await testCredential('googleDriveOAuth2Api', { oauthTokenData: { access_token: 'ya29.revoked' } })).status).toBe(400);
  });

  it('googleApi: the service account reads Drive\'s "about"; an unknown account gets no token', async () => {
    const good = await testCredential('googleApi', { email: harness.account.email, privateKey: harness.account.privateKey });
    expect(good).toMatchObject({ status: 200, body: { user: { emailAddress: harness.account.email } } });
    await expect(testCredential('googleApi', { email: 'stranger@project.iam.gserviceaccount.com', privateKey: harness.account.privateKey })).rejects.toThrow(/invalid_grant/);
  });
});

describe('Google Drive in the editor', () => {
  it('searches files by name a page at a time (folders left out), with links', async () => {
    for (let index = 0; index < 102; index++) drive().add({ name: `Pick ${String(index).padStart(3, '0')}`, mimeType: 'text/plain' });
    drive().add({ name: 'Pick folder', mimeType: FOLDER_MIME });
    const { context, nodeType } = editorContext(harness, {});
    const search = nodeType.methods?.listSearch?.fileSearch;
    const first = await search?.call(context, 'pick');
    expect(first?.results).toHaveLength(100);
    expect(first?.results[0]).toEqual({ name: 'Pick 000', value: expect.any(String), url: expect.stringContaining('https://drive.google.com/file/d/') });
    const second = await search?.call(context, 'pick', String(first?.paginationToken));
    expect(second?.results.map((result) => result.name)).toEqual(['Pick 100', 'Pick 101']);
    expect(second?.paginationToken).toBeUndefined();
  });

  it('offers the root folder first, My Drive first among the drives, and folders of the chosen shared drive', async () => {
    const team = drive().addDrive('Editors');
    drive().add({ name: 'Team folder', mimeType: FOLDER_MIME, parents: [team.id], driveId: team.id });
    drive().add({ name: 'My folder', mimeType: FOLDER_MIME });
    const mine = editorContext(harness, { driveId: rl('My Drive', 'list') });
    const folders = await mine.nodeType.methods?.listSearch?.folderSearchWithRoot?.call(mine.context);
    expect(folders?.results.map((result) => result.name)).toEqual(['/ (Root folder)', 'My folder', 'Pick folder']);
    const shared = editorContext(harness, { driveId: rl(team.id, 'list') });
    const teamFolders = await shared.nodeType.methods?.listSearch?.folderSearch?.call(shared.context);
    expect(teamFolders?.results.map((result) => result.name)).toEqual(['Team folder']);
    const drives = await mine.nodeType.methods?.listSearch?.driveSearchWithDefault?.call(mine.context);
    expect(drives?.results.map((result) => result.name)).toEqual(['My Drive', 'Editors']);
    const trigger = editorContext(harness, {}, 'n8n-nodes-base.googleDriveTrigger', 1);
    expect(await trigger.nodeType.methods?.loadOptions?.getDrives?.call(trigger.context)).toEqual([{ name: 'Root', value: 'root' }, { name: 'Editors', value: team.id }]);
  });
});
