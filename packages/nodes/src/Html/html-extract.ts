import type { CheerioAPI } from 'cheerio';
import type { IDataObject } from '@weft/workflow';

export interface ExtractionValue {
  key: string;
  cssSelector: string;
  returnValue: 'attribute' | 'html' | 'text' | 'value';
  attribute?: string;
  skipSelectors?: string;
  returnArray?: boolean;
}

export interface ExtractOptions {
  trimValues: boolean;
  cleanUpText: boolean;
  /** From 1.2, 'Skip Selectors' leave matching elements out of the text. */
  skipSelectors: boolean;
  /**
   * From 1.2, text is the first matched element's HTML converted as html-to-text does by default
   * (links as "text [href]", headings in capitals, list bullets); version 1 joins the raw text of
   * every matched element.
   */
  convertText?: boolean;
}

/** html-to-text's convert, loaded with cheerio (on the first extraction). */
export type HtmlToText = (html: string, options?: { selectors?: Array<{ selector: string; format: string }> }) => string;

/** A selection of elements (cheerio's node type comes from a package of its own, not a dependency here). */
type Selection = ReturnType<CheerioAPI>;

/** A selector cheerio refused; the message names it. */
export class SelectorError extends Error {}

function selectorsOf(text: string | undefined): string {
  return (text ?? '').split(',').map((selector) => selector.trim()).filter((selector) => selector !== '').join(', ');
}

function textOf($: CheerioAPI, element: Selection, value: ExtractionValue, options: ExtractOptions, convert?: HtmlToText): string {
  const skip = options.skipSelectors ? selectorsOf(value.skipSelectors) : '';
  if (options.convertText && convert) {
    const selectors = skip === '' ? [] : skip.split(', ').map((selector) => ({ selector, format: 'skip' }));
    return convert(element.first().html() ?? '', { selectors });
  }
  if (skip === '') return element.text();
  // Work on a copy, so the skipped elements stay for the other extraction values.
  const copy = $(element.clone());
  copy.find(skip).remove();
  return copy.text();
}

/** "Clean Up Text": line breaks go, runs of spaces become one. */
function cleanUp(text: string): string {
  return text.replace(/[\r\n]+/g, '').replace(/\s+/g, ' ');
}

function valueOf($: CheerioAPI, element: Selection, value: ExtractionValue, options: ExtractOptions, convert?: HtmlToText): unknown {
  let result: unknown;
  switch (value.returnValue) {
    case 'attribute':
      result = element.attr(value.attribute ?? '');
      break;
    case 'html':
      result = element.html() ?? undefined;
      break;
    case 'value':
      result = element.val();
      break;
    default: {
      // Before 1.2 a selector that matches nothing gives no text at all, from 1.2 an empty text (n8n).
      if (!options.convertText && element.length === 0) break;
      let text = textOf($, element, value, options, convert);
      if (options.cleanUpText) text = cleanUp(text);
      result = text;
    }
  }
  return typeof result === 'string' && options.trimValues ? result.trim() : result;
}

function select($: CheerioAPI, selector: string): Selection {
  try {
    return $(selector);
  } catch (error) {
    throw new SelectorError(`The CSS selector "${selector}" is not valid: ${(error as Error).message}`);
  }
}

/**
 * The values each extraction asks for: of all matched elements (text joined; html, attribute and
 * value of the first), or with 'Return Array' one value per matched element. A value that cannot be
 * had (no element matched, no such attribute) leaves its key out, as in n8n.
 */
export function extractValues($: CheerioAPI, values: ExtractionValue[], options: ExtractOptions, convert?: HtmlToText): IDataObject {
  const result: IDataObject = {};
  for (const value of values) {
    const elements = select($, value.cssSelector);
    const extracted = value.returnArray
      ? elements.toArray().map((element) => valueOf($, $(element), value, options, convert))
      : valueOf($, elements, value, options, convert);
    if (extracted !== undefined) result[value.key] = extracted as IDataObject[string];
  }
  return result;
}
