import type { Blend } from 'sharp';
import { ImageError, through, type Picture } from './picture.js';
import { numberOf, stringOf, type Step } from './step-values.js';

/** Operators that are Porter-Duff compositing, which libvips does itself. */
const BLENDS: Record<string, Blend> = { Over: 'over', In: 'in', Out: 'out', Atop: 'atop', Xor: 'xor', Copy: 'source' };

type Channels = (under: number[], over: number[]) => number[];

const intensity = (pixel: number[]) => 0.299 * (pixel[0] ?? 0) + 0.587 * (pixel[1] ?? 0) + 0.114 * (pixel[2] ?? 0);
const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const eachColour = (mix: (under: number, over: number) => number): Channels =>
  (under, over) => [mix(under[0] ?? 0, over[0] ?? 0), mix(under[1] ?? 0, over[1] ?? 0), mix(under[2] ?? 0, over[2] ?? 0), under[3] ?? 0];
const copyChannel = (channel: number): Channels => (under, over) => under.map((value, index) => (index === channel ? (over[index] ?? 0) : value));

/** GraphicsMagick's arithmetic and channel-copy operators, pixel by pixel ("over" is the composite image). */
const ARITHMETIC: Record<string, Channels> = {
  Add: eachColour((under, over) => (under + over) % 256),
  Plus: eachColour((under, over) => clamp(under + over)),
  Subtract: eachColour((under, over) => (((over - under) % 256) + 256) % 256),
  Minus: eachColour((under, over) => clamp(over - under)),
  Difference: eachColour((under, over) => Math.abs(under - over)),
  Multiply: eachColour((under, over) => clamp((under * over) / 255)),
  Divide: eachColour((under, over) => clamp((under * 255) / Math.max(over, 1))),
  Bumpmap: (under, over) => eachColour((value) => clamp((value * intensity(over)) / 255))(under, over),
  CopyRed: copyChannel(0),
  CopyCyan: copyChannel(0),
  CopyGreen: copyChannel(1),
  CopyMagenta: copyChannel(1),
  CopyBlue: copyChannel(2),
  CopyYellow: copyChannel(2),
  CopyBlack: copyChannel(3),
};

/** The part of `overlay` that falls on the base at (left, top), with where it lands. */
function visiblePart(base: Picture, overlay: Picture, left: number, top: number) {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(base.width, left + overlay.width);
  const y1 = Math.min(base.height, top + overlay.height);
  if (x1 <= x0 || y1 <= y0) return undefined;
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0, fromX: x0 - left, fromY: y0 - top };
}

/** CopyOpacity takes the composite image's alpha, or its brightness when it is opaque everywhere (a mask). */
function opacitySource(overlay: Picture): Channels {
  let opaque = true;
  for (let index = 3; index < overlay.data.length && opaque; index += 4) opaque = overlay.data[index] === 255;
  return (under, over) => [under[0] ?? 0, under[1] ?? 0, under[2] ?? 0, opaque ? clamp(intensity(over)) : (over[3] ?? 0)];
}

function mixPixels(base: Picture, overlay: Picture, part: NonNullable<ReturnType<typeof visiblePart>>, mix: Channels): Picture {
  const data = Buffer.from(base.data);
  for (let row = 0; row < part.height; row++) {
    for (let column = 0; column < part.width; column++) {
      const at = ((part.top + row) * base.width + part.left + column) * 4;
      const from = ((part.fromY + row) * overlay.width + part.fromX + column) * 4;
      const under = [...data.subarray(at, at + 4)];
      const over = [...overlay.data.subarray(from, from + 4)];
      const mixed = mix(under, over);
      const weight = (over[3] ?? 255) / 255;
      for (let channel = 0; channel < 4; channel++) {
        // The composite image's transparent pixels leave the base as it was (except when copying opacity).
        const value = channel === 3 ? (mixed[channel] ?? 0) : (under[channel] ?? 0) + ((mixed[channel] ?? 0) - (under[channel] ?? 0)) * weight;
        data[at + channel] = clamp(value);
      }
    }
  }
  return { ...base, data };
}

export async function compositeStep(base: Picture, step: Step, readOverlay: (field: string) => Promise<Picture>): Promise<Picture> {
  const field = stringOf(step, 'dataPropertyNameComposite').trim();
  if (!field) throw new ImageError('No binary field holds the image to composite: fill in "Composite Image Property"');
  const operator = stringOf(step, 'operator', 'Over');
  const left = Math.round(numberOf(step, 'positionX', 0));
  const top = Math.round(numberOf(step, 'positionY', 0));
  if (!BLENDS[operator] && !ARITHMETIC[operator] && operator !== 'CopyOpacity') {
    throw new ImageError(`The value of "operator" is not one Edit Image knows: "${operator}"`);
  }
  const overlay = await readOverlay(field);
  const part = visiblePart(base, overlay, left, top);
  if (!part) return base;
  const blend = BLENDS[operator];
  if (!blend) return mixPixels(base, overlay, part, operator === 'CopyOpacity' ? opacitySource(overlay) : (ARITHMETIC[operator] as Channels));
  // libvips applies In, Out and Copy to the whole canvas; GraphicsMagick only where the composite
  // image lies, so the blend runs on that region alone and is pasted back.
  const covered = await through(overlay, (image) => image.extract({ left: part.fromX, top: part.fromY, width: part.width, height: part.height }));
  const region = await through(base, (image) => image.extract({ left: part.left, top: part.top, width: part.width, height: part.height }));
  const blended = await through(region, (image) => image.composite([{
    input: covered.data, raw: { width: part.width, height: part.height, channels: 4 }, left: 0, top: 0, blend,
  }]));
  const data = Buffer.from(base.data);
  for (let row = 0; row < part.height; row++) {
    blended.data.copy(data, ((part.top + row) * base.width + part.left) * 4, row * part.width * 4, (row + 1) * part.width * 4);
  }
  return { ...base, data };
}
