import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { mapEachItem } from '../shared/item-loop.helper.js';
import { optionsReader, parameterReader } from '../shared/parameter-reader.helper.js';
import { outputKeepingSource } from './extract-operations.js';
import type { PdfProblem, ReadPdfOptions } from './pdf-reader.js';
import { PdfReadError, readPdf } from './pdf-reader.js';

const WHAT_TO_DO: Record<PdfProblem, string> = {
  notPdf: 'Choose the binary field that holds the PDF, or the Extract operation for this kind of file.',
  needsPassword: 'Enter the password that opens the file in the Password option.',
  wrongPassword: 'Check the Password option: it must be the password that opens the file.',
  damaged: 'The file may be cut short or corrupted. Check that it was downloaded or uploaded completely.',
};

export function pdfOptionsOf(options: IDataObject): ReadPdfOptions {
  const maxPages = Number(options.maxPages ?? 0);
  return {
    joinPages: options.joinPages !== false,
    maxPages: Number.isFinite(maxPages) && maxPages > 0 ? Math.floor(maxPages) : 0,
    password: typeof options.password === 'string' && options.password !== '' ? options.password : undefined,
  };
}

/** PDF: each input file becomes one item with its text, page counts, info and metadata. */
export function extractPdf(context: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const readOptions = optionsReader(context);
  const readField = parameterReader(context, 'binaryPropertyName', 'data');
  return mapEachItem(context, items, async (item, itemIndex) => {
    const options = readOptions(itemIndex);
    const field = readField(itemIndex);
    // A copy: pdf.js may detach the bytes it is given, and the buffer may be the binary store's own.
    const bytes = new Uint8Array(await context.helpers.getBinaryDataBuffer(itemIndex, field));
    try {
      const content = await readPdf(bytes, pdfOptionsOf(options));
      const output = outputKeepingSource(item, itemIndex, options);
      Object.assign(output.json, content);
      return output;
    } catch (error) {
      if (!(error instanceof PdfReadError)) throw error;
      const message = error.problem === 'notPdf'
        ? `The file is not a PDF (binary field "${field}", type ${item.binary?.[field]?.mimeType ?? 'unknown'})`
        : error.message;
      throw new NodeOperationError(context.getNode(), message, { itemIndex, description: WHAT_TO_DO[error.problem] });
    }
  });
}
