import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { PatternError, toHtmlToMarkdownOptions } from './markdown-html-options.js';
import { toShowdownOptions } from './markdown-showdown-options.js';
import { markdownDescription } from './markdown.description.js';
import { itemWithField, mapEachItem } from '../shared/item-loop.helper.js';
import { ParameterReader } from '../shared/parameter-reader.helper.js';

type Convert = (text: string) => string;

function textOf(context: IExecuteFunctions, label: string, value: unknown, itemIndex: number): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return '';
  throw new NodeOperationError(context.getNode(), `'${label}' must be text, but it is ${Array.isArray(value) ? 'an array' : 'an object'}`, {
    itemIndex, description: 'Use an expression that gives text, for example {{ $json.body }}.',
  });
}

/** The converter libraries are loaded on first use, not when the node library is imported (server start). */
async function converterFor(mode: string, options: IDataObject): Promise<Convert> {
  if (mode === 'markdownToHtml') {
    const { default: showdown } = await import('showdown');
    const converter = new showdown.Converter(toShowdownOptions(options));
    return (text) => converter.makeHtml(text);
  }
  const { NodeHtmlMarkdown } = await import('node-html-markdown');
  const converter = new NodeHtmlMarkdown(toHtmlToMarkdownOptions(options));
  return (text) => converter.translate(text);
}

/** `n8n-nodes-base.markdown` v1: Markdown to HTML (showdown) or HTML to Markdown (node-html-markdown) into a field. */
export class Markdown implements INodeType {
  description: INodeTypeDescription = markdownDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const reader = new ParameterReader(this, ['mode']);
    let cached: { mode: string; options: IDataObject; convert: Convert } | undefined;
    return [await mapEachItem(this, this.getInputData(), async (item, itemIndex) => {
      const mode = reader.get<string>('mode', itemIndex);
      if (mode !== 'markdownToHtml' && mode !== 'htmlToMarkdown') {
        throw new NodeOperationError(this.getNode(), `The mode "${mode}" is not known`, { itemIndex, description: 'Choose Markdown to HTML or HTML to Markdown.' });
      }
      const options = reader.get<IDataObject>('options', itemIndex, {});
      // The converter is made once, and again only when the mode or the options differ for this item.
      if (cached?.mode !== mode || cached.options !== options) {
        try {
          cached = { mode, options, convert: await converterFor(mode, options) };
        } catch (error) {
          if (error instanceof PatternError) throw new NodeOperationError(this.getNode(), error.message, { itemIndex });
          throw error;
        }
      }
      const source = mode === 'markdownToHtml'
        ? textOf(this, 'Markdown', reader.get('markdown', itemIndex), itemIndex)
        : textOf(this, 'HTML', reader.get('html', itemIndex), itemIndex);
      const destinationKey = reader.get<string>('destinationKey', itemIndex);
      if (typeof destinationKey !== 'string' || destinationKey.trim() === '') {
        throw new NodeOperationError(this.getNode(), "'Destination Key' is empty", { itemIndex, description: 'Name the field to write the result to.' });
      }
      return itemWithField(item, itemIndex, destinationKey, cached.convert(source));
    })];
  }
}
