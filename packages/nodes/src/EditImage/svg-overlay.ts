import { through, type Picture } from './picture.js';

/** Text and attribute values for SVG: the five characters XML gives meaning to, and control characters, neutralised. */
export function escapeXml(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Paints SVG elements (already escaped) over the whole picture. */
export function paintSvg(picture: Picture, elements: string): Promise<Picture> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${picture.width}" height="${picture.height}">${elements}</svg>`;
  return through(picture, (image) => image.composite([{ input: Buffer.from(svg), left: 0, top: 0 }]));
}
