import type { IBinaryData } from './item.js';

/** n8n's coarse `fileType` of an item's binary data. */
export function fileTypeFromMimeType(mimeType: string): IBinaryData['fileType'] | undefined {
  if (mimeType.startsWith('application/json')) return 'json';
  if (mimeType.startsWith('text/html')) return 'html';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('audio/')) return 'audio';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType.startsWith('text/')) return 'text';
  if (mimeType.startsWith('application/pdf')) return 'pdf';
  return undefined;
}

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'];

/** A size as n8n shows it (decimal units, three significant digits): '512 B', '1.23 kB', '4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1) return `${bytes} B`;
  const exponent = Math.min(Math.floor(Math.log10(bytes) / 3), UNITS.length - 1);
  const value = Number((bytes / 1000 ** exponent).toPrecision(3));
  return `${value} ${UNITS[exponent]}`;
}
