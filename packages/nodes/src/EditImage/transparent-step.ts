import type { Picture } from './picture.js';
import { colourOf, type Step } from './step-values.js';

/** Every pixel of exactly the colour becomes fully transparent (GraphicsMagick's -transparent without fuzz). */
export function transparentStep(picture: Picture, step: Step): Picture {
  const { r, g, b } = colourOf(step, 'color', '#ff0000');
  const data = Buffer.from(picture.data);
  for (let at = 0; at < data.length; at += 4) {
    if (data[at] === r && data[at + 1] === g && data[at + 2] === b) data[at + 3] = 0;
  }
  return { ...picture, data };
}
