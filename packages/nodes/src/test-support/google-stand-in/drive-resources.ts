import { ApiError } from './spreadsheets.js';

/*
 * Drive API v3 resources (developers.google.com/drive/api/reference/rest/v3): files, permissions and
 * shared drives as the stand-in keeps them, their JSON as Drive answers it, the `fields` selector and
 * the multipart/related upload body.
 */

export const FOLDER_MIME = 'application/vnd.google-apps.folder';
export const ROOT_ID = '0AMyDriveRootFolder';

export interface Permission { kind: 'drive#permission'; id: string; type: string; role: string; emailAddress?: string; domain?: string; allowFileDiscovery?: boolean }

export interface DriveFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  /** The shared drive the file is in; undefined in My Drive. */
  driveId?: string;
  trashed: boolean;
  explicitlyTrashed: boolean;
  starred: boolean;
  createdTime: string;
  modifiedTime: string;
  version: number;
  description?: string;
  folderColorRgb?: string;
  copyRequiresWriterPermission?: boolean;
  appProperties: Record<string, string>;
  properties: Record<string, string>;
  permissions: Permission[];
  content: Buffer;
}

export interface SharedDrive {
  id: string;
  name: string;
  colorRgb: string;
  hidden: boolean;
  createdTime: string;
  restrictions: Record<string, boolean>;
  requestId: string;
}

const GOOGLE_TYPES: Record<string, string> = {
  'application/vnd.google-apps.document': 'document/d',
  'application/vnd.google-apps.spreadsheet': 'spreadsheets/d',
  'application/vnd.google-apps.presentation': 'presentation/d',
  'application/vnd.google-apps.drawing': 'drawings/d',
};

export const isGoogleType = (mimeType: string) => mimeType.startsWith('application/vnd.google-apps.');

function webViewLink(file: DriveFile): string {
  if (file.mimeType === FOLDER_MIME) return `https://drive.google.com/drive/folders/${file.id}`;
  const editor = GOOGLE_TYPES[file.mimeType];
  return editor ? `https://docs.google.com/${editor}/${file.id}/edit?usp=drivesdk` : `https://drive.google.com/file/d/${file.id}/view?usp=drivesdk`;
}

/** Every field the stand-in knows of a file, as `fields=*` answers it. */
export function fileResource(file: DriveFile): Record<string, unknown> {
  const binary = !isGoogleType(file.mimeType);
  return {
    kind: 'drive#file',
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    ...(file.description !== undefined ? { description: file.description } : {}),
    starred: file.starred,
    trashed: file.trashed,
    explicitlyTrashed: file.explicitlyTrashed,
    parents: file.parents,
    ...(file.driveId ? { driveId: file.driveId } : {}),
    ...(Object.keys(file.properties).length > 0 ? { properties: file.properties } : {}),
    ...(Object.keys(file.appProperties).length > 0 ? { appProperties: file.appProperties } : {}),
    spaces: ['drive'],
    version: String(file.version),
    webViewLink: webViewLink(file),
    ...(binary ? { webContentLink: `https://drive.google.com/uc?id=${file.id}&export=download` } : {}),
    iconLink: `https://drive-thirdparty.googleusercontent.com/16/type/${file.mimeType}`,
    hasThumbnail: false,
    createdTime: file.createdTime,
    modifiedTime: file.modifiedTime,
    shared: file.permissions.length > 1,
    ownedByMe: !file.driveId,
    ...(file.folderColorRgb ? { folderColorRgb: file.folderColorRgb } : {}),
    ...(file.copyRequiresWriterPermission !== undefined ? { copyRequiresWriterPermission: file.copyRequiresWriterPermission } : {}),
    permissions: file.permissions,
    ...(binary && file.mimeType !== FOLDER_MIME ? { size: String(file.content.byteLength), originalFilename: file.name } : {}),
  };
}

export function driveResource(drive: SharedDrive): Record<string, unknown> {
  return {
    kind: 'drive#drive', id: drive.id, name: drive.name, colorRgb: drive.colorRgb, hidden: drive.hidden,
    createdTime: drive.createdTime, restrictions: drive.restrictions,
    capabilities: { canAddChildren: true, canEdit: true, canRename: true, canShare: true, canDeleteDrive: true, canListChildren: true, canManageMembers: true },
  };
}

type Selection = Map<string, Selection | true>;

/** A `fields` selector: "id,name", "nextPageToken, files(id, name)", "*", "files(*)", "a/b". */
export function parseFields(text: string): Selection {
  const selection: Selection = new Map();
  let at = 0;
  const parseList = (into: Selection, closing: boolean) => {
    for (;;) {
      const name = /^\s*([\w*]+(?:\/[\w*]+)*)\s*/.exec(text.slice(at));
      if (!name?.[1]) throw new ApiError(400, `Invalid field selection ${text}`, 'INVALID_ARGUMENT');
      at += name[0].length;
      const path = name[1].split('/');
      let target = into;
      for (const step of path.slice(0, -1)) {
        const existing = target.get(step);
        const nested: Selection = existing instanceof Map ? existing : new Map();
        target.set(step, nested);
        target = nested;
      }
      const last = path.at(-1) ?? '';
      if (text[at] === '(') {
        at += 1;
        const nested: Selection = new Map();
        parseList(nested, true);
        target.set(last, nested);
      } else target.set(last, true);
      const rest = /^\s*/.exec(text.slice(at))?.[0].length ?? 0;
      at += rest;
      if (text[at] === ',') { at += 1; continue; }
      if (closing) {
        if (text[at] !== ')') throw new ApiError(400, `Invalid field selection ${text}`, 'INVALID_ARGUMENT');
        at += 1;
      }
      return;
    }
  };
  parseList(selection, false);
  if (at < text.trim().length) throw new ApiError(400, `Invalid field selection ${text}`, 'INVALID_ARGUMENT');
  return selection;
}

/** The parts of `value` the selection names (arrays are selected element by element). */
export function select(value: unknown, selection: Selection | true): unknown {
  if (selection === true || selection.has('*')) return value;
  if (Array.isArray(value)) return value.map((entry) => select(entry, selection));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, nested] of selection) {
    const entry = (value as Record<string, unknown>)[key];
    if (entry !== undefined) out[key] = select(entry, nested);
  }
  return out;
}

/** A multipart/related upload: the JSON metadata part and the media part. */
export function parseMultipart(contentType: string, body: Buffer): { metadata: Record<string, unknown>; media: Buffer; mediaType: string } {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\/related/i.test(contentType) || !boundary) throw new ApiError(400, 'Bad content type. Please use multipart.', 'INVALID_ARGUMENT');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const from = start + delimiter.length;
    if (body.subarray(from, from + 2).toString() === '--') break;
    const end = body.indexOf(delimiter, from);
    if (end === -1) break;
    parts.push(body.subarray(from, end));
    start = end;
  }
  if (parts.length !== 2) throw new ApiError(400, 'Multipart upload must have exactly two parts: metadata and media.', 'INVALID_ARGUMENT');
  const split = (part: Buffer) => {
    const gap = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, gap).toString('utf8');
    let content = part.subarray(gap + 4);
    if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
    return { type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? '', content };
  };
  const [meta, media] = parts.map(split) as [ReturnType<typeof split>, ReturnType<typeof split>];
  if (!meta.type.startsWith('application/json')) throw new ApiError(400, 'The metadata part must be application/json.', 'INVALID_ARGUMENT');
  let metadata: Record<string, unknown>;
  try {
    metadata = JSON.parse(meta.content.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new ApiError(400, 'Invalid JSON payload received in the metadata part.', 'INVALID_ARGUMENT');
  }
  return { metadata, media: media.content, mediaType: media.type };
}

/** What a Docs Editors file exports to (the formats of the Drive export guide the stand-in can make). */
export const EXPORTS: Record<string, string[]> = {
  'application/vnd.google-apps.document': ['text/plain', 'text/html', 'application/pdf', 'application/rtf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.oasis.opendocument.text'],
  'application/vnd.google-apps.spreadsheet': ['text/csv', 'application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/x-vnd.oasis.opendocument.spreadsheet', 'application/vnd.oasis.opendocument.spreadsheet'],
  'application/vnd.google-apps.presentation': ['text/plain', 'application/pdf', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/vnd.oasis.opendocument.presentation'],
  'application/vnd.google-apps.drawing': ['image/png', 'image/jpeg', 'image/svg+xml', 'application/pdf'],
};

/** The exported bytes: the text itself for text formats, the text wrapped for HTML, a marker naming the format otherwise. */
export function exported(text: string, mimeType: string): Buffer {
  if (mimeType === 'text/plain' || mimeType === 'text/csv') return Buffer.from(text);
  if (mimeType === 'text/html') return Buffer.from(`<html><body><p>${text}</p></body></html>`);
  return Buffer.from(`[${mimeType}] ${text}`);
}
