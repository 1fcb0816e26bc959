import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { activateTriggers, createConsoleLogger } from '@weft/engine';
import type { ActiveTriggers } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { makeFilesFolder } from '../../test-support/files-folder-run.js';
import type { FilesFolder } from '../../test-support/files-folder-run.js';

const logger = createConsoleLogger('silent');

function triggerWorkflow(parameters: IDataObject): IWorkflowBase {
  return {
    id: `lft-${randomUUID()}`, name: 'Local File Trigger', active: true, settings: { executionOrder: 'v1' },
    nodes: [{ id: 't', name: 'Local File Trigger', type: 'n8n-nodes-base.localFileTrigger', typeVersion: 1, position: [0, 0], parameters: parameters as never }],
    connections: {},
  };
}

let folder: FilesFolder;
const opened: ActiveTriggers[] = [];
beforeEach(async () => {
  folder = await makeFilesFolder();
  await mkdir(join(folder.filesFolder, 'inbox'), { recursive: true });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((active) => active.close()));
  await folder.remove();
});

/** Activates the trigger with the test's folder for files; `next()` waits for the next run's item. */
async function activate(parameters: IDataObject) {
  const events: IDataObject[] = [];
  const waiting: Array<(event: IDataObject) => void> = [];
  const active = await activateTriggers(triggerWorkflow(parameters), builtinNodeTypes, {
    onEmit: (event) => {
      expect(event.data[0]).toHaveLength(1);
      const json = event.data[0]?.[0]?.json ?? {};
      events.push(json);
      waiting.shift()?.(json);
    },
    onError: () => undefined, logger, services: { filesFolder: folder.filesFolder } as never,
  });
  opened.push(active);
  let taken = 0;
  const next = () => new Promise<IDataObject>((resolve) => {
    const ready = events[taken++];
    if (ready) resolve(ready);
    else waiting.push(resolve);
  });
  return { active, events, next };
}

describe('Local File Trigger', () => {
  it('starts a run per file added, changed and deleted in the folder, and stops when deactivated', async () => {
    const inbox = join(folder.filesFolder, 'inbox');
    const trigger = await activate({ triggerOn: 'folder', path: 'inbox', events: ['add', 'change', 'unlink'] });
    const file = join(inbox, 'invoice.csv');
    await writeFile(file, 'a,b\n');
    expect(await trigger.next()).toEqual({ event: 'add', path: file });
    await appendFile(file, '1,2\n');
    expect(await trigger.next()).toEqual({ event: 'change', path: file });
    await rm(file);
    expect(await trigger.next()).toEqual({ event: 'unlink', path: file });

    await trigger.active.close();
    // Another watcher sees the next file; the closed one reports nothing more.
    const other = await activate({ triggerOn: 'folder', path: inbox, events: ['add'] });
    await writeFile(join(inbox, 'late.csv'), 'x');
    expect(await other.next()).toEqual({ event: 'add', path: join(inbox, 'late.csv') });
    expect(trigger.events).toHaveLength(3);
  });

  it('reports folders added and deleted when asked, and leaves out ignored paths', async () => {
    const inbox = join(folder.filesFolder, 'inbox');
    const trigger = await activate({ triggerOn: 'folder', path: inbox, events: ['add', 'addDir', 'unlinkDir'], options: { ignored: '**/*.tmp' } });
    await writeFile(join(inbox, 'draft.tmp'), 'x');
    await writeFile(join(inbox, 'final.txt'), 'x');
    expect(await trigger.next()).toEqual({ event: 'add', path: join(inbox, 'final.txt') });
    await mkdir(join(inbox, '2026'));
    expect(await trigger.next()).toEqual({ event: 'addDir', path: join(inbox, '2026') });
    await rm(join(inbox, '2026'), { recursive: true });
    expect(await trigger.next()).toEqual({ event: 'unlinkDir', path: join(inbox, '2026') });
  });

  it('ignores paths containing the text with Ignore Mode "Contain"', async () => {
    const inbox = join(folder.filesFolder, 'inbox');
    const trigger = await activate({ triggerOn: 'folder', path: inbox, events: ['add'], options: { ignored: 'skip', ignoreMode: 'contain' } });
    await writeFile(join(inbox, 'please-skip-me.txt'), 'x');
    await writeFile(join(inbox, 'keep.txt'), 'x');
    expect(await trigger.next()).toEqual({ event: 'add', path: join(inbox, 'keep.txt') });
  });

  it('reports existing files when "Ignore Existing Files/Folders" is off', async () => {
    const inbox = join(folder.filesFolder, 'inbox');
    await writeFile(join(inbox, 'already.txt'), 'x');
    const trigger = await activate({ triggerOn: 'folder', path: inbox, events: ['add'], options: { ignoreInitial: false } });
    expect(await trigger.next()).toEqual({ event: 'add', path: join(inbox, 'already.txt') });
  });

  it('watches one file for changes', async () => {
    const file = join(folder.filesFolder, 'inbox', 'config.json');
    await writeFile(file, '{}');
    const trigger = await activate({ triggerOn: 'file', path: 'inbox/config.json' });
    await writeFile(file, '{"on":true}');
    expect(await trigger.next()).toEqual({ event: 'change', path: file });
  });

  it('refuses to watch outside the folder for files, also through a link, naming the folder', async () => {
    const start = (parameters: IDataObject) => activate(parameters);
    await expect(start({ triggerOn: 'folder', path: folder.userFolder, events: ['add'] }))
      .rejects.toThrow(`Access to the file is not allowed: "${folder.userFolder}" is outside the folder "${folder.filesFolder}"`);
    await expect(start({ triggerOn: 'file', path: '../database.sqlite' })).rejects.toThrow(/is outside the folder/);
    await symlink(folder.userFolder, join(folder.filesFolder, 'up'));
    await expect(start({ triggerOn: 'folder', path: 'up', events: ['add'] })).rejects.toThrow(/"up" leads outside the folder/);
    await expect(start({ triggerOn: 'folder', path: '', events: ['add'] })).rejects.toThrow('Fill in "Folder to Watch"');
    await expect(start({ triggerOn: 'folder', path: 'inbox', events: [] })).rejects.toThrow('Choose at least one change in "Watch for"');
  });
});
