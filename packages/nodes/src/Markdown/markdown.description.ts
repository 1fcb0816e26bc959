import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';
import { showdownOptionProperties } from './markdown-showdown-options.js';

function patternPair(displayName: string, name: string, description: string): INodeProperties {
  return {
    displayName, name, type: 'fixedCollection', default: {}, typeOptions: { multipleValues: false }, description,
    options: [{
      displayName: 'Value', name: 'value',
      values: [
        { displayName: 'Pattern', name: 'pattern', type: 'string', default: '', description: 'A regular expression' },
        { displayName: 'Replacement', name: 'replacement', type: 'string', default: '', description: 'What each match becomes ($& is the match)' },
      ],
    }],
  };
}

const htmlToMarkdownOptions: INodeProperties[] = [
  { displayName: 'Bullet Marker', name: 'bulletMarker', type: 'string', default: '*', description: 'The character that starts each list item' },
  { displayName: 'Code Block Fence', name: 'codeFence', type: 'string', default: '```', description: 'The characters around fenced code blocks' },
  { displayName: 'Emphasis Delimiter', name: 'emDelimiter', type: 'string', default: '_', description: 'The characters around emphasised (italic) text' },
  patternPair('Global Escape Pattern', 'globalEscape', 'Replaces the default escaping of Markdown characters in all text'),
  { displayName: 'Ignored Elements', name: 'ignore', type: 'string', default: '', placeholder: 'e.g. nav, footer', description: 'Comma-separated tag names of inline elements to leave out, with their content (block elements such as nav or p are converted all the same, as in n8n)' },
  { displayName: 'Keep Images With Data URLs', name: 'keepDataImages', type: 'boolean', default: false, description: 'Whether to keep images whose source is a data: URL (they can be large)' },
  patternPair('Line Start Escape Pattern', 'lineStartEscape', 'Replaces the default escaping of Markdown characters at the start of lines'),
  { displayName: 'Max Consecutive New Lines', name: 'maxConsecutiveNewlines', type: 'number', default: 3, description: 'The most line breaks in a row' },
  { displayName: 'Place URLs at the Bottom', name: 'useLinkReferenceDefinitions', type: 'boolean', default: false, description: 'Whether links become numbered references listed at the end' },
  { displayName: 'Strong Delimiter', name: 'strongDelimiter', type: 'string', default: '**', description: 'The characters around strong (bold) text' },
  {
    displayName: 'Style for Code Block', name: 'codeBlockStyle', type: 'options', default: 'fence',
    options: [{ name: 'Fence', value: 'fence' }, { name: 'Indented', value: 'indented' }],
  },
  {
    displayName: 'Text Replacement Patterns', name: 'textReplace', type: 'fixedCollection', default: [],
    typeOptions: { multipleValues: true }, description: 'Replacements applied to the text taken from the HTML',
    options: [{
      displayName: 'Values', name: 'values',
      values: [
        { displayName: 'Pattern', name: 'pattern', type: 'string', default: '', description: 'A regular expression' },
        { displayName: 'Replacement', name: 'replacement', type: 'string', default: '', description: 'What each match becomes' },
      ],
    }],
  },
  { displayName: 'Treat as Blocks', name: 'blockElements', type: 'string', default: '', placeholder: 'e.g. p, div', description: 'Comma-separated tag names to surround with blank lines' },
];

export const markdownDescription: INodeTypeDescription = {
  displayName: 'Markdown',
  name: 'n8n-nodes-base.markdown',
  icon: 'file:markdown.svg',
  group: ['output'],
  version: 1,
  subtitle: '={{$parameter["mode"]==="markdownToHtml" ? "Markdown to HTML" : "HTML to Markdown"}}',
  description: 'Converts between Markdown and HTML',
  defaults: { name: 'Markdown', color: '#000000' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['markdown', 'md', 'html', 'convert'],
  },
  properties: [
    {
      displayName: 'Mode', name: 'mode', type: 'options', default: 'htmlToMarkdown',
      options: [
        { name: 'Markdown to HTML', value: 'markdownToHtml', description: 'Turn Markdown text into HTML' },
        { name: 'HTML to Markdown', value: 'htmlToMarkdown', description: 'Turn HTML into Markdown text' },
      ],
    },
    {
      displayName: 'HTML', name: 'html', type: 'string', default: '', required: true,
      displayOptions: { show: { mode: ['htmlToMarkdown'] } }, description: 'The HTML to convert',
    },
    {
      displayName: 'Markdown', name: 'markdown', type: 'string', default: '', required: true,
      typeOptions: { rows: 4 }, displayOptions: { show: { mode: ['markdownToHtml'] } }, description: 'The Markdown to convert',
    },
    {
      displayName: 'Destination Key', name: 'destinationKey', type: 'string', default: 'data', required: true,
      displayOptions: { show: { mode: ['markdownToHtml', 'htmlToMarkdown'] } },
      description: 'The field to write the result to (dots reach into nested fields)',
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      displayOptions: { show: { mode: ['htmlToMarkdown'] } }, options: htmlToMarkdownOptions,
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      displayOptions: { show: { mode: ['markdownToHtml'] } }, options: showdownOptionProperties,
    },
  ],
};
