import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fontFamilyName } from './font-family-name.js';
import { loadSharp } from './load-sharp.js';
import { ImageError } from './picture.js';

const FONT_FILE = /\.(ttf|otf|ttc)$/i;
const registered = new Map<string, string>();

/** Reads only inside the folder for files: `resolve` is the engine's path check (it refuses the rest). */
export type ResolveInFilesFolder = (path: string) => Promise<string>;

/**
 * The font family to write with. A font file (.ttf, .otf, .ttc) is taken from the folder for files
 * and made known to the font renderer; anything else is a family name, with DejaVu Sans by default
 * (n8n's default, Arial, is usually missing on servers).
 */
export async function fontFamily(font: string, resolve: ResolveInFilesFolder): Promise<string> {
  const value = font.trim();
  if (!value) return 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
  if (!FONT_FILE.test(value)) {
    if (extname(value) || value.includes('/')) throw new ImageError(`The font "${value}" is neither a font family nor a .ttf, .otf or .ttc file`);
    return value;
  }
  const path = await resolve(value);
  const known = registered.get(path);
  if (known) return known;
  const bytes = await readFile(path).catch(() => {
    throw new ImageError(`The font file "${value}" could not be read`);
  });
  const family = fontFamilyName(bytes);
  if (!family) throw new ImageError(`The file "${value}" is not a TrueType or OpenType font`);
  // Rendering once with the file adds it to fontconfig for this process, where the SVG renderer finds it.
  const sharp = await loadSharp();
  await sharp({ text: { text: 'a', fontfile: path, font: family } }).png().toBuffer();
  registered.set(path, family);
  return family;
}
