import { encodeBmp } from './bmp-encoder.js';
import { ImageError, toSharp, type Picture } from './picture.js';

export const OUTPUT_FORMATS = ['bmp', 'gif', 'jpeg', 'png', 'tiff', 'webp'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The output format for an input format sharp names (`heif`/`avif` are written as PNG: n8n offers neither). */
export function outputFormatFor(inputFormat: string): OutputFormat {
  if (inputFormat === 'jpg') return 'jpeg';
  return (OUTPUT_FORMATS as readonly string[]).includes(inputFormat) ? inputFormat as OutputFormat : 'png';
}

export function parseOutputFormat(value: unknown): OutputFormat {
  const format = value === 'tif' ? 'tiff' : value === 'jpg' ? 'jpeg' : value;
  if (typeof format === 'string' && (OUTPUT_FORMATS as readonly string[]).includes(format)) return format as OutputFormat;
  throw new ImageError(`Invalid image format: ${String(value)}. Valid formats are: ${OUTPUT_FORMATS.join(', ')}`);
}

/** The picture's bytes in `format`; `quality` (0–100) as GraphicsMagick reads it for each format. */
export async function encodeImage(picture: Picture, format: OutputFormat, quality?: number): Promise<Buffer> {
  if (format === 'bmp') return encodeBmp(picture);
  const image = await toSharp(picture);
  const level = quality === undefined ? undefined : Math.max(1, Math.min(100, Math.round(quality)));
  switch (format) {
    case 'jpeg': return image.flatten({ background: '#ffffff' }).jpeg(level ? { quality: level } : {}).toBuffer();
    // For PNG the tens digit is the zlib compression level, as in GraphicsMagick.
    case 'png': return image.png(quality === undefined ? {} : { compressionLevel: Math.min(9, Math.floor(quality / 10)) }).toBuffer();
    case 'tiff': return image.tiff(level ? { quality: level } : {}).toBuffer();
    case 'webp': return image.webp(level ? { quality: level } : {}).toBuffer();
    case 'gif': return image.gif().toBuffer();
  }
}
