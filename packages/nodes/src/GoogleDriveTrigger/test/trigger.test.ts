import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { activateTriggers, createConsoleLogger } from '@weft/engine';
import type { Clock } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { FOLDER_MIME } from '../../test-support/google-stand-in/drive-api.js';
import { rl, startHarness } from '../../GoogleDrive/test/harness.js';
import type { Harness } from '../../GoogleDrive/test/harness.js';

let harness: Harness;
// The service account's RSA key is made at start: slow on a busy machine.
beforeAll(async () => { harness = await startHarness(); }, 60_000);
afterAll(() => harness.close());

const drive = () => harness.google.drive;
// Schedules never fire here: each activation polls once, as n8n does on activation.
const stillClock: Clock = { now: () => Date.now(), setTimeout: () => 0, clearTimeout: () => undefined };
/** Lets the clock move on, so a change made now is after the last poll's window and before the next one's end. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 15));

function triggerWorkflow(parameters: IDataObject): IWorkflowBase {
  return {
    id: 'w', name: 'Watch Drive', active: true, staticData: {}, connections: {},
    nodes: [{
      id: 't', name: 'Drive Trigger', type: 'n8n-nodes-base.googleDriveTrigger', typeVersion: 1, position: [0, 0],
      parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, ...parameters } as never,
      credentials: { googleDriveOAuth2Api: { id: 'oauth', name: 'Drive' } },
    }],
  };
}

/** One activation: the trigger polls once at once and is closed again; the cursor stays in the workflow's static data. */
async function pollOnce(workflow: IWorkflowBase, mode: 'trigger' | 'manual' = 'trigger'): Promise<IDataObject[]> {
  const emitted: IDataObject[] = [];
  const errors: Error[] = [];
  const active = await activateTriggers(workflow, builtinNodeTypes, {
    onEmit: (event) => emitted.push(...(event.data[0] ?? []).map((item) => item.json)), onError: (_, error) => errors.push(error), mode, clock: stillClock,
    logger: createConsoleLogger('silent'), timezone: 'UTC', services: { credentialsHelper: harness.credentials, credentialTypes: builtinCredentialTypes },
  });
  await active.close();
  if (errors[0]) throw errors[0];
  return emitted;
}

const cursor = (workflow: IWorkflowBase) => workflow.staticData?.['node:Drive Trigger'] as { lastTimeChecked?: string } | undefined;

describe('Google Drive Trigger', () => {
  it('File Created in a folder: the first poll sets the cursor; the next emits files created since, once', async () => {
    const folder = drive().add({ name: 'Drop', mimeType: FOLDER_MIME });
    drive().add({ name: 'before.txt', parents: [folder.id] });
    await tick();
    const workflow = triggerWorkflow({ triggerOn: 'specificFolder', folderToWatch: rl(folder.id, 'list'), event: 'fileCreated' });
    expect(await pollOnce(workflow)).toEqual([]);
    const first = cursor(workflow)?.lastTimeChecked;
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await tick();
    drive().add({ name: 'new.txt', parents: [folder.id] });
    drive().add({ name: 'sub', mimeType: FOLDER_MIME, parents: [folder.id] });
    drive().add({ name: 'elsewhere.txt' });
    await tick();
    const emitted = await pollOnce(workflow);
    expect(emitted).toEqual([expect.objectContaining({ kind: 'drive#file', name: 'new.txt', parents: [folder.id], webViewLink: expect.any(String) })]);
    expect(cursor(workflow)?.lastTimeChecked).not.toBe(first);
    const q = harness.google.calls.at(-1)?.query.get('q');
    expect(q).toBe(`mimeType != '${FOLDER_MIME}' and createdTime > '${String(first)}' and createdTime <= '${String(cursor(workflow)?.lastTimeChecked)}' and trashed = false and '${folder.id}' in parents`);
    expect(await pollOnce(workflow)).toEqual([]);
  });

  it('Folder Updated and a file type: only what the event and type name', async () => {
    const folder = drive().add({ name: 'Watched', mimeType: FOLDER_MIME });
    const sub = drive().add({ name: 'Sub', mimeType: FOLDER_MIME, parents: [folder.id] });
    const doc = drive().add({ name: 'Doc', mimeType: 'application/vnd.google-apps.document', parents: [folder.id] });
    const text = drive().add({ name: 'Text', mimeType: 'text/plain', parents: [folder.id] });
    await tick();
    const folders = triggerWorkflow({ triggerOn: 'specificFolder', folderToWatch: rl(folder.id), event: 'folderUpdated' });
    const docs = triggerWorkflow({ triggerOn: 'specificFolder', folderToWatch: rl(folder.id), event: 'fileUpdated', options: { fileType: 'application/vnd.google-apps.document' } });
    await pollOnce(folders);
    await pollOnce(docs);
    await tick();
    for (const file of [sub, doc, text]) file.modifiedTime = drive().now();
    await tick();
    expect((await pollOnce(folders)).map((file) => file.name)).toEqual(['Sub']);
    expect((await pollOnce(docs)).map((file) => file.name)).toEqual(['Doc']);
  });

  it('a specific file: emits it when it was changed since the last poll', async () => {
    const file = drive().add({ name: 'watched.txt' });
    await tick();
    const workflow = triggerWorkflow({ triggerOn: 'specificFile', fileToWatch: rl(`https://drive.google.com/file/d/${file.id}/view`, 'url'), event: 'fileUpdated' });
    expect(await pollOnce(workflow)).toEqual([]);
    await tick();
    expect(await pollOnce(workflow)).toEqual([]);
    file.modifiedTime = drive().now();
    file.name = 'watched v2.txt';
    await tick();
    expect(await pollOnce(workflow)).toEqual([expect.objectContaining({ id: file.id, name: 'watched v2.txt' })]);
  });

  it('a whole shared drive: folders created anywhere in it, not in My Drive', async () => {
    const team = drive().addDrive('Watched Team');
    await tick();
    const workflow = triggerWorkflow({ triggerOn: 'anyFileFolder', driveToWatch: team.id, event: 'folderCreated' });
    expect(await pollOnce(workflow)).toEqual([]);
    await tick();
    const top = drive().add({ name: 'Team top', mimeType: FOLDER_MIME, parents: [team.id], driveId: team.id });
    drive().add({ name: 'Team nested', mimeType: FOLDER_MIME, parents: [top.id], driveId: team.id });
    drive().add({ name: 'Mine', mimeType: FOLDER_MIME });
    await tick();
    expect((await pollOnce(workflow)).map((file) => file.name).sort()).toEqual(['Team nested', 'Team top']);
    expect(Object.fromEntries(harness.google.calls.at(-1)?.query ?? [])).toMatchObject({ corpora: 'drive', driveId: team.id, includeItemsFromAllDrives: 'true', supportsAllDrives: 'true' });
  });

  it('a manual run shows the latest match without moving the cursor', async () => {
    const folder = drive().add({ name: 'Manual', mimeType: FOLDER_MIME });
    drive().add({ name: 'older.txt', parents: [folder.id] });
    await tick();
    drive().add({ name: 'latest.txt', parents: [folder.id] });
    await tick();
    const workflow = triggerWorkflow({ triggerOn: 'specificFolder', folderToWatch: rl(folder.id), event: 'fileUpdated' });
    expect((await pollOnce(workflow, 'manual')).map((file) => file.name)).toEqual(['latest.txt']);
    expect(cursor(workflow)?.lastTimeChecked).toBeUndefined();
  });

  it('a folder that is not there: Drive\'s 404 in words a user can act on', async () => {
    const workflow = triggerWorkflow({ triggerOn: 'specificFolder', folderToWatch: rl('missing'), event: 'watchFolderUpdated' });
    await pollOnce(workflow);
    await expect(pollOnce(workflow)).rejects.toThrow('The resource you are requesting could not be found');
  });
});
