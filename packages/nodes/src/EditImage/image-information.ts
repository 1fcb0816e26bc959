import type { IDataObject } from '@weft/workflow';
import type { Metadata } from 'sharp';
import { loadSharp } from './load-sharp.js';
import { formatOf } from './picture.js';

const FORMAT_NAMES: Record<string, [string, string]> = {
  jpeg: ['JPEG', 'JPEG (Joint Photographic Experts Group JFIF format)'],
  png: ['PNG', 'PNG (Portable Network Graphics)'],
  gif: ['GIF', 'GIF (CompuServe graphics interchange format)'],
  webp: ['WEBP', 'WEBP (WebP Image Format)'],
  tiff: ['TIFF', 'TIFF (Tagged Image File Format)'],
  heif: ['HEIF', 'HEIF (High Efficiency Image File Format)'],
};

const COMPRESSION: Record<string, string> = { jpeg: 'JPEG', png: 'Zip', gif: 'LZW', webp: 'WebP' };
const ORIENTATIONS = ['Unknown', 'TopLeft', 'TopRight', 'BottomRight', 'BottomLeft', 'LeftTop', 'RightTop', 'RightBottom', 'LeftBottom'];
const BITS: Record<string, number> = { uchar: 8, char: 8, ushort: 16, short: 16, uint: 32, int: 32, float: 32, double: 64 };

/** File sizes as GraphicsMagick prints them: bytes, then Ki, Mi with one decimal. */
function fileSize(bytes: number): string {
  if (bytes < 1024) return String(bytes);
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}Ki`;
  return `${(bytes / (1024 * 1024)).toFixed(1)}Mi`;
}

function channelNames(metadata: Metadata): string[] {
  const colour = metadata.space === 'b-w' || metadata.space === 'grey16' ? ['Gray'] : metadata.space === 'cmyk' ? ['Cyan', 'Magenta', 'Yellow', 'Black'] : ['Red', 'Green', 'Blue'];
  return metadata.hasAlpha ? [...colour, 'Opacity'] : colour;
}

function imageType(metadata: Metadata): string {
  const grey = metadata.space === 'b-w' || metadata.space === 'grey16';
  const kind = metadata.isPalette ? 'palette' : grey ? 'grayscale' : metadata.space === 'cmyk' ? 'color separated' : 'true color';
  return metadata.hasAlpha ? `${kind} with transparency` : kind;
}

/**
 * What Get Information answers, in the shape of GraphicsMagick's `identify` as n8n returns it: the
 * verbose report's fields (`Format`, `Geometry`, `Type`, `Depth`, `Channel Depths`, ...) and the
 * short ones (`format`, `size`, `depth`). Timing and statistics fields that only GraphicsMagick computes are left out.
 */
export async function imageInformation(bytes: Uint8Array, field: string, fileName?: string): Promise<IDataObject> {
  await formatOf(bytes, field);
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  const format = metadata.format as string;
  const [shortName, longName] = FORMAT_NAMES[format] ?? [format.toUpperCase(), format.toUpperCase()];
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  const depth = BITS[metadata.depth ?? 'uchar'] ?? 8;
  const information: IDataObject = {
    Image: fileName ?? '',
    Format: longName,
    Geometry: `${width}x${height}`,
    Class: metadata.isPalette ? 'PseudoClass' : 'DirectClass',
    Type: imageType(metadata),
    Depth: `${depth} bits-per-pixel component`,
    'Channel Depths': Object.fromEntries(channelNames(metadata).map((name) => [name, `${depth} bits`])),
    ...(metadata.density ? { Resolution: `${metadata.density}x${metadata.density} pixels/inch` } : {}),
    Filesize: fileSize(bytes.byteLength),
    Interlace: metadata.isProgressive ? 'Line' : 'No',
    Orientation: ORIENTATIONS[metadata.orientation ?? 0] ?? 'Unknown',
    'Page geometry': `${width}x${metadata.pageHeight ?? height}+0+0`,
    Compression: COMPRESSION[format] ?? (metadata.compression ? metadata.compression.toUpperCase() : 'Undefined'),
    ...(metadata.pages && metadata.pages > 1 ? { Scenes: metadata.pages } : {}),
    format: shortName,
    size: { width, height },
    depth,
  };
  return information;
}
