import type { IDataObject, INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { locatorId } from '../GoogleDrive/locators.js';
import { driveMethods } from '../GoogleDrive/methods.js';
import { DRIVE_API, FOLDER_MIME, driveAuth, driveList, driveRequest, quoteQuery } from '../GoogleDrive/transport.js';
import { triggerProperties } from './trigger.description.js';

interface Cursor {
  /** The end of the last window polled (RFC 3339): the next poll looks at changes after it. */
  lastTimeChecked?: string;
  /** What the cursor belongs to: another file, folder or event starts afresh. */
  watching?: string;
}

/** The Drive query of a folder or drive event: the kind (file or folder), the time field in the window, the type. */
function eventQuery(event: string, start: string, end: string, fileType: string, folder?: string): string {
  const timeField = event.endsWith('Created') ? 'createdTime' : 'modifiedTime';
  const clauses = [
    event.startsWith('folder') ? `mimeType = '${FOLDER_MIME}'` : `mimeType != '${FOLDER_MIME}'`,
    `${timeField} > '${start}'`, `${timeField} <= '${end}'`, 'trashed = false',
  ];
  if (folder) clauses.push(`${quoteQuery(folder)} in parents`);
  if (!event.startsWith('folder') && fileType && fileType !== 'all') clauses.push(`mimeType = ${quoteQuery(fileType)}`);
  return clauses.join(' and ');
}

/**
 * Polls Drive for files and folders created or changed since the last poll. The cursor is the end of the
 * last window, in the node's static data: each poll asks for the window (last poll, now], so a change is
 * reported once. The first poll of an active workflow only sets the cursor; a manual run shows the most
 * recent match so the next nodes can be built.
 */
export class GoogleDriveTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Google Drive Trigger',
    name: 'n8n-nodes-base.googleDriveTrigger',
    icon: 'file:googleDriveTrigger.svg',
    group: ['trigger'],
    version: 1,
    subtitle: '={{$parameter["event"]}}',
    description: 'Starts the workflow when files or folders are created or changed in Google Drive',
    defaults: { name: 'Google Drive Trigger' },
    inputs: [],
    outputs: ['main'],
    polling: true,
    credentials: [
      { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
      { name: 'googleDriveOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    ],
    properties: triggerProperties,
  } as INodeTypeDescription;

  methods = driveMethods;

  async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
    const node = this.getNode();
    const auth = driveAuth(String(this.getNodeParameter('authentication', 0, 'oAuth2')));
    const triggerOn = String(this.getNodeParameter('triggerOn', 0, ''));
    const event = String(this.getNodeParameter('event', 0, ''));
    const manual = this.getMode() === 'manual';
    const cursor = this.getWorkflowStaticData('node') as Cursor;
    const end = new Date().toISOString();

    let target: string;
    if (triggerOn === 'specificFile') target = locatorId(node, this.getNodeParameter('fileToWatch', 0), 'file');
    else if (triggerOn === 'specificFolder') target = locatorId(node, this.getNodeParameter('folderToWatch', 0), 'folder');
    else if (triggerOn === 'anyFileFolder') target = String(this.getNodeParameter('driveToWatch', 0, 'root'));
    else throw new NodeOperationError(node, 'Choose what to watch in "Trigger On"');
    const watching = `${triggerOn}/${target}/${event}`;
    if (cursor.watching !== watching) delete cursor.lastTimeChecked;
    if (cursor.lastTimeChecked === undefined && !manual) {
      Object.assign(cursor, { watching, lastTimeChecked: end });
      return null;
    }
    // A manual run looks back over everything to show the latest match.
    const start = manual ? new Date(0).toISOString() : cursor.lastTimeChecked ?? end;

    let found: IDataObject[];
    if (triggerOn === 'specificFile' || event === 'watchFolderUpdated') {
      const file = await driveRequest(this, auth, { method: 'GET', url: `${DRIVE_API}/files/${encodeURIComponent(target)}`, qs: { fields: '*', supportsAllDrives: true } });
      const modified = String(file.modifiedTime ?? '');
      found = modified > start && modified <= end ? [file] : [];
    } else {
      const options = this.getNodeParameter('options', 0, {}) as IDataObject;
      const folder = triggerOn === 'specificFolder' ? target : undefined;
      const drive = triggerOn === 'anyFileFolder' && target !== 'root' ? target : undefined;
      const qs: IDataObject = {
        q: eventQuery(event, start, end, String(options.fileType ?? 'all'), folder),
        fields: 'nextPageToken, files(*)', orderBy: 'modifiedTime desc', supportsAllDrives: true,
        ...(drive ? { corpora: 'drive', driveId: drive, includeItemsFromAllDrives: true } : { corpora: 'user' }),
      };
      found = await driveList(this, auth, `${DRIVE_API}/files`, qs, 'files', manual ? 1 : undefined);
    }
    if (!manual) Object.assign(cursor, { watching, lastTimeChecked: end });
    return found.length === 0 ? null : [found.map((json) => ({ json }))];
  }
}
