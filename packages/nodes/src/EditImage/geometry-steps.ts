import type { Sharp } from 'sharp';
import { loadSharp } from './load-sharp.js';
import { assertPixels, fromSharp, ImageError, through, type Picture } from './picture.js';
import { colourOf, numberOf, stringOf, type Step } from './step-values.js';

export async function createStep(step: Step): Promise<Picture> {
  const width = Math.round(numberOf(step, 'width', 50));
  const height = Math.round(numberOf(step, 'height', 50));
  assertPixels(width, height, 'image to create');
  const sharp = await loadSharp();
  return fromSharp(sharp({ create: { width, height, channels: 4, background: colourOf(step, 'backgroundColor', '#ffffff00') } }).png());
}

export function blurStep(picture: Picture, step: Step): Promise<Picture> {
  numberOf(step, 'blur', 5);
  const sigma = numberOf(step, 'sigma', 2);
  // GraphicsMagick's radius only bounds the kernel; the strength is sigma, which is all sharp takes.
  if (sigma < 0.3) return Promise.resolve(picture);
  return through(picture, (image) => image.blur(Math.min(sigma, 1000)));
}

export function borderStep(picture: Picture, step: Step): Promise<Picture> {
  const x = Math.max(0, Math.round(numberOf(step, 'borderWidth', 10)));
  const y = Math.max(0, Math.round(numberOf(step, 'borderHeight', 10)));
  assertPixels(picture.width + 2 * x, picture.height + 2 * y, 'image with its border');
  return through(picture, (image) => image.extend({ top: y, bottom: y, left: x, right: x, background: colourOf(step, 'borderColor', '#000000') }));
}

/** Like GraphicsMagick, the rectangle is clipped to the image; one entirely outside it is an error. */
export function cropStep(picture: Picture, step: Step): Promise<Picture> {
  const left = Math.max(0, Math.round(numberOf(step, 'positionX', 0)));
  const top = Math.max(0, Math.round(numberOf(step, 'positionY', 0)));
  const width = Math.min(Math.round(numberOf(step, 'width', 500)), picture.width - left);
  const height = Math.min(Math.round(numberOf(step, 'height', 500)), picture.height - top);
  if (width < 1 || height < 1) {
    throw new ImageError(`The crop rectangle lies outside the ${picture.width}×${picture.height} image`);
  }
  return through(picture, (image) => image.extract({ left, top, width, height }));
}

/** The size GraphicsMagick's resize geometry flags give (`!`, `@`, `^`, `<`, `>`, `%`). */
export function resizedSize(picture: Picture, step: Step): { width: number; height: number } {
  const width = numberOf(step, 'width', 500);
  const height = numberOf(step, 'height', 500);
  const option = stringOf(step, 'resizeOption', 'maximumArea');
  const { width: w, height: h } = picture;
  const scaled = (factor: number) => ({ width: Math.max(1, Math.round(w * factor)), height: Math.max(1, Math.round(h * factor)) });
  const fit = Math.min(width / w, height / h);
  switch (option) {
    case 'ignoreAspectRatio': return { width: Math.round(width), height: Math.round(height) };
    case 'percent': return { width: Math.max(1, Math.round((w * width) / 100)), height: Math.max(1, Math.round((h * height) / 100)) };
    case 'minimumArea': return scaled(Math.max(width / w, height / h));
    case 'onlyIfLarger': return fit < 1 ? scaled(fit) : { width: w, height: h };
    case 'onlyIfSmaller': return fit > 1 ? scaled(fit) : { width: w, height: h };
    case 'maximumArea': {
      const area = width * height;
      return w * h > area ? scaled(Math.sqrt(area / (w * h))) : { width: w, height: h };
    }
    default: throw new ImageError(`The value of "resizeOption" is not one Edit Image knows: "${option}"`);
  }
}

export function resizeStep(picture: Picture, step: Step): Promise<Picture> {
  const size = resizedSize(picture, step);
  assertPixels(size.width, size.height, 'resized image');
  if (size.width === picture.width && size.height === picture.height) return Promise.resolve(picture);
  return through(picture, (image) => image.resize(size.width, size.height, { fit: 'fill' }));
}

export function rotateStep(picture: Picture, step: Step): Promise<Picture> {
  const degrees = numberOf(step, 'rotate', 0);
  const radians = (Math.abs(degrees % 90) * Math.PI) / 180;
  const turned = Math.abs(degrees % 180) >= 90;
  const [w, h] = turned ? [picture.height, picture.width] : [picture.width, picture.height];
  assertPixels(w * Math.cos(radians) + h * Math.sin(radians), w * Math.sin(radians) + h * Math.cos(radians), 'rotated image');
  return through(picture, (image) => image.rotate(degrees, { background: colourOf(step, 'backgroundColor', '#ffffffff') }));
}

/** GraphicsMagick's shear: X slants rows sideways, Y slants columns; the canvas grows to hold the result. */
export function shearStep(picture: Picture, step: Step): Promise<Picture> {
  const tangent = (name: string) => {
    const degrees = numberOf(step, name, 0);
    if (Math.abs(degrees % 180) === 90) throw new ImageError(`The value of "${name}" cannot be 90 degrees`);
    return Math.tan((degrees * Math.PI) / 180);
  };
  const shearX = tangent('degreesX');
  const shearY = tangent('degreesY');
  if (shearX === 0 && shearY === 0) return Promise.resolve(picture);
  assertPixels(picture.width + Math.abs(shearX) * picture.height, picture.height + Math.abs(shearY) * picture.width, 'sheared image');
  return through(picture, (image: Sharp) => image.affine([[1, shearX], [shearY, 1]], { background: { r: 0, g: 0, b: 0, alpha: 0 } }));
}
