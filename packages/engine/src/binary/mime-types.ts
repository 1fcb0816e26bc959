const BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain', text: 'text/plain', log: 'text/plain', csv: 'text/csv', tsv: 'text/tab-separated-values',
  html: 'text/html', htm: 'text/html', css: 'text/css', md: 'text/markdown', xml: 'application/xml',
  js: 'text/javascript', mjs: 'text/javascript', json: 'application/json', yaml: 'application/yaml', yml: 'application/yaml',
  pdf: 'application/pdf', zip: 'application/zip', gz: 'application/gzip', tar: 'application/x-tar',
  '7z': 'application/x-7z-compressed', rar: 'application/vnd.rar',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text', ods: 'application/vnd.oasis.opendocument.spreadsheet',
  rtf: 'application/rtf', bin: 'application/octet-stream', exe: 'application/octet-stream',
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp',
  svg: 'image/svg+xml', ico: 'image/vnd.microsoft.icon', tif: 'image/tiff', tiff: 'image/tiff', avif: 'image/avif',
  mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg', oga: 'audio/ogg', flac: 'audio/flac', m4a: 'audio/mp4', aac: 'audio/aac',
  mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', avi: 'video/x-msvideo', mkv: 'video/x-matroska',
  woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf', ics: 'text/calendar', eml: 'message/rfc822',
};

const EXTENSION_OF: Record<string, string> = {
  'text/plain': 'txt', 'image/jpeg': 'jpg', 'audio/mpeg': 'mp3', 'application/octet-stream': 'bin', 'image/svg+xml': 'svg',
  'text/javascript': 'js', 'application/javascript': 'js', 'application/yaml': 'yaml', 'image/vnd.microsoft.icon': 'ico',
};
for (const [extension, mimeType] of Object.entries(BY_EXTENSION)) EXTENSION_OF[mimeType] ??= extension;

export function mimeTypeFromExtension(extension: string): string | undefined {
  return BY_EXTENSION[extension.toLowerCase().replace(/^\./, '')];
}

export function extensionFromMimeType(mimeType: string): string | undefined {
  return EXTENSION_OF[mimeType.split(';')[0]?.trim().toLowerCase() ?? ''];
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type of well-known formats from their first bytes (magic numbers). */
export function sniffMimeType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'audio/wav';
  if (startsWith(bytes, ascii('BM'))) return 'image/bmp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'application/gzip';
  if (startsWith(bytes, ascii('ID3')) || startsWith(bytes, [0xff, 0xfb])) return 'audio/mpeg';
  if (startsWith(bytes, ascii('OggS'))) return 'audio/ogg';
  if (startsWith(bytes, ascii('fLaC'))) return 'audio/flac';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'video/mp4';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return undefined;
}

// Shared with the editor, which describes files it attaches itself (the chat panel).
export { fileTypeFromMimeType, formatFileSize } from '@weft/workflow';
