import type { IBinaryData, IDataObject, IExecuteFunctions, INodeExecutionData, INodePropertyOptions, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { editImageDescription } from './edit-image.description.js';
import { encodeImage, outputFormatFor, parseOutputFormat, type OutputFormat } from './encode-image.js';
import { imageInformation } from './image-information.js';
import { decodePicture, formatOf, ImageError } from './picture.js';
import { OPERATION_PARAMETER_NAMES, runSteps } from './run-steps.js';
import { numberOf, type Step } from './step-values.js';

const MIME_TYPES: Record<OutputFormat, string> = {
  bmp: 'image/bmp', gif: 'image/gif', jpeg: 'image/jpeg', png: 'image/png', tiff: 'image/tiff', webp: 'image/webp',
};
const EXTENSIONS: Record<OutputFormat, string> = { bmp: 'bmp', gif: 'gif', jpeg: 'jpg', png: 'png', tiff: 'tif', webp: 'webp' };

/** The steps to run: the Multi Step list, or the one operation with its parameters. */
function stepsOf(context: IExecuteFunctions, operation: string, itemIndex: number): Step[] {
  if (operation === 'multiStep') {
    const list = context.getNodeParameter('operations', itemIndex, {}) as { operations?: Step[] };
    const steps = list.operations ?? [];
    if (!steps.length) throw new ImageError('No operation to apply: add at least one to "Operations"');
    return steps;
  }
  const names = OPERATION_PARAMETER_NAMES[operation];
  if (!names) throw new ImageError(`The operation "${operation}" is not one Edit Image knows`);
  const step: Step = { operation };
  for (const name of names) {
    // As in n8n, a parameter the operation does not show (the text's font is in Options) is left out.
    try {
      const value = context.getNodeParameter(name, itemIndex) as IDataObject[string] | undefined;
      if (value !== undefined) step[name] = value;
    } catch {
      continue;
    }
  }
  return [step];
}

/** `name.ext` with the new format's extension, as n8n renames a converted image. */
const renamed = (fileName: string | undefined, format: string) =>
  fileName?.includes('.') ? `${fileName.split('.').slice(0, -1).join('.')}.${format}` : fileName;

async function editItem(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number): Promise<INodeExecutionData> {
  const operation = context.getNodeParameter('operation', itemIndex) as string;
  const field = context.getNodeParameter('dataPropertyName', itemIndex, 'data') as string;
  const readBytes = async (name: string) => {
    context.helpers.assertBinaryData(itemIndex, name);
    return context.helpers.getBinaryDataBuffer(itemIndex, name);
  };
  if (operation === 'information') {
    const bytes = await readBytes(field);
    return { json: await imageInformation(bytes, field, item.binary?.[field]?.fileName), binary: item.binary, pairedItem: { item: itemIndex } };
  }
  const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
  const steps = stepsOf(context, operation, itemIndex);
  let inputFormat = 'png';
  const picture = await runSteps(steps, async () => {
    const bytes = await readBytes(field);
    inputFormat = await formatOf(bytes, field);
    return decodePicture(bytes, field);
  }, {
    readImage: async (name) => decodePicture(await readBytes(name), name),
    resolveInFilesFolder: (path) => context.helpers.resolvePath(path),
    font: typeof options.font === 'string' ? options.font : undefined,
  });
  const format = options.format !== undefined && options.format !== '' ? parseOutputFormat(options.format) : outputFormatFor(inputFormat);
  const quality = options.quality === undefined ? undefined : numberOf(options as Step, 'quality');
  const bytes = await encodeImage(picture, format, quality);
  const previous = item.binary?.[field];
  const prepared = await context.helpers.prepareBinaryData(bytes, undefined, MIME_TYPES[format]);
  const fileName = options.fileName ? String(options.fileName) : options.format ? renamed(previous?.fileName, format) : previous?.fileName;
  const binary: IBinaryData = {
    ...prepared,
    mimeType: MIME_TYPES[format],
    fileExtension: EXTENSIONS[format],
    ...(fileName ? { fileName } : {}),
  };
  return { json: item.json, binary: { ...item.binary, [field]: binary }, pairedItem: { item: itemIndex } };
}

/** `n8n-nodes-base.editImage` 1: edits images with libvips (through sharp) instead of GraphicsMagick. */
export class EditImage implements INodeType {
  description: INodeTypeDescription = editImageDescription;

  methods = {
    loadOptions: {
      /** Font families every Weft server image has; a font file in the folder for files is typed in by name. */
      async getFonts(): Promise<INodePropertyOptions[]> {
        return ['DejaVu Sans', 'DejaVu Sans Mono', 'DejaVu Serif', 'Liberation Mono', 'Liberation Sans', 'Liberation Serif']
          .map((family) => ({ name: family, value: family }));
      },
    },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const output: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      try {
        output.push(await editItem(this, items[itemIndex] as INodeExecutionData, itemIndex));
      } catch (error) {
        const nodeError = error instanceof NodeOperationError ? error : new NodeOperationError(this.getNode(),
          error instanceof ImageError ? error.message : `The image could not be edited: ${(error as Error).message}`, { itemIndex });
        if (!this.continueOnFail()) throw nodeError;
        output.push({ json: { error: nodeError.message }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }
}
