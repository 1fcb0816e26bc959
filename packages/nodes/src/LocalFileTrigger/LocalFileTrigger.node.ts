import { resolve } from 'node:path';
import { watch } from 'chokidar';
import type { ChokidarOptions } from 'chokidar';
import picomatch from 'picomatch';
import type { IDataObject, INodeType, ITriggerFunctions, ITriggerResponse } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { localFileTriggerDescription } from './local-file-trigger.description.js';

type WatchEvent = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';

interface WatchOptions {
  awaitWriteFinish?: boolean;
  followSymlinks?: boolean;
  ignored?: string;
  ignoreInitial?: boolean;
  depth?: number;
  usePolling?: boolean;
  ignoreMode?: 'match' | 'contain';
}

/** The paths to leave out: a glob on the whole path (anymatch's reading), or text the path contains. */
function ignoredMatcher(options: WatchOptions): ((path: string) => boolean) | undefined {
  const ignored = options.ignored;
  if (!ignored) return undefined;
  if (options.ignoreMode === 'contain') return (path) => path.includes(ignored);
  const matches = picomatch(ignored, { dot: true });
  return (path) => path === ignored || matches(path);
}

function watcherOptions(options: WatchOptions): ChokidarOptions {
  const depth = Number(options.depth ?? -1);
  return {
    persistent: true,
    ignored: ignoredMatcher(options),
    ignoreInitial: options.ignoreInitial ?? true,
    followSymlinks: options.followSymlinks ?? true,
    depth: depth < 0 ? undefined : depth,
    usePolling: options.usePolling === true,
    awaitWriteFinish: options.awaitWriteFinish === true,
  };
}

/** n8n's Local File Trigger: a run per change to a file, or in a folder, inside the folder for files. */
export class LocalFileTrigger implements INodeType {
  description = localFileTriggerDescription;

  async trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
    const triggerOn = this.getNodeParameter('triggerOn', 0, '') as string;
    const path = String(this.getNodeParameter('path', 0, '') ?? '').trim();
    const options = this.getNodeParameter('options', 0, {}) as WatchOptions;
    if (triggerOn !== 'file' && triggerOn !== 'folder') {
      throw new NodeOperationError(this.getNode(), 'Choose what to watch in "Trigger On"');
    }
    if (!path) throw new NodeOperationError(this.getNode(), `Fill in "${triggerOn === 'file' ? 'File to Watch' : 'Folder to Watch'}"`);
    const events = triggerOn === 'file' ? ['change'] as WatchEvent[] : this.getNodeParameter('events', 0, []) as WatchEvent[];
    if (events.length === 0) throw new NodeOperationError(this.getNode(), 'Choose at least one change in "Watch for"');

    // Refuses a path outside the folder for files (also through a link), naming the folder.
    await this.helpers.resolvePath(path);
    const watched = resolve(await this.helpers.getFilesFolder(), path);
    const watcher = watch(watched, watcherOptions(options));
    for (const event of events) {
      watcher.on(event, (changed: string) => {
        // A link inside the folder may lead out of it: what happens there is not reported.
        void this.helpers.isFilePathBlocked(changed).then((blocked) => {
          if (!blocked) this.emit([this.helpers.returnJsonArray([{ event, path: changed } as IDataObject])]);
        }, (error: unknown) => this.emitError(error as Error));
      });
    }
    watcher.on('error', (error) => this.emitError(error instanceof Error ? error : new Error(String(error))));
    await new Promise<void>((ready) => watcher.once('ready', () => ready()));
    return { closeFunction: () => watcher.close() };
  }
}
