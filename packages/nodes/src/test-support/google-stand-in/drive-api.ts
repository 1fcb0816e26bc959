import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from './spreadsheets.js';
import type { SheetsApi } from './sheets-api.js';
import { driveQuery, drivesQuery } from './drive-query.js';
import {
  EXPORTS, FOLDER_MIME, ROOT_ID, driveResource, exported, fileResource, isGoogleType, parseFields, parseMultipart, select,
} from './drive-resources.js';
import type { DriveFile, Permission, SharedDrive } from './drive-resources.js';

export { FOLDER_MIME, ROOT_ID };
export type { DriveFile, SharedDrive };

/*
 * Drive API v3 (developers.google.com/drive/api/reference/rest/v3), kept in memory: files and folders
 * with their parents, shared drives, permissions, media upload (simple and multipart), download
 * (alt=media), export of Docs Editors files, `q` search and pageToken paging. The spreadsheets of the
 * Sheets stand-in are Drive files too (listed, exported as CSV, deleted).
 */

export interface DriveRequest { method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: unknown; bytes: Buffer; subject?: string }
export type DriveAnswer = { status: number; body: unknown; bytes?: Buffer; contentType?: string };

const SPREADSHEET_MIME = 'application/vnd.google-apps.spreadsheet';
const ok = (body: unknown): DriveAnswer => ({ status: 200, body });
const notFound = (id: string) => new ApiError(404, `File not found: ${id}.`, 'NOT_FOUND');
const badRequest = (message: string) => new ApiError(400, message, 'INVALID_ARGUMENT');
const flag = (query: URLSearchParams, name: string) => query.get(name) === 'true';
const page = (query: URLSearchParams, fallback: number, max: number) => Math.min(Number(query.get('pageSize') ?? fallback) || fallback, max);
const offsetOf = (token: string | null) => {
  const offset = token ? Number(Buffer.from(token, 'base64url').toString('utf8')) : 0;
  if (!Number.isInteger(offset) || offset < 0) throw badRequest('Invalid Value');
  return offset;
};
const tokenFor = (offset: number) => Buffer.from(String(offset)).toString('base64url');
const strings = (value: unknown) => (typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])) : {});

export class DriveApi {
  readonly files = new Map<string, DriveFile>();
  readonly drives = new Map<string, SharedDrive>();
  /** The query options each upload was made with (keepRevisionForever, ocrLanguage ...). */
  readonly uploads: Array<{ uploadType: string; query: URLSearchParams }> = [];
  private lastTime = 0;

  constructor(private readonly sheets: SheetsApi) {}

  /** A time after every earlier one, so changes made in one millisecond still sort. */
  now(): string {
    this.lastTime = Math.max(Date.now(), this.lastTime + 1);
    return new Date(this.lastTime).toISOString();
  }

  /** A file or folder as a test puts it in Drive. */
  add(spec: Partial<DriveFile> & { name: string }, owner = 'user@example.com'): DriveFile {
    const time = this.now();
    const file: DriveFile = {
      id: `1${randomBytes(16).toString('base64url')}`, mimeType: 'application/octet-stream', parents: [ROOT_ID], trashed: false, explicitlyTrashed: false,
      starred: false, createdTime: time, modifiedTime: time, version: 1, appProperties: {}, properties: {},
      permissions: [{ kind: 'drive#permission', id: `perm-${randomBytes(6).toString('hex')}`, type: 'user', role: 'owner', emailAddress: owner }],
      content: Buffer.alloc(0), ...spec,
    };
    if (file.driveId) file.permissions = [];
    this.files.set(file.id, file);
    return file;
  }

  addDrive(name: string): SharedDrive {
    const drive: SharedDrive = { id: `0A${randomBytes(10).toString('base64url')}`, name, colorRgb: '#4285f4', hidden: false, createdTime: this.now(), restrictions: {}, requestId: '' };
    this.drives.set(drive.id, drive);
    return drive;
  }

  /** The spreadsheets of the Sheets stand-in as Drive files (they live in My Drive's root). */
  private sheetFiles(): DriveFile[] {
    return [...this.sheets.books.values()].map((book) => ({
      id: book.spreadsheetId, name: book.title, mimeType: SPREADSHEET_MIME, parents: [ROOT_ID], trashed: false,
      explicitlyTrashed: false, starred: false, createdTime: book.modifiedTime, modifiedTime: book.modifiedTime, version: 1, appProperties: {}, properties: {},
      permissions: [], content: Buffer.from((book.sheets[0]?.rows ?? []).map((row) => row.join(',')).join('\n')),
    }));
  }

  private all(): DriveFile[] {
    return [...this.files.values(), ...this.sheetFiles()];
  }

  /** A file by id; one in a shared drive only for a client that says it supports them. */
  private file(id: string, query: URLSearchParams): DriveFile {
    const found = this.all().find((file) => file.id === id);
    if (!found || (found.driveId && !flag(query, 'supportsAllDrives'))) throw notFound(id);
    return found;
  }

  private fields(value: unknown, query: URLSearchParams, defaults: string): unknown {
    return select(value, parseFields(query.get('fields') ?? defaults));
  }

  /** The folder a new parent names: My Drive's root ('root'), a shared drive's root or a folder. */
  private parent(id: string, query: URLSearchParams): { id: string; driveId?: string } {
    if (id === 'root' || id === ROOT_ID) return { id: ROOT_ID };
    const drive = this.drives.get(id);
    if (drive) {
      if (!flag(query, 'supportsAllDrives')) throw notFound(id);
      return { id, driveId: id };
    }
    const folder = this.file(id, query);
    if (folder.mimeType !== FOLDER_MIME) throw new ApiError(403, 'The specified parent is not a folder.', 'PERMISSION_DENIED');
    return { id: folder.id, ...(folder.driveId ? { driveId: folder.driveId } : {}) };
  }

  private place(file: DriveFile, parents: unknown, query: URLSearchParams): void {
    const ids = Array.isArray(parents) ? parents.map(String) : [];
    if (ids.length > 1) throw new ApiError(403, 'A shared drive item must have exactly one parent.', 'PERMISSION_DENIED');
    const target = this.parent(ids[0] ?? 'root', query);
    file.parents = [target.id];
    if (target.driveId) file.driveId = target.driveId;
    else delete file.driveId;
  }

  private applyMetadata(file: DriveFile, metadata: Record<string, unknown>): void {
    if (typeof metadata.name === 'string') file.name = metadata.name;
    if (typeof metadata.description === 'string') file.description = metadata.description;
    if (typeof metadata.starred === 'boolean') file.starred = metadata.starred;
    if (typeof metadata.trashed === 'boolean') { file.trashed = metadata.trashed; file.explicitlyTrashed = metadata.trashed; }
    if (typeof metadata.folderColorRgb === 'string') file.folderColorRgb = metadata.folderColorRgb;
    if (typeof metadata.copyRequiresWriterPermission === 'boolean') file.copyRequiresWriterPermission = metadata.copyRequiresWriterPermission;
    if (metadata.appProperties !== undefined) file.appProperties = { ...file.appProperties, ...strings(metadata.appProperties) };
    if (metadata.properties !== undefined) file.properties = { ...file.properties, ...strings(metadata.properties) };
  }

  /** The metadata and media of an upload, by its uploadType. */
  private upload(request: DriveRequest): { metadata: Record<string, unknown>; media?: Buffer; mediaType?: string } {
    const uploadType = request.query.get('uploadType');
    this.uploads.push({ uploadType: uploadType ?? '', query: request.query });
    const contentType = String(request.headers['content-type'] ?? '');
    if (uploadType === 'media') return { metadata: {}, media: request.bytes, mediaType: contentType.split(';')[0] ?? '' };
    if (uploadType === 'multipart') return parseMultipart(contentType, request.bytes);
    throw badRequest(`Invalid upload type: ${uploadType ?? '(none)'}. Use media or multipart.`);
  }

  private create(request: DriveRequest, metadata: Record<string, unknown>, media?: Buffer, mediaType?: string): DriveAnswer {
    const wanted = typeof metadata.mimeType === 'string' ? metadata.mimeType : undefined;
    const file = this.add({ name: 'Untitled', mimeType: wanted ?? (mediaType || 'application/octet-stream') }, request.subject);
    try {
      this.place(file, metadata.parents, request.query);
    } catch (error) {
      this.files.delete(file.id);
      throw error;
    }
    this.applyMetadata(file, metadata);
    if (media) file.content = Buffer.from(media);
    if (file.driveId) file.permissions = [];
    return ok(this.fields(fileResource(file), request.query, 'kind,id,name,mimeType'));
  }

  private update(request: DriveRequest, file: DriveFile, metadata: Record<string, unknown>, media?: Buffer): DriveAnswer {
    // The stand-in keeps spreadsheets in the Sheets part: through Drive they are listed, exported and deleted only.
    if (this.sheets.books.has(file.id)) throw new ApiError(403, 'The user does not have sufficient permissions for this file.', 'PERMISSION_DENIED');
    const add = (request.query.get('addParents') ?? '').split(',').filter(Boolean);
    const remove = (request.query.get('removeParents') ?? '').split(',').filter(Boolean);
    if (add.length > 0 || remove.length > 0) {
      const kept = file.parents.filter((parent) => !remove.includes(parent) && !(remove.includes('root') && parent === ROOT_ID));
      if (kept.length + add.length > 1) throw new ApiError(403, 'Increasing the number of parents is not allowed.', 'PERMISSION_DENIED');
      this.place(file, add.length > 0 ? add : kept, request.query);
    }
    this.applyMetadata(file, metadata);
    if (media) file.content = Buffer.from(media);
    file.version += 1;
    file.modifiedTime = this.now();
    return ok(this.fields(fileResource(file), request.query, 'kind,id,name,mimeType'));
  }

  private list(query: URLSearchParams): DriveAnswer {
    const corpora = query.get('corpora') ?? 'user';
    const driveId = query.get('driveId');
    if ((corpora === 'drive') !== (driveId !== null)) throw badRequest('The driveId parameter must be specified if and only if corpora is set to drive.');
    if ((corpora === 'drive' || corpora === 'allDrives') && !flag(query, 'includeItemsFromAllDrives')) {
      throw new ApiError(403, 'The includeItemsFromAllDrives parameter must be set to true when corpora is drive or allDrives.', 'PERMISSION_DENIED');
    }
    if (driveId !== null && !this.drives.has(driveId)) throw new ApiError(404, `Shared drive not found: ${driveId}`, 'NOT_FOUND');
    const inCorpus = (file: DriveFile) => (corpora === 'drive' ? file.driveId === driveId : corpora === 'allDrives' ? true : !file.driveId);
    const matches = driveQuery(query.get('q'));
    const orderBy = query.get('orderBy') ?? '';
    const files = this.all()
      .filter((file) => inCorpus(file) && matches({ ...file, parents: file.parents.flatMap((parent) => (parent === ROOT_ID ? [parent, 'root'] : [parent])), text: file.content.toString('utf8') }))
      .sort((a, b) => (orderBy.startsWith('name') ? a.name.localeCompare(b.name) : b.modifiedTime.localeCompare(a.modifiedTime)));
    const size = page(query, 100, 1000);
    const offset = offsetOf(query.get('pageToken'));
    const body = {
      kind: 'drive#fileList',
      ...(offset + size < files.length ? { nextPageToken: tokenFor(offset + size) } : {}),
      incompleteSearch: false,
      files: files.slice(offset, offset + size).map(fileResource),
    };
    return ok(this.fields(body, query, 'kind,nextPageToken,incompleteSearch,files(kind,id,name,mimeType)'));
  }

  private download(file: DriveFile): DriveAnswer {
    if (isGoogleType(file.mimeType)) {
      throw new ApiError(403, 'Only files with binary content can be downloaded. Use Export with Docs Editors files.', 'PERMISSION_DENIED');
    }
    return { status: 200, body: undefined, bytes: file.content, contentType: file.mimeType };
  }

  private exportFile(file: DriveFile, query: URLSearchParams): DriveAnswer {
    const target = query.get('mimeType');
    if (!target) throw badRequest('Required parameter: mimeType');
    const formats = EXPORTS[file.mimeType];
    if (!formats) throw new ApiError(403, 'Export only supports Docs Editors files.', 'PERMISSION_DENIED');
    if (!formats.includes(target)) throw badRequest('The requested conversion is not supported.');
    return { status: 200, body: undefined, bytes: exported(file.content.toString('utf8'), target), contentType: target };
  }

  private copy(request: DriveRequest, source: DriveFile): DriveAnswer {
    if (source.mimeType === FOLDER_MIME) throw new ApiError(403, 'This file cannot be copied by the user.', 'PERMISSION_DENIED');
    const metadata = (request.body ?? {}) as Record<string, unknown>;
    const copy = this.add({ name: `Copy of ${source.name}`, mimeType: source.mimeType, content: Buffer.from(source.content), description: source.description }, request.subject);
    this.place(copy, metadata.parents ?? source.parents, request.query);
    this.applyMetadata(copy, metadata);
    return ok(this.fields(fileResource(copy), request.query, 'kind,id,name,mimeType'));
  }

  private remove(file: DriveFile): DriveAnswer {
    if (this.sheets.books.delete(file.id)) return { status: 204, body: undefined };
    const doomed = [file.id];
    for (let index = 0; index < doomed.length; index++) {
      for (const child of this.files.values()) if (child.parents.includes(doomed[index] ?? '')) doomed.push(child.id);
    }
    for (const id of doomed) this.files.delete(id);
    return { status: 204, body: undefined };
  }

  private share(request: DriveRequest, file: DriveFile): DriveAnswer {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { query } = request;
    const type = String(body.type ?? '');
    const role = String(body.role ?? '');
    if (!['user', 'group', 'domain', 'anyone'].includes(type)) throw badRequest('The permission type field is required.');
    if (!['owner', 'organizer', 'fileOrganizer', 'writer', 'commenter', 'reader'].includes(role)) throw badRequest('The permission role field is required.');
    if ((type === 'user' || type === 'group') && !body.emailAddress) throw badRequest('The permission emailAddress field is required for type user or group.');
    if (type === 'domain' && !body.domain) throw badRequest('The permission domain field is required for type domain.');
    if (role === 'owner' && !flag(query, 'transferOwnership')) {
      throw new ApiError(403, 'The transferOwnership parameter must be enabled when the permission role is \'owner\'.', 'PERMISSION_DENIED');
    }
    if (query.has('emailMessage') && query.get('sendNotificationEmail') === 'false') throw badRequest('An email message cannot be sent when sendNotificationEmail is false.');
    const permission: Permission = {
      kind: 'drive#permission', id: type === 'anyone' ? 'anyoneWithLink' : `perm-${randomBytes(6).toString('hex')}`, type, role,
      ...(body.emailAddress ? { emailAddress: String(body.emailAddress) } : {}),
      ...(body.domain ? { domain: String(body.domain) } : {}),
      ...(body.allowFileDiscovery !== undefined ? { allowFileDiscovery: body.allowFileDiscovery === true } : {}),
    };
    file.permissions.push(permission);
    return ok(this.fields(permission, query, 'kind,id,type,role'));
  }

  private drivesRoute(request: DriveRequest, id: string | undefined): DriveAnswer {
    const { method, query } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (id === undefined && method === 'POST') {
      const requestId = query.get('requestId');
      if (!requestId) throw badRequest('Required parameter: requestId');
      if ([...this.drives.values()].some((drive) => drive.requestId === requestId)) throw new ApiError(409, 'A shared drive with this requestId already exists.', 'ALREADY_EXISTS');
      if (typeof body.name !== 'string' || body.name === '') throw badRequest('A shared drive name is required.');
      const drive = this.addDrive(body.name);
      drive.requestId = requestId;
      if (typeof body.colorRgb === 'string') drive.colorRgb = body.colorRgb;
      if (typeof body.hidden === 'boolean') drive.hidden = body.hidden;
      drive.restrictions = { ...(body.restrictions as Record<string, boolean> | undefined) };
      return ok(this.fields(driveResource(drive), query, 'kind,id,name'));
    }
    if (id === undefined && method === 'GET') {
      const matches = drivesQuery(query.get('q'));
      const drives = [...this.drives.values()].filter((drive) => matches(drive));
      const size = page(query, 10, 100);
      const offset = offsetOf(query.get('pageToken'));
      const list = {
        kind: 'drive#driveList', ...(offset + size < drives.length ? { nextPageToken: tokenFor(offset + size) } : {}),
        drives: drives.slice(offset, offset + size).map(driveResource),
      };
      return ok(this.fields(list, query, 'kind,nextPageToken,drives(kind,id,name)'));
    }
    const drive = this.drives.get(id ?? '');
    if (!drive) throw new ApiError(404, `Shared drive not found: ${id ?? ''}`, 'NOT_FOUND');
    if (method === 'GET') return ok(this.fields(driveResource(drive), query, 'kind,id,name'));
    if (method === 'PATCH') {
      if (typeof body.name === 'string') drive.name = body.name;
      if (typeof body.colorRgb === 'string') drive.colorRgb = body.colorRgb;
      if (body.restrictions !== undefined) drive.restrictions = { ...drive.restrictions, ...(body.restrictions as Record<string, boolean>) };
      return ok(this.fields(driveResource(drive), query, 'kind,id,name'));
    }
    if (method === 'DELETE') {
      if ([...this.files.values()].some((file) => file.driveId === drive.id)) {
        throw new ApiError(403, 'The shared drive cannot be deleted because it contains one or more items.', 'PERMISSION_DENIED');
      }
      this.drives.delete(drive.id);
      return { status: 204, body: undefined };
    }
    throw new ApiError(405, 'Method not allowed', 'METHOD_NOT_ALLOWED');
  }

  handle(request: DriveRequest): DriveAnswer {
    const { method, query } = request;
    const uploading = request.path.startsWith('/upload/');
    const path = request.path.replace(/^\/upload/, '');
    if (path === '/drive/v3/about' && method === 'GET') {
      return ok(this.fields({ kind: 'drive#about', user: { kind: 'drive#user', displayName: 'Test User', emailAddress: request.subject ?? 'user@example.com', me: true, permissionId: '0123' } }, query, 'kind,user'));
    }
    const drives = /^\/drive\/v3\/drives(?:\/([^/]+))?$/.exec(path);
    if (drives) return this.drivesRoute(request, drives[1] === undefined ? undefined : decodeURIComponent(drives[1]));
    if (path === '/drive/v3/files') {
      if (method === 'GET') return this.list(query);
      if (method === 'POST') {
        if (!uploading) return this.create(request, (request.body ?? {}) as Record<string, unknown>);
        const { metadata, media, mediaType } = this.upload(request);
        return this.create(request, metadata, media, mediaType);
      }
    }
    const match = /^\/drive\/v3\/files\/([^/]+)(\/copy|\/export|\/permissions)?$/.exec(path);
    if (!match) throw new ApiError(404, 'Not Found', 'NOT_FOUND');
    const file = this.file(decodeURIComponent(match[1] ?? ''), query);
    const action = match[2];
    if (action === '/copy' && method === 'POST') return this.copy(request, file);
    if (action === '/export' && method === 'GET') return this.exportFile(file, query);
    if (action === '/permissions' && method === 'POST') return this.share(request, file);
    if (action !== undefined) throw new ApiError(405, 'Method not allowed', 'METHOD_NOT_ALLOWED');
    if (method === 'GET') return query.get('alt') === 'media' ? this.download(file) : ok(this.fields(fileResource(file), query, 'kind,id,name,mimeType'));
    if (method === 'DELETE') return this.remove(file);
    if (method === 'PATCH') {
      if (!uploading) return this.update(request, file, (request.body ?? {}) as Record<string, unknown>);
      const { metadata, media } = this.upload(request);
      return this.update(request, file, metadata, media);
    }
    throw new ApiError(405, 'Method not allowed', 'METHOD_NOT_ALLOWED');
  }
}
