import type { Sharp } from 'sharp';
import { loadSharp, MAX_PIXELS } from './load-sharp.js';

/** The image between steps: 8-bit RGBA pixels, row by row. */
export interface Picture {
  data: Buffer;
  width: number;
  height: number;
}

/** Raised for an image or size the node refuses; the node turns it into a node error. */
export class ImageError extends Error {}

/** The raster formats read; SVG and PDF are refused, as their renderers may reach other files. */
export const READABLE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'tiff', 'heif', 'avif']);

export function assertPixels(width: number, height: number, what: string): void {
  if (!(width >= 1 && height >= 1)) throw new ImageError(`The ${what} would be empty (${width}×${height} pixels)`);
  if (width * height > MAX_PIXELS) {
    throw new ImageError(`The ${what} would be ${Math.round(width)}×${Math.round(height)} pixels, more than the ${MAX_PIXELS.toLocaleString('en-US')} pixels allowed`);
  }
}

/** The format sharp finds in the bytes, or an ImageError naming the field when it is not a readable image. */
export async function formatOf(bytes: Uint8Array, field: string): Promise<string> {
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => undefined);
  if (!metadata?.format || !READABLE_FORMATS.has(metadata.format)) {
    throw new ImageError(`The file in "${field}" is not an image Edit Image can read${metadata?.format ? ` (${metadata.format})` : ''}; it reads JPEG, PNG, GIF, WebP, TIFF, HEIF and AVIF`);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) assertPixels(metadata.width ?? 0, metadata.height ?? 0, `image in "${field}"`);
  return metadata.format;
}

/** Decodes the image's first frame, turned upright as its EXIF orientation says. */
export async function decodePicture(bytes: Uint8Array, field: string): Promise<Picture> {
  await formatOf(bytes, field);
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).autoOrient().ensureAlpha().raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function toSharp(picture: Picture): Promise<Sharp> {
  const sharp = await loadSharp();
  return sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 4 }, limitInputPixels: MAX_PIXELS });
}

export async function fromSharp(image: Sharp): Promise<Picture> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  assertPixels(info.width, info.height, 'image');
  return { data, width: info.width, height: info.height };
}

/** Runs `edit` on the picture through sharp and reads the result back as a picture. */
export async function through(picture: Picture, edit: (image: Sharp) => Sharp): Promise<Picture> {
  return fromSharp(edit(await toSharp(picture)));
}
