import type { IDataObject, INodeProperties } from '@weft/workflow';

type Option = [name: string, type: 'boolean' | 'string' | 'number', defaultValue: boolean | string | number, description: string];

/** Each Markdown-to-HTML option is the showdown option of the same name. */
const SHOWDOWN_OPTIONS: Option[] = [
  ['openLinksInNewWindow', 'boolean', false, 'Whether links open in a new window'],
  ['simplifiedAutoLink', 'boolean', false, 'Whether plain web addresses become links'],
  ['backslashEscapesHTMLTags', 'boolean', false, 'Whether a backslash escapes HTML tags'],
  ['completeHTMLDocument', 'boolean', false, 'Whether to output a whole HTML document with html, head and body tags'],
  ['customizedHeaderId', 'boolean', false, 'Whether to use the text in curly braces after a heading as its ID'],
  ['emoji', 'boolean', false, 'Whether emoji codes such as :smile: become emoji'],
  ['encodeEmails', 'boolean', true, 'Whether to encode email addresses as HTML entities'],
  ['excludeTrailingPunctuationFromURLs', 'boolean', false, 'Whether punctuation at the end of a web address stays outside its link'],
  ['ghCodeBlocks', 'boolean', true, 'Whether GitHub-style fenced code blocks are understood'],
  ['ghCompatibleHeaderId', 'boolean', false, 'Whether heading IDs are made the way GitHub makes them'],
  ['ghMentionsLink', 'string', 'https://github.com/{u}', 'The link a mention points to; {u} is the user name'],
  ['ghMentions', 'boolean', false, 'Whether @mentions become links'],
  ['tasklists', 'boolean', false, 'Whether GitHub-style task lists are understood'],
  ['headerLevelStart', 'number', 1, 'The HTML heading level that a top-level Markdown heading becomes'],
  ['requireSpaceBeforeHeadingText', 'boolean', false, 'Whether a heading needs a space after its # signs'],
  ['literalMidWordAsterisks', 'boolean', false, 'Whether asterisks inside words stay as they are'],
  ['literalMidWordUnderscores', 'boolean', false, 'Whether underscores inside words stay as they are'],
  ['noHeaderId', 'boolean', false, 'Whether to give headings no ID'],
  ['parseImgDimensions', 'boolean', false, 'Whether image sizes can be given in Markdown'],
  ['prefixHeaderId', 'string', 'section', 'A prefix for the ID of each heading'],
  ['rawHeaderId', 'boolean', false, 'Whether heading IDs keep spaces, quotes and other characters'],
  ['rawPrefixHeaderId', 'boolean', false, 'Whether the heading ID prefix is used as it is'],
  ['simpleLineBreaks', 'boolean', false, 'Whether a single line break becomes a br tag, as on GitHub'],
  ['smartIndentationFix', 'boolean', false, 'Whether to fix indentation that comes from code editors'],
  ['disableForced4SpacesIndentedSublists', 'boolean', false, 'Whether sub-lists need no longer be indented by 4 spaces'],
  ['splitAdjacentBlockquotes', 'boolean', false, 'Whether block quotes next to each other stay separate'],
  ['strikethrough', 'boolean', false, 'Whether ~~text~~ becomes struck through'],
  ['tablesHeaderId', 'boolean', false, 'Whether table headers get an ID'],
  ['tables', 'boolean', false, 'Whether tables are understood'],
];

const KNOWN = new Set(SHOWDOWN_OPTIONS.map(([name]) => name));

function displayNameOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/HTMLTags/, 'HTML Tags').replace(/URLs/, 'URLs');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const showdownOptionProperties: INodeProperties[] = SHOWDOWN_OPTIONS.map(([name, type, defaultValue, description]) => ({
  displayName: displayNameOf(name), name, type, default: defaultValue, description,
}));

/** The showdown converter options: only those the user set, so showdown's own defaults apply to the rest. */
export function toShowdownOptions(options: IDataObject): IDataObject {
  return Object.fromEntries(Object.entries(options).filter(([name]) => KNOWN.has(name)));
}
