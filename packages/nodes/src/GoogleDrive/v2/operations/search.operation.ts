import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import type { GoogleAuth } from '../../../google/google-api-request.js';
import { MY_DRIVE, ROOT_FOLDER, locatorId } from '../../locators.js';
import { DRIVE_API, FOLDER_MIME, driveList, fieldsOf, quoteQuery } from '../../transport.js';

/** The Drive query the search parameters make: name or the given query, the folder, the kind and types, trashed or not. */
export function searchQuery(context: IExecuteFunctions, index: number, filter: IDataObject, folder: string | undefined): string {
  const clauses: string[] = [];
  const method = String(context.getNodeParameter('searchMethod', index, 'name'));
  const text = String(context.getNodeParameter('queryString', index, '')).trim();
  if (text) clauses.push(method === 'query' ? `(${text})` : `name contains ${quoteQuery(text)}`);
  if (folder) clauses.push(`${quoteQuery(folder)} in parents`);
  const what = String(filter.whatToSearch ?? 'all');
  if (what === 'folders') clauses.push(`mimeType = '${FOLDER_MIME}'`);
  if (what === 'files') clauses.push(`mimeType != '${FOLDER_MIME}'`);
  const types = ((filter.fileTypes ?? []) as string[]).filter((type) => type !== '*');
  if (what !== 'folders' && types.length > 0) clauses.push(`(${types.map((type) => `mimeType = '${type}'`).join(' or ')})`);
  if (filter.includeTrashed !== true) clauses.push('trashed = false');
  return clauses.join(' and ');
}

/** Files and folders matching the search, one item each. */
export async function search(this: IExecuteFunctions, auth: GoogleAuth, index: number): Promise<IDataObject[]> {
  const node = this.getNode();
  const filter = this.getNodeParameter('filter', index, {}) as IDataObject;
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const drive = filter.driveId !== undefined ? locatorId(node, filter.driveId, 'drive', index) : MY_DRIVE;
  let folder = filter.folderId !== undefined ? locatorId(node, filter.folderId, 'folder', index) : undefined;
  if (folder === ROOT_FOLDER && drive !== MY_DRIVE) folder = drive;
  const qs: IDataObject = {
    q: searchQuery(this, index, filter, folder),
    fields: fieldsOf(options.fields, 'files') ?? 'nextPageToken, files(id, name)',
    supportsAllDrives: true,
    ...(drive === MY_DRIVE ? { corpora: 'user' } : { corpora: 'drive', driveId: drive, includeItemsFromAllDrives: true }),
  };
  const returnAll = this.getNodeParameter('returnAll', index, false) as boolean;
  return await driveList(this, auth, `${DRIVE_API}/files`, qs, 'files', returnAll ? undefined : Number(this.getNodeParameter('limit', index, 50)));
}
