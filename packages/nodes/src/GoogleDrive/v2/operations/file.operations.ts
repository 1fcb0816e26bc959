import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import type { GoogleAuth } from '../../../google/google-api-request.js';
import { binaryInput, downloadFile } from '../../binary.js';
import { locatorId, parentFolder } from '../../locators.js';
import type { ItemResult } from '../../run-per-item.js';
import { DRIVE_API, UPLOAD_API, driveRequest, fieldsOf, keyValues, multipartBody } from '../../transport.js';

type Operation = (this: IExecuteFunctions, auth: GoogleAuth, index: number) => Promise<ItemResult>;

const fileUrl = (id: string) => `${DRIVE_API}/files/${encodeURIComponent(id)}`;
const fileOf = (context: IExecuteFunctions, index: number, name = 'fileId') => locatorId(context.getNode(), context.getNodeParameter(name, index), 'file', index);

/** The folder the Parent Drive and Parent Folder parameters name. */
export function chosenParent(context: IExecuteFunctions, index: number): string {
  const node = context.getNode();
  const drive = locatorId(node, context.getNodeParameter('driveId', index, { mode: 'list', value: 'My Drive' }), 'drive', index);
  const folder = locatorId(node, context.getNodeParameter('folderId', index, { mode: 'list', value: 'root' }), 'folder', index);
  return parentFolder(drive, folder);
}

/** The upload settings Drive takes in the query. */
function uploadQuery(options: IDataObject): IDataObject {
  return {
    ...(options.keepRevisionForever ? { keepRevisionForever: true } : {}),
    ...(options.ocrLanguage ? { ocrLanguage: options.ocrLanguage } : {}),
    ...(options.useContentAsIndexableText ? { useContentAsIndexableText: true } : {}),
  };
}

/** Properties and app properties from their key-value lists. */
function propertyMetadata(options: IDataObject): IDataObject {
  const properties = keyValues(options.propertiesUi, 'propertyValues');
  const appProperties = keyValues(options.appPropertiesUi, 'appPropertyValues');
  return { ...(properties ? { properties } : {}), ...(appProperties ? { appProperties } : {}) };
}

/** Creates a file with its content in one multipart request. */
async function createWithContent(context: IExecuteFunctions, auth: GoogleAuth, metadata: IDataObject, media: Buffer, mediaType: string, qs: IDataObject): Promise<IDataObject> {
  const { body, contentType } = multipartBody(metadata, media, mediaType);
  return await driveRequest(context, auth, {
    method: 'POST', url: `${UPLOAD_API}/files`, qs: { uploadType: 'multipart', supportsAllDrives: true, ...qs }, body, headers: { 'Content-Type': contentType },
  });
}

const copy: Operation = async function (auth, index) {
  const name = String(this.getNodeParameter('name', index, ''));
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const sameFolder = this.getNodeParameter('sameFolder', index, true) as boolean;
  const body: IDataObject = {
    ...(name ? { name } : {}),
    ...(options.copyRequiresWriterPermission ? { copyRequiresWriterPermission: true } : {}),
    ...(options.description ? { description: options.description } : {}),
    ...(sameFolder ? {} : { parents: [chosenParent(this, index)] }),
  };
  return await driveRequest(this, auth, { method: 'POST', url: `${fileUrl(fileOf(this, index))}/copy`, qs: { supportsAllDrives: true }, body });
};

const createFromText: Operation = async function (auth, index) {
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const convert = options.convertToGoogleDocument === true;
  const metadata: IDataObject = {
    name: String(this.getNodeParameter('name', index, '')) || 'Untitled',
    parents: [chosenParent(this, index)],
    // Drive converts the text to a Google Docs document when asked for that type.
    mimeType: convert ? 'application/vnd.google-apps.document' : 'text/plain',
    ...propertyMetadata(options),
  };
  const content = Buffer.from(String(this.getNodeParameter('content', index, '')), 'utf8');
  return await createWithContent(this, auth, metadata, content, 'text/plain', uploadQuery(options));
};

const deleteFile: Operation = async function (auth, index) {
  const fileId = fileOf(this, index);
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  if (options.deletePermanently === true) await driveRequest(this, auth, { method: 'DELETE', url: fileUrl(fileId), qs: { supportsAllDrives: true } });
  else await driveRequest(this, auth, { method: 'PATCH', url: fileUrl(fileId), qs: { supportsAllDrives: true }, body: { trashed: true } });
  return { fileId, success: true };
};

const download: Operation = async function (auth, index) {
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const property = String(options.binaryPropertyName || 'data');
  return {
    items: [await downloadFile(this, auth, index, fileOf(this, index), property, options, {
      docsToFormat: 'text/html', drawingsToFormat: 'image/jpeg', sheetsToFormat: 'text/csv',
      slidesToFormat: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    })],
  };
};

const move: Operation = async function (auth, index) {
  const fileId = fileOf(this, index);
  const current = await driveRequest(this, auth, { method: 'GET', url: fileUrl(fileId), qs: { fields: 'parents', supportsAllDrives: true } });
  const parents = ((current.parents ?? []) as string[]).join(',');
  return await driveRequest(this, auth, {
    method: 'PATCH', url: fileUrl(fileId),
    qs: { addParents: chosenParent(this, index), ...(parents ? { removeParents: parents } : {}), supportsAllDrives: true }, body: {},
  });
};

/** Gives access to a file or folder (the operation of both resources). */
export async function share(context: IExecuteFunctions, auth: GoogleAuth, index: number, fileId: string): Promise<IDataObject> {
  const permission = ((context.getNodeParameter('permissionsUi', index, {}) as IDataObject).permissionsValues ?? {}) as IDataObject;
  const options = context.getNodeParameter('options', index, {}) as IDataObject;
  const qs: IDataObject = { supportsAllDrives: true };
  for (const key of ['emailMessage', 'moveToNewOwnersRoot', 'sendNotificationEmail', 'transferOwnership', 'useDomainAdminAccess', 'enforceSingleParent']) {
    if (options[key] !== undefined && options[key] !== '') qs[key] = options[key];
  }
  return await driveRequest(context, auth, { method: 'POST', url: `${fileUrl(fileId)}/permissions`, qs, body: permission });
}

const update: Operation = async function (auth, index) {
  const fileId = fileOf(this, index);
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const newName = String(this.getNodeParameter('newUpdatedFileName', index, ''));
  const metadata: IDataObject = { ...(newName ? { name: newName } : {}), ...(options.trashed ? { trashed: true } : {}), ...propertyMetadata(options) };
  const fields = fieldsOf(options.fields);
  const qs: IDataObject = { supportsAllDrives: true, ...uploadQuery(options), ...(fields ? { fields } : {}) };
  if (this.getNodeParameter('changeFileContent', index, false) === true) {
    const { bytes, mimeType } = await binaryInput(this, index, String(this.getNodeParameter('inputDataFieldName', index, 'data')));
    const { body, contentType } = multipartBody(metadata, bytes, mimeType);
    return await driveRequest(this, auth, { method: 'PATCH', url: `${UPLOAD_API}/files/${encodeURIComponent(fileId)}`, qs: { uploadType: 'multipart', ...qs }, body, headers: { 'Content-Type': contentType } });
  }
  return await driveRequest(this, auth, { method: 'PATCH', url: fileUrl(fileId), qs, body: metadata });
};

const upload: Operation = async function (auth, index) {
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const { bytes, fileName, mimeType } = await binaryInput(this, index, String(this.getNodeParameter('inputDataFieldName', index, 'data')));
  const metadata: IDataObject = {
    name: String(this.getNodeParameter('name', index, '')) || fileName || 'Untitled',
    parents: [chosenParent(this, index)],
    mimeType,
    ...propertyMetadata(options),
  };
  const simplify = options.simplifyOutput !== false;
  return await createWithContent(this, auth, metadata, bytes, mimeType, { ...uploadQuery(options), ...(simplify ? {} : { fields: '*' }) });
};

export const fileOperations: Record<string, Operation> = {
  copy, createFromText, deleteFile, download, move, update, upload,
  share: async function (auth, index) { return await share(this, auth, index, fileOf(this, index)); },
};
