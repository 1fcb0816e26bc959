import type { Document } from '@langchain/core/documents';
import { RecursiveCharacterTextSplitter } from '@langchain/textsplitters';
import type { TextSplitter } from '@langchain/textsplitters';
import type { INodeExecutionData, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { Metadata } from '../ai/item-documents.js';
import { docxText } from '../ai/docx-text.js';
import { csvDocuments, epubDocuments, jsonDocuments, loaderForMimeType, pdfDocuments, textDocuments } from '../ai/item-documents.js';
import type { ItemDocumentLoader } from '../ai/vector-store-node.js';
import { defaultDataLoaderDescription } from './default-data-loader.description.js';

interface LoaderOptions { pointers?: string; separator?: string; column?: string; splitPages?: boolean; metadata?: { metadataValues?: Array<{ name: string; value: string }> } }

/**
 * What the loader supplies: the documents of one input item of the vector store, split into chunks.
 * Each item loaded is recorded on the loader node with the documents it became.
 */
class DefaultDataLoader implements ItemDocumentLoader {
  constructor(private readonly context: ISupplyDataFunctions, private readonly splitter: TextSplitter) {}

  async processItem(item: INodeExecutionData, itemIndex: number): Promise<Document[]> {
    const { index } = this.context.addInputData('ai_document', [[item]]);
    try {
      const documents = await this.splitter.splitDocuments(await this.load(item, itemIndex));
      this.context.addOutputData('ai_document', index, [documents.map((document) => ({ json: { metadata: document.metadata, pageContent: document.pageContent } }))]);
      return documents;
    } catch (error) {
      const shown = error instanceof NodeOperationError ? error : new NodeOperationError(this.context.getNode(), (error as Error).message, { itemIndex });
      this.context.addOutputData('ai_document', index, shown);
      throw shown;
    }
  }

  private async load(item: INodeExecutionData, itemIndex: number): Promise<Document[]> {
    const context = this.context;
    const options = context.getNodeParameter('options', itemIndex, {}) as LoaderOptions;
    const metadata: Metadata = Object.fromEntries((options.metadata?.metadataValues ?? []).map(({ name, value }) => [name, value]));
    if (context.getNodeParameter('dataType', itemIndex, 'json') === 'json') {
      if (context.getNodeParameter('jsonMode', itemIndex, 'allInputData') === 'expressionData') {
        const data = context.getNodeParameter('jsonData', itemIndex, '') as unknown;
        const text = typeof data === 'string' ? data : JSON.stringify(data);
        return text === '' ? [] : textDocuments(text, 'text/plain', metadata);
      }
      return jsonDocuments(item.json, options.pointers ?? '', metadata);
    }
    const keys = context.getNodeParameter('binaryMode', itemIndex, 'allInputData') === 'specificField'
      ? [context.getNodeParameter('binaryDataKey', itemIndex, 'data') as string]
      : Object.keys(item.binary ?? {});
    const missing = keys.find((key) => !item.binary?.[key]);
    if (missing !== undefined) {
      throw new NodeOperationError(context.getNode(), `The input item has no binary field "${missing}"`, {
        itemIndex, description: 'Name the field that holds the file in "Input Data Field Name"',
      });
    }
    const documents: Document[] = [];
    for (const key of keys) documents.push(...await this.loadFile(itemIndex, key, options, metadata));
    return documents;
  }

  private async loadFile(itemIndex: number, key: string, options: LoaderOptions, metadata: Metadata): Promise<Document[]> {
    const context = this.context;
    const node = context.getNode();
    const binary = context.helpers.assertBinaryData(itemIndex, key);
    const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, key);
    const chosen = context.getNodeParameter('loader', itemIndex, 'auto') as string;
    const loader = chosen === 'auto' ? loaderForMimeType(binary.mimeType) : chosen;
    const text = () => Buffer.from(bytes).toString('utf8');
    switch (loader) {
      case 'textLoader': return textDocuments(text(), binary.mimeType || 'text/plain', metadata);
      case 'jsonLoader': {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text());
        } catch {
          throw new NodeOperationError(node, `The file in "${key}" is not valid JSON`, { itemIndex });
        }
        return jsonDocuments(parsed, options.pointers ?? '', metadata);
      }
      case 'csvLoader': return csvDocuments(text(), { separator: options.separator ?? ',', column: options.column ?? '' }, metadata);
      case 'pdfLoader': return pdfDocuments(new Uint8Array(bytes), options.splitPages ?? true, metadata);
      case 'docxLoader': {
        const content = docxText(bytes);
        if (content === undefined) throw new NodeOperationError(node, `The file in "${key}" is not a Word (docx) document`, { itemIndex });
        return textDocuments(content, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', metadata);
      }
      case 'epubLoader': {
        const chapters = await epubDocuments(new Uint8Array(bytes), metadata);
        if (chapters === undefined) throw new NodeOperationError(node, `The file in "${key}" is not an EPUB book`, { itemIndex });
        return chapters;
      }
      default:
        throw new NodeOperationError(node, `Unsupported mime type: ${binary.mimeType}`, {
          itemIndex, description: 'Choose the data format in the "Data Format" parameter, or send text, JSON, CSV, PDF, Word (docx) or EPUB',
        });
    }
  }
}

/** Default Data Loader: the input items of a vector store (JSON or files) as documents, split into chunks. */
export class DocumentDefaultDataLoader implements INodeType {
  description: INodeTypeDescription = defaultDataLoaderDescription;

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const simple = this.getNode().typeVersion >= 1.1 && this.getNodeParameter('textSplittingMode', itemIndex, 'simple') === 'simple';
    const splitter = simple
      ? new RecursiveCharacterTextSplitter({ chunkSize: 1000, chunkOverlap: 200 })
      : await this.getInputConnectionData('ai_textSplitter', 0) as TextSplitter | undefined;
    if (!splitter) throw new NodeOperationError(this.getNode(), 'A Text Splitter sub-node must be connected');
    return { response: new DefaultDataLoader(this, splitter) };
  }
}
