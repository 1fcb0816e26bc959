import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { DRIVE_API, docsRequest } from './transport.js';

/* Create's pickers: the drives the user can put a document in, and the folders of the chosen drive. */

async function all(context: ILoadOptionsFunctions, path: string, property: string, qs: IDataObject): Promise<IDataObject[]> {
  const found: IDataObject[] = [];
  let pageToken: string | undefined;
  do {
    const page = await docsRequest(context, 'GET', `${DRIVE_API}${path}`, undefined, { ...qs, pageSize: 100, ...(pageToken ? { pageToken } : {}) });
    found.push(...((page[property] as IDataObject[] | undefined) ?? []));
    pageToken = page.nextPageToken as string | undefined;
  } while (pageToken);
  return found;
}

export const loadOptions = {
  async getDrives(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const drives = await all(this, '/drives', 'drives', {});
    return [{ name: 'My Drive', value: 'myDrive' }, ...drives.map((drive) => ({ name: String(drive.name), value: String(drive.id) }))];
  },

  async getFolders(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const driveId = String(this.getCurrentNodeParameter('driveId') ?? 'myDrive');
    const shared = driveId !== 'myDrive';
    const folders = await all(this, '/files', 'files', {
      q: "mimeType = 'application/vnd.google-apps.folder' and trashed = false", fields: 'nextPageToken, files(id, name)',
      ...(shared ? { corpora: 'drive', driveId, includeItemsFromAllDrives: true, supportsAllDrives: true } : { corpora: 'user', spaces: 'drive' }),
    });
    return [{ name: '/', value: 'default' }, ...folders.map((folder) => ({ name: String(folder.name), value: String(folder.id) }))];
  },
};
