import { compositeStep } from './composite-step.js';
import { drawStep, textStep } from './draw-steps.js';
import { blurStep, borderStep, createStep, cropStep, resizeStep, rotateStep, shearStep } from './geometry-steps.js';
import { ImageError, type Picture } from './picture.js';
import type { Step } from './step-values.js';
import type { ResolveInFilesFolder } from './text-font.js';
import { transparentStep } from './transparent-step.js';

/** The parameters each single operation reads (n8n's list; a Multi Step entry holds them itself). */
export const OPERATION_PARAMETER_NAMES: Record<string, string[]> = {
  blur: ['blur', 'sigma'],
  border: ['borderColor', 'borderWidth', 'borderHeight'],
  create: ['backgroundColor', 'height', 'width'],
  crop: ['height', 'positionX', 'positionY', 'width'],
  composite: ['dataPropertyNameComposite', 'operator', 'positionX', 'positionY'],
  draw: ['color', 'cornerRadius', 'endPositionX', 'endPositionY', 'primitive', 'startPositionX', 'startPositionY'],
  information: [],
  resize: ['height', 'resizeOption', 'width'],
  rotate: ['backgroundColor', 'rotate'],
  shear: ['degreesX', 'degreesY'],
  text: ['font', 'fontColor', 'fontSize', 'lineLength', 'positionX', 'positionY', 'text'],
  transparent: ['color'],
};

export interface StepSources {
  /** The decoded image in a binary field of the item. */
  readImage(field: string): Promise<Picture>;
  resolveInFilesFolder: ResolveInFilesFolder;
  /** The Options' font, which wins over a step's own (as in n8n). */
  font?: string;
}

/** Applies the steps in order; a first step other than Create starts from `start()`. */
export async function runSteps(steps: Step[], start: () => Promise<Picture>, sources: StepSources): Promise<Picture> {
  let picture: Picture | undefined;
  for (const step of steps) {
    if (step.operation === 'create') {
      picture = await createStep(step);
      continue;
    }
    picture ??= await start();
    switch (step.operation) {
      case 'blur': picture = await blurStep(picture, step); break;
      case 'border': picture = await borderStep(picture, step); break;
      case 'composite': picture = await compositeStep(picture, step, sources.readImage); break;
      case 'crop': picture = await cropStep(picture, step); break;
      case 'draw': picture = await drawStep(picture, step); break;
      case 'resize': picture = await resizeStep(picture, step); break;
      case 'rotate': picture = await rotateStep(picture, step); break;
      case 'shear': picture = await shearStep(picture, step); break;
      case 'text': picture = await textStep(picture, step, sources.font || String(step.font ?? ''), sources.resolveInFilesFolder); break;
      case 'transparent': picture = transparentStep(picture, step); break;
      default: throw new ImageError(step.operation ? `The operation "${step.operation}" is not one Edit Image knows` : 'A step of "Operations" has no operation chosen');
    }
  }
  return picture ?? start();
}
