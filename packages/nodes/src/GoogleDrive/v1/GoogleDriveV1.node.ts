import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { GoogleAuth } from '../../google/google-api-request.js';
import { binaryInput, downloadFile } from '../binary.js';
import { locatorId } from '../locators.js';
import { driveMethods } from '../methods.js';
import { perItem } from '../run-per-item.js';
import type { ItemResult } from '../run-per-item.js';
import { DRIVE_API, FOLDER_MIME, UPLOAD_API, driveAuth, driveRequest, fieldsOf, keyValues, quoteQuery } from '../transport.js';
import { share } from '../v2/operations/file.operations.js';
import { driveOperations } from '../v2/operations/folder-drive.operations.js';
import { v1Properties } from './v1.description.js';

type Operation = (this: IExecuteFunctions, auth: GoogleAuth, index: number) => Promise<ItemResult>;

const fileUrl = (id: string) => `${DRIVE_API}/files/${encodeURIComponent(id)}`;
const idOf = (context: IExecuteFunctions, index: number, what: 'file' | 'folder' = 'file') => locatorId(context.getNode(), context.getNodeParameter('fileId', index), what, index);
const optionsOf = (context: IExecuteFunctions, index: number) => context.getNodeParameter('options', index, {}) as IDataObject;
const list = (value: unknown) => (Array.isArray(value) ? value.map(String).filter(Boolean) : typeof value === 'string' && value ? [value] : []);

/** The Drive query of the list filters: names and types each OR'ed, the two kinds AND'ed. */
function filterQuery(filters: IDataObject): string {
  const names = ((filters.name ?? []) as IDataObject[]).map(({ operation, value }) => {
    const quoted = quoteQuery(String(value ?? ''));
    return operation === 'is' ? `name = ${quoted}` : operation === 'isNot' ? `name != ${quoted}` : `name contains ${quoted}`;
  });
  const types = ((filters.mimeType ?? []) as IDataObject[]).map(({ mimeType, customMimeType }) =>
    `mimeType = ${quoteQuery(String(mimeType === 'custom' ? customMimeType ?? '' : mimeType))}`);
  return [names, types].filter((group) => group.length > 0).map((group) => (group.length > 1 ? `(${group.join(' or ')})` : group[0])).join(' and ');
}

const fileOperations: Record<string, Operation> = {
  async copy(auth, index) {
    const options = optionsOf(this, index);
    const parents = list(options.parents);
    const fields = fieldsOf(options.fields);
    return await driveRequest(this, auth, {
      method: 'POST', url: `${fileUrl(idOf(this, index))}/copy`, qs: { supportsAllDrives: true, ...(fields ? { fields } : {}) },
      body: { ...(options.name ? { name: options.name } : {}), ...(parents.length > 0 ? { parents } : {}) },
    });
  },
  async delete(auth, index) {
    const fileId = idOf(this, index);
    await driveRequest(this, auth, { method: 'DELETE', url: fileUrl(fileId), qs: { supportsAllDrives: true } });
    return { fileId, success: true };
  },
  async download(auth, index) {
    const property = String(this.getNodeParameter('binaryPropertyName', index, 'data'));
    return {
      items: [await downloadFile(this, auth, index, idOf(this, index), property, optionsOf(this, index), {
        docsToFormat: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', drawingsToFormat: 'image/jpeg',
        slidesToFormat: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', sheetsToFormat: 'application/x-vnd.oasis.opendocument.spreadsheet',
      })],
    };
  },
  async list(auth, index) {
    const options = optionsOf(this, index);
    const q = this.getNodeParameter('useQueryString', index, false) === true
      ? String(this.getNodeParameter('queryString', index, ''))
      : filterQuery(this.getNodeParameter('queryFilters', index, {}) as IDataObject);
    const spaces = list(options.spaces);
    const qs: IDataObject = {
      pageSize: Number(this.getNodeParameter('limit', index, 50)), supportsAllDrives: true,
      ...(q ? { q } : {}),
      ...(fieldsOf(options.fields, 'files') ? { fields: fieldsOf(options.fields, 'files') } : {}),
      ...(spaces.length > 0 ? { spaces: spaces.includes('*') ? 'appDataFolder,drive,photos' : spaces.join(',') } : {}),
      ...(options.corpora ? { corpora: options.corpora } : {}),
      ...(options.driveId ? { driveId: options.driveId } : {}),
      ...(options.corpora === 'drive' || options.corpora === 'allDrives' ? { includeItemsFromAllDrives: true } : {}),
    };
    const answer = await driveRequest(this, auth, { method: 'GET', url: `${DRIVE_API}/files`, qs });
    return (answer.files ?? []) as IDataObject[];
  },
  async share(auth, index) {
    return await share(this, auth, index, idOf(this, index));
  },
  async update(auth, index) {
    const fileId = idOf(this, index);
    const fields = this.getNodeParameter('updateFields', index, {}) as IDataObject;
    const qs: IDataObject = { supportsAllDrives: true };
    for (const key of ['keepRevisionForever', 'ocrLanguage', 'useContentAsIndexableText']) if (fields[key]) qs[key] = fields[key];
    const selected = fieldsOf(optionsOf(this, index).fields);
    if (selected) qs.fields = selected;
    if (fields.parentId) {
      const current = await driveRequest(this, auth, { method: 'GET', url: fileUrl(fileId), qs: { fields: 'parents', supportsAllDrives: true } });
      qs.addParents = fields.parentId;
      const parents = ((current.parents ?? []) as string[]).join(',');
      if (parents) qs.removeParents = parents;
    }
    const body: IDataObject = { ...(fields.fileName ? { name: fields.fileName } : {}), ...(fields.trashed !== undefined ? { trashed: fields.trashed } : {}) };
    return await driveRequest(this, auth, { method: 'PATCH', url: fileUrl(fileId), qs, body });
  },
  /** A simple media upload, then the metadata (name, folder, properties) set on the new file. */
  async upload(auth, index) {
    const content = this.getNodeParameter('binaryData', index, false) === true
      ? await binaryInput(this, index, String(this.getNodeParameter('binaryPropertyName', index, 'data')))
      : { bytes: Buffer.from(String(this.getNodeParameter('fileContent', index, '')), 'utf8'), mimeType: 'text/plain' };
    const created = await driveRequest(this, auth, {
      method: 'POST', url: `${UPLOAD_API}/files`, qs: { uploadType: 'media', supportsAllDrives: true }, body: content.bytes, headers: { 'Content-Type': content.mimeType },
    });
    const options = optionsOf(this, index);
    const parents = list(this.getNodeParameter('parents', index, []));
    const properties = keyValues(options.propertiesUi, 'propertyValues');
    const appProperties = keyValues(options.appPropertiesUi, 'appPropertyValues');
    const updated = await driveRequest(this, auth, {
      method: 'PATCH', url: fileUrl(String(created.id)),
      qs: { supportsAllDrives: true, ...(parents.length > 0 ? { addParents: parents.join(','), removeParents: 'root' } : {}) },
      body: { name: String(this.getNodeParameter('name', index, '')), ...(properties ? { properties } : {}), ...(appProperties ? { appProperties } : {}) },
    });
    if (this.getNodeParameter('resolveData', index, false) !== true) return updated;
    return await driveRequest(this, auth, { method: 'GET', url: fileUrl(String(created.id)), qs: { fields: '*', supportsAllDrives: true } });
  },
};

const folderOperations: Record<string, Operation> = {
  async create(auth, index) {
    const parents = list(optionsOf(this, index).parents);
    return await driveRequest(this, auth, {
      method: 'POST', url: `${DRIVE_API}/files`, qs: { supportsAllDrives: true },
      body: { name: String(this.getNodeParameter('name', index, '')), mimeType: FOLDER_MIME, ...(parents.length > 0 ? { parents } : {}) },
    });
  },
  async delete(auth, index) {
    const fileId = idOf(this, index, 'folder');
    await driveRequest(this, auth, { method: 'DELETE', url: fileUrl(fileId), qs: { supportsAllDrives: true } });
    return { fileId, success: true };
  },
  async share(auth, index) {
    return await share(this, auth, index, idOf(this, index, 'folder'));
  },
};

const drives: Record<string, Operation> = {
  ...driveOperations,
  delete: driveOperations.deleteDrive as Operation,
  // createdTime is Drive's to set: it is not sent.
  async create(auth, index) {
    const { createdTime: _ignored, ...options } = optionsOf(this, index);
    return await driveRequest(this, auth, {
      method: 'POST', url: `${DRIVE_API}/drives`, qs: { requestId: crypto.randomUUID() }, body: { name: String(this.getNodeParameter('name', index, '')), ...options },
    });
  },
};

const OPERATIONS: Record<string, Record<string, Operation>> = { file: fileOperations, folder: folderOperations, drive: drives };

/** Google Drive versions 1 and 2 (2 only changes the default credential to OAuth2). */
export class GoogleDriveV1 implements INodeType {
  description: INodeTypeDescription;

  methods = driveMethods;

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: [1, 2],
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      defaults: { name: 'Google Drive' },
      inputs: ['main'],
      outputs: ['main'],
      credentials: [
        { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
        { name: 'googleDriveOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
      ],
      properties: v1Properties,
    } as INodeTypeDescription;
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const version = this.getNode().typeVersion;
    const auth = driveAuth(String(this.getNodeParameter('authentication', 0, version === 1 ? 'serviceAccount' : 'oAuth2')));
    const resource = String(this.getNodeParameter('resource', 0, 'file'));
    const operation = String(this.getNodeParameter('operation', 0));
    const run = OPERATIONS[resource]?.[operation];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known for ${resource}`);
    return [await perItem(this, (index) => run.call(this, auth, index))];
  }
}
