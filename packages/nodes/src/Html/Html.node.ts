import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeError, NodeOperationError, getPath } from '@weft/workflow';
import type * as CheerioModule from 'cheerio';
import type { ExtractionValue } from './html-extract.js';
import { SelectorError, extractValues } from './html-extract.js';
import type { HtmlToText } from './html-extract.js';
import { buildTable } from './html-table.js';
import { resolveTemplate } from './html-template.js';
import { htmlDescription } from './html.description.js';
import { mapEachItem } from '../shared/item-loop.helper.js';
import { ParameterReader } from '../shared/parameter-reader.helper.js';
import { valueKind } from '../shared/value-kind.helper.js';

let cheerio: Promise<typeof CheerioModule> | undefined;
/** cheerio is heavy: it is loaded on the first extraction, not when the node library is imported (server start). */
const loadCheerio = () => (cheerio ??= import('cheerio'));
let htmlToText: Promise<{ convert: HtmlToText }> | undefined;
const loadHtmlToText = () => (htmlToText ??= import('html-to-text'));

function generate(this: IExecuteFunctions, itemIndex: number): IDataObject {
  const template = this.getNodeParameter('html', itemIndex, '') as string;
  const proxy = this.getWorkflowDataProxy(itemIndex);
  const html = resolveTemplate(String(template ?? ''), (expression) => {
    try {
      return proxy.$evaluateExpression(expression, itemIndex) as unknown;
    } catch (error) {
      throw new NodeOperationError(this.getNode(), `The expression ${expression.slice(1)} in the template failed: ${(error as Error).message}`, { itemIndex });
    }
  });
  return { html };
}

async function sourceHtml(this: IExecuteFunctions, reader: ParameterReader, item: INodeExecutionData, itemIndex: number): Promise<string> {
  const field = reader.get<string>('dataPropertyName', itemIndex);
  if (reader.get<string>('sourceData', itemIndex) === 'binary') {
    return Buffer.from(await this.helpers.getBinaryDataBuffer(itemIndex, field)).toString('utf8');
  }
  const value = field in item.json ? item.json[field] : getPath(item.json, field);
  if (value === undefined) {
    throw new NodeOperationError(this.getNode(), `The item has no field "${field}"`, {
      itemIndex, description: "Set 'JSON Property' to the field that holds the HTML.",
    });
  }
  if (typeof value !== 'string') throw new NodeOperationError(this.getNode(), `The field "${field}" holds ${valueKind(value)}, not HTML text`, { itemIndex });
  return value;
}

async function extract(this: IExecuteFunctions, reader: ParameterReader, item: INodeExecutionData, itemIndex: number): Promise<IDataObject> {
  const html = await sourceHtml.call(this, reader, item, itemIndex);
  const values = (reader.get<IDataObject>('extractionValues', itemIndex, {}).values ?? []) as ExtractionValue[];
  values.forEach((value, index) => {
    if (!value.key) throw new NodeOperationError(this.getNode(), `Extraction value ${index + 1} has no key`, { itemIndex, description: 'Give each extraction value the name of its output field.' });
    if (!value.cssSelector?.trim()) throw new NodeOperationError(this.getNode(), `The extraction value "${value.key}" has no CSS selector`, { itemIndex });
  });
  const options = reader.get<IDataObject>('options', itemIndex, {});
  const { load } = await loadCheerio();
  try {
    const { convert } = await loadHtmlToText();
    // An option not added to the node is off (its default applies only once added in the editor).
    return extractValues(load(html), values, {
      trimValues: options.trimValues === true,
      cleanUpText: options.cleanUpText === true,
      skipSelectors: this.getNode().typeVersion > 1.1,
      convertText: this.getNode().typeVersion >= 1.2,
    }, convert);
  } catch (error) {
    if (error instanceof SelectorError) throw new NodeOperationError(this.getNode(), error.message, { itemIndex });
    throw error;
  }
}

function table(this: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData[] {
  const reader = new ParameterReader(this);
  const first = reader.get<IDataObject>('options', 0, {});
  const rows = items.map((item, itemIndex) => {
    const options = reader.get<IDataObject>('options', itemIndex, {});
    return { json: item.json, rowAttributes: options.rowAttributes as string | undefined, cellAttributes: options.cellAttributes as string | undefined };
  });
  const html = buildTable(rows, {
    capitalize: first.capitalize === true,
    customStyling: first.customStyling === true,
    caption: first.caption as string | undefined,
    tableAttributes: first.tableAttributes as string | undefined,
    headerAttributes: first.headerAttributes as string | undefined,
  });
  return [{ json: { table: html }, pairedItem: items.map((_, item) => ({ item })) }];
}

/** `n8n-nodes-base.html` 1 to 1.2: HTML from a template, content extracted with CSS selectors, or an HTML table. */
export class Html implements INodeType {
  description: INodeTypeDescription = htmlDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    if (items.length === 0) return [[]];
    const operation = this.getNodeParameter('operation', 0) as string;
    if (operation === 'convertToHtmlTable') {
      try {
        return [table.call(this, items)];
      } catch (error) {
        if (this.continueOnFail()) return [[{ json: { error: (error as Error).message }, pairedItem: { item: 0 } }]];
        throw error instanceof NodeError ? error : new NodeOperationError(this.getNode(), error as Error);
      }
    }
    const reader = new ParameterReader(this, ['sourceData']);
    return [await mapEachItem(this, items, async (item, itemIndex) => {
      let json: IDataObject;
      if (operation === 'generateHtmlTemplate') json = generate.call(this, itemIndex);
      else if (operation === 'extractHtmlContent') json = await extract.call(this, reader, item, itemIndex);
      else throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known`, { itemIndex });
      return { json, pairedItem: { item: itemIndex } };
    })];
  }
}
