import { Document } from '@langchain/core/documents';
import { JSONLoader } from '@langchain/classic/document_loaders/fs/json';
import { RecursiveCharacterTextSplitter } from '@langchain/textsplitters';
import type { TextSplitter } from '@langchain/textsplitters';
import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { PdfReadError, readPdf } from '../ExtractFromFile/pdf-reader.js';

/** The item's JSON as documents: one per string value (LangChain's JSON loader), as n8n's JSON loader does. */
async function jsonDocuments(json: unknown): Promise<Document[]> {
  return await new JSONLoader(new Blob([JSON.stringify(json)], { type: 'application/json' })).load();
}

const TEXT_TYPES = /^text\/|^application\/(xml|x-yaml|yaml|javascript|x-sh|csv)/;

/** The item's binary file as documents: JSON by its strings, PDF one per page, text as one. */
async function binaryDocuments(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number, field: string): Promise<Document[]> {
  const binary = item.binary?.[field];
  if (!binary) {
    throw new NodeOperationError(context.getNode(), `The item has no binary field '${field}'`, {
      itemIndex, description: 'Check the Binary Data Key option: it names the field holding the file to summarize',
    });
  }
  const bytes = Buffer.from(await context.helpers.getBinaryDataBuffer(itemIndex, field));
  const mimeType = binary.mimeType ?? '';
  const metadata = { source: binary.fileName ?? 'blob', blobType: mimeType };
  if (mimeType === 'application/json') return await jsonDocuments(JSON.parse(bytes.toString('utf8')));
  if (mimeType === 'application/pdf') {
    try {
      const pdf = await readPdf(new Uint8Array(bytes), { joinPages: false, maxPages: 0 });
      return ([pdf.text].flat()).map((text, page) => new Document({ pageContent: text, metadata: { ...metadata, loc: { pageNumber: page + 1 } } }));
    } catch (error) {
      if (error instanceof PdfReadError) throw new NodeOperationError(context.getNode(), error.message, { itemIndex });
      throw error;
    }
  }
  if (TEXT_TYPES.test(mimeType)) return [new Document({ pageContent: bytes.toString('utf8'), metadata })];
  throw new NodeOperationError(context.getNode(), `Files of type '${mimeType}' cannot be summarized`, {
    itemIndex, description: 'Text, JSON and PDF files can be summarized',
  });
}

/** The splitter of the chunking mode: simple takes the chunk size and overlap; advanced a connected Text Splitter, or none. */
export async function chunkSplitter(context: IExecuteFunctions, itemIndex: number): Promise<TextSplitter | undefined> {
  const mode = context.getNodeParameter('chunkingMode', itemIndex, 'simple') as string;
  if (mode === 'advanced') return await context.getInputConnectionData('ai_textSplitter', 0) as TextSplitter | undefined;
  const chunkSize = context.getNodeParameter('chunkSize', itemIndex, 1000) as number;
  const chunkOverlap = context.getNodeParameter('chunkOverlap', itemIndex, 200) as number;
  if (chunkOverlap >= chunkSize) {
    throw new NodeOperationError(context.getNode(), 'The chunk overlap must be smaller than the chunk size', { itemIndex });
  }
  return new RecursiveCharacterTextSplitter({ chunkSize, chunkOverlap });
}

/** The item's documents for the JSON and binary operation modes, split into chunks. */
export async function itemDocuments(
  context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number, source: 'nodeInputJson' | 'nodeInputBinary',
): Promise<Document[]> {
  const documents = source === 'nodeInputJson'
    ? await jsonDocuments(item.json)
    : await binaryDocuments(context, item, itemIndex, context.getNodeParameter('options.binaryDataKey', itemIndex, 'data') as string);
  const splitter = await chunkSplitter(context, itemIndex);
  return splitter ? await splitter.splitDocuments(documents) : documents;
}
