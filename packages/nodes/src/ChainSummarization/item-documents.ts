import type { Document } from '@langchain/core/documents';
import { RecursiveCharacterTextSplitter } from '@langchain/textsplitters';
import type { TextSplitter } from '@langchain/textsplitters';
import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { csvDocuments, jsonDocuments, loaderForMimeType, pdfDocuments, textDocuments } from '../ai/item-documents.js';

/** The item's binary file as documents, read by its MIME type as n8n's binary loader does (PDFs a page each). */
async function binaryDocuments(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number, field: string): Promise<Document[]> {
  if (!item.binary?.[field]) {
    throw new NodeOperationError(context.getNode(), `The item has no binary field '${field}'`, {
      itemIndex, description: 'Check the Input Data Field Name option: it names the field holding the file to summarize',
    });
  }
  const binary = context.helpers.assertBinaryData(itemIndex, field);
  const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, field);
  const text = () => Buffer.from(bytes).toString('utf8');
  const metadata = binary.fileName ? { fileName: binary.fileName } : {};
  switch (loaderForMimeType(binary.mimeType ?? '')) {
    case 'textLoader': return textDocuments(text(), binary.mimeType, metadata);
    case 'csvLoader': return csvDocuments(text(), { separator: ',', column: '' }, metadata);
    case 'pdfLoader': return await pdfDocuments(new Uint8Array(bytes), true, metadata);
    case 'jsonLoader':
      try {
        return jsonDocuments(JSON.parse(text()), '', metadata);
      } catch {
        throw new NodeOperationError(context.getNode(), `The file in '${field}' is not valid JSON`, { itemIndex });
      }
    default:
      throw new NodeOperationError(context.getNode(), `Files of type '${binary.mimeType}' cannot be summarized`, {
        itemIndex, description: 'Text, CSV, JSON and PDF files can be summarized',
      });
  }
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
    ? jsonDocuments(item.json, '', {})
    : await binaryDocuments(context, item, itemIndex, context.getNodeParameter('options.binaryDataKey', itemIndex, 'data') as string);
  const splitter = await chunkSplitter(context, itemIndex);
  return splitter ? await splitter.splitDocuments(documents) : documents;
}
