import type { INodeTypeDescription } from '@weft/workflow';

export const localFileTriggerDescription: INodeTypeDescription = {
  displayName: 'Local File Trigger',
  name: 'n8n-nodes-base.localFileTrigger',
  icon: 'file:local-file-trigger.svg',
  group: ['trigger'],
  version: 1,
  subtitle: '=Path: {{$parameter["path"]}}',
  description: 'Starts the workflow when a file or folder in the folder for files changes',
  eventTriggerDescription: '',
  defaults: { name: 'Local File Trigger' },
  inputs: [],
  outputs: ['main'],
  codex: { categories: ['Core Nodes', 'Files'], alias: ['file', 'folder', 'watch', 'change', 'disk'] },
  properties: [
    {
      displayName: 'Trigger On', name: 'triggerOn', type: 'options', required: true, default: '',
      options: [
        { name: 'Changes to a Specific File', value: 'file' },
        { name: 'Changes Involving a Specific Folder', value: 'folder' },
      ],
    },
    {
      displayName: 'File to Watch', name: 'path', type: 'string', default: '', placeholder: 'invoices/1.pdf',
      displayOptions: { show: { triggerOn: ['file'] } },
      description: 'A file inside the folder for files; a relative path is taken from that folder',
    },
    {
      displayName: 'Folder to Watch', name: 'path', type: 'string', default: '', placeholder: 'invoices',
      displayOptions: { show: { triggerOn: ['folder'] } },
      description: 'A folder inside the folder for files; a relative path is taken from that folder',
    },
    {
      displayName: 'Watch for', name: 'events', type: 'multiOptions', required: true, default: [],
      displayOptions: { show: { triggerOn: ['folder'] } },
      options: [
        { name: 'File Added', value: 'add', description: 'A file appeared' },
        { name: 'File Changed', value: 'change', description: 'A file\'s content changed' },
        { name: 'File Deleted', value: 'unlink', description: 'A file was removed' },
        { name: 'Folder Added', value: 'addDir', description: 'A folder appeared' },
        { name: 'Folder Deleted', value: 'unlinkDir', description: 'A folder was removed' },
      ],
      description: 'The changes that start a run',
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      options: [
        { displayName: 'Await Write Finish', name: 'awaitWriteFinish', type: 'boolean', default: false, description: 'Whether to wait until a file stops growing before reporting it, so that a run never reads it half written' },
        { displayName: 'Include Linked Files/Folders', name: 'followSymlinks', type: 'boolean', default: true, description: 'Whether to watch what symbolic links point to (inside the folder for files only); otherwise only the links themselves' },
        {
          displayName: 'Ignore', name: 'ignored', type: 'string', default: '', placeholder: '**/*.txt or ignore-me/subfolder',
          description: 'Paths to leave out, as an anymatch (glob) pattern tested on the whole path; with Ignore Mode "Contain", text the path must not contain',
        },
        { displayName: 'Ignore Existing Files/Folders', name: 'ignoreInitial', type: 'boolean', default: true, description: 'Whether to start without reporting the files and folders already there' },
        {
          displayName: 'Max Folder Depth', name: 'depth', type: 'options', default: -1,
          options: [
            { name: '1 Levels Down', value: 1 }, { name: '2 Levels Down', value: 2 }, { name: '3 Levels Down', value: 3 },
            { name: '4 Levels Down', value: 4 }, { name: '5 Levels Down', value: 5 }, { name: 'Top Folder Only', value: 0 },
            { name: 'Unlimited', value: -1 },
          ],
          description: 'How many levels of subfolders to watch',
        },
        { displayName: 'Use Polling', name: 'usePolling', type: 'boolean', default: false, description: 'Whether to look for changes at intervals instead of being told by the system, which network drives often need' },
        {
          displayName: 'Ignore Mode', name: 'ignoreMode', type: 'options', default: 'match',
          options: [
            { name: 'Match', value: 'match', description: 'Leave out paths matching the pattern (e.g. **/*.txt)' },
            { name: 'Contain', value: 'contain', description: 'Leave out paths containing the text' },
          ],
          description: 'How "Ignore" is read',
        },
      ],
    },
  ],
};
