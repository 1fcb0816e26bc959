import { randomUUID } from 'node:crypto';
import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import type { GoogleAuth } from '../../../google/google-api-request.js';
import { locatorId } from '../../locators.js';
import type { ItemResult } from '../../run-per-item.js';
import { DRIVE_API, FOLDER_MIME, driveList, driveRequest } from '../../transport.js';
import { chosenParent, share } from './file.operations.js';

type Operation = (this: IExecuteFunctions, auth: GoogleAuth, index: number) => Promise<ItemResult>;

const folderOf = (context: IExecuteFunctions, index: number) => locatorId(context.getNode(), context.getNodeParameter('folderNoRootId', index), 'folder', index);
const driveUrl = (context: IExecuteFunctions, index: number) =>
  `${DRIVE_API}/drives/${encodeURIComponent(locatorId(context.getNode(), context.getNodeParameter('driveId', index), 'drive', index))}`;

export const folderOperations: Record<string, Operation> = {
  async create(auth, index) {
    const options = this.getNodeParameter('options', index, {}) as IDataObject;
    const body: IDataObject = {
      name: String(this.getNodeParameter('name', index, '')) || 'Untitled', mimeType: FOLDER_MIME, parents: [chosenParent(this, index)],
      ...(options.folderColorRgb ? { folderColorRgb: options.folderColorRgb } : {}),
    };
    const simplify = options.simplifyOutput !== false;
    return await driveRequest(this, auth, { method: 'POST', url: `${DRIVE_API}/files`, qs: { supportsAllDrives: true, ...(simplify ? {} : { fields: '*' }) }, body });
  },
  async deleteFolder(auth, index) {
    const fileId = folderOf(this, index);
    const options = this.getNodeParameter('options', index, {}) as IDataObject;
    const url = `${DRIVE_API}/files/${encodeURIComponent(fileId)}`;
    if (options.deletePermanently === true) await driveRequest(this, auth, { method: 'DELETE', url, qs: { supportsAllDrives: true } });
    else await driveRequest(this, auth, { method: 'PATCH', url, qs: { supportsAllDrives: true }, body: { trashed: true } });
    return { fileId, success: true };
  },
  async share(auth, index) {
    return await share(this, auth, index, folderOf(this, index));
  },
};

export const driveOperations: Record<string, Operation> = {
  async create(auth, index) {
    const options = this.getNodeParameter('options', index, {}) as IDataObject;
    // The request id makes the create idempotent: Drive refuses a second drive for the same id.
    return await driveRequest(this, auth, {
      method: 'POST', url: `${DRIVE_API}/drives`, qs: { requestId: randomUUID() }, body: { name: String(this.getNodeParameter('name', index, '')), ...options },
    });
  },
  async deleteDrive(auth, index) {
    await driveRequest(this, auth, { method: 'DELETE', url: driveUrl(this, index) });
    return { success: true };
  },
  async get(auth, index) {
    const options = this.getNodeParameter('options', index, {}) as IDataObject;
    return await driveRequest(this, auth, { method: 'GET', url: driveUrl(this, index), qs: options.useDomainAdminAccess ? { useDomainAdminAccess: true } : {} });
  },
  async list(auth, index) {
    const options = this.getNodeParameter('options', index, {}) as IDataObject;
    const returnAll = this.getNodeParameter('returnAll', index, false) as boolean;
    const limit = returnAll ? undefined : Number(this.getNodeParameter('limit', index, 100));
    const qs: IDataObject = { ...(options.q ? { q: options.q } : {}), ...(options.useDomainAdminAccess ? { useDomainAdminAccess: true } : {}) };
    return await driveList(this, auth, `${DRIVE_API}/drives`, qs, 'drives', limit, 100);
  },
  async update(auth, index) {
    const options = this.getNodeParameter('options', index, {}) as IDataObject;
    return await driveRequest(this, auth, { method: 'PATCH', url: driveUrl(this, index), body: options });
  },
};
