import type { IDataObject } from '@weft/workflow';
import type { NodeHtmlMarkdownOptions } from 'node-html-markdown';

type Replacement = readonly [pattern: RegExp, replacement: string];

/** A pattern the user gave that is not a regular expression; the message names the option. */
export class PatternError extends Error {}

function listOf(text: unknown): string[] {
  return String(text ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
}

function regexOf(pattern: unknown, flags: string, option: string): RegExp {
  try {
    return new RegExp(String(pattern ?? ''), flags);
  } catch {
    throw new PatternError(`The pattern ${JSON.stringify(pattern)} in '${option}' is not a valid regular expression`);
  }
}

function pairOf(entry: unknown, flags: string, option: string): Replacement | undefined {
  const value = (entry as IDataObject | undefined)?.value as IDataObject | undefined;
  if (!value || !value.pattern) return undefined;
  return [regexOf(value.pattern, flags, option), String(value.replacement ?? '')];
}

/**
 * The elements node-html-markdown lays out as blocks by itself. n8n 1.123 runs a release of it in which
 * block elements (these, and the 'Block Elements' option's) win over 'Ignored Elements': listing `nav` or
 * `p` there changes nothing, only inline elements (`span`, `b`, `img` ...) are left out.
 */
const BLOCK_ELEMENTS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'AUDIO', 'BLOCKQUOTE', 'BODY', 'CANVAS', 'CENTER', 'DD', 'DIR', 'DIV', 'DL',
  'DT', 'FIELDSET', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM', 'FRAMESET', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6',
  'HEADER', 'HGROUP', 'HR', 'HTML', 'ISINDEX', 'LI', 'MAIN', 'MENU', 'NAV', 'NOFRAMES', 'NOSCRIPT', 'OL',
  'OUTPUT', 'P', 'PRE', 'SECTION', 'TABLE', 'TBODY', 'TD', 'TFOOT', 'TH', 'THEAD', 'TR', 'UL',
]);

/** node-html-markdown's options from the node's HTML-to-Markdown options. */
export function toHtmlToMarkdownOptions(options: IDataObject): Partial<NodeHtmlMarkdownOptions> {
  const result: Record<string, unknown> = {};
  for (const name of ['bulletMarker', 'codeFence', 'emDelimiter', 'strongDelimiter', 'maxConsecutiveNewlines', 'keepDataImages', 'useLinkReferenceDefinitions']) {
    if (options[name] !== undefined) result[name] = options[name];
  }
  if (options.codeBlockStyle !== undefined) result.codeBlockStyle = options.codeBlockStyle === 'indented' ? 'indented' : 'fenced';
  const blockElements = listOf(options.blockElements);
  if (options.blockElements !== undefined) result.blockElements = blockElements;
  if (options.ignore !== undefined) {
    const blocks = new Set([...BLOCK_ELEMENTS, ...blockElements.map((element) => element.toUpperCase())]);
    result.ignore = listOf(options.ignore).filter((element) => !blocks.has(element.toUpperCase()));
  }
  const globalEscape = pairOf(options.globalEscape, 'g', 'Global Escape Pattern');
  if (globalEscape) result.globalEscape = globalEscape;
  const lineStartEscape = pairOf(options.lineStartEscape, 'gm', 'Line Start Escape Pattern');
  if (lineStartEscape) result.lineStartEscape = lineStartEscape;
  const replacements = ((options.textReplace as IDataObject | undefined)?.values ?? []) as IDataObject[];
  if (replacements.length > 0) {
    result.textReplace = replacements.filter((entry) => entry.pattern)
      .map((entry) => [regexOf(entry.pattern, 'g', 'Text Replacement Patterns'), String(entry.replacement ?? '')] as const);
  }
  return result as Partial<NodeHtmlMarkdownOptions>;
}
