import { svgFill } from './image-colour.js';
import { ImageError, type Picture } from './picture.js';
import { colourOf, numberOf, stringOf, type Step } from './step-values.js';
import { escapeXml, paintSvg } from './svg-overlay.js';
import { fontFamily, type ResolveInFilesFolder } from './text-font.js';

/** GraphicsMagick's primitives: a rectangle between two corners (both inside), a circle by centre and a point on it, a 1-pixel line. */
export function drawStep(picture: Picture, step: Step): Promise<Picture> {
  const { colour, opacity } = svgFill(colourOf(step, 'color', '#ff000000'));
  const x1 = numberOf(step, 'startPositionX', 50);
  const y1 = numberOf(step, 'startPositionY', 50);
  const x2 = numberOf(step, 'endPositionX', 250);
  const y2 = numberOf(step, 'endPositionY', 250);
  const primitive = stringOf(step, 'primitive', 'rectangle');
  const paint = `fill="${colour}" fill-opacity="${opacity}"`;
  let element: string;
  if (primitive === 'rectangle') {
    const radius = Math.max(0, numberOf(step, 'cornerRadius', 0));
    element = `<rect x="${Math.min(x1, x2)}" y="${Math.min(y1, y2)}" width="${Math.abs(x2 - x1) + 1}" height="${Math.abs(y2 - y1) + 1}" rx="${radius}" ry="${radius}" ${paint}/>`;
  } else if (primitive === 'circle') {
    element = `<circle cx="${x1 + 0.5}" cy="${y1 + 0.5}" r="${Math.hypot(x2 - x1, y2 - y1)}" ${paint}/>`;
  } else if (primitive === 'line') {
    element = `<line x1="${x1 + 0.5}" y1="${y1 + 0.5}" x2="${x2 + 0.5}" y2="${y2 + 0.5}" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="1" stroke-linecap="square"/>`;
  } else {
    throw new ImageError(`The value of "primitive" is not one Edit Image draws: "${primitive}"`);
  }
  return paintSvg(picture, element);
}

/** n8n's wrapping: words are moved to a new line once a line would pass `lineLength` characters. */
export function wrapLines(text: string, lineLength: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line.length + word.length + 1 > lineLength) {
        lines.push(line.trim());
        line = '';
      }
      line += `${word} `;
    }
    lines.push(line.trim());
  }
  return lines;
}

/** Writes the text with its first line's baseline at Position Y, as GraphicsMagick does. */
export async function textStep(picture: Picture, step: Step, font: string, resolve: ResolveInFilesFolder): Promise<Picture> {
  const size = numberOf(step, 'fontSize', 18);
  if (size <= 0) throw new ImageError('The value of "fontSize" must be more than 0');
  const lineLength = Math.max(1, numberOf(step, 'lineLength', 80));
  const x = numberOf(step, 'positionX', 50);
  const y = numberOf(step, 'positionY', 50);
  const { colour, opacity } = svgFill(colourOf(step, 'fontColor', '#000000'));
  const family = await fontFamily(font, resolve);
  const lines = wrapLines(stringOf(step, 'text'), lineLength)
    .map((line, index) => `<tspan x="${x}" dy="${index === 0 ? 0 : size * 1.2}">${escapeXml(line)}</tspan>`);
  return paintSvg(picture, `<text x="${x}" y="${y}" font-family="${escapeXml(family)}" font-size="${size}" fill="${colour}" fill-opacity="${opacity}" xml:space="preserve">${lines.join('')}</text>`);
}
