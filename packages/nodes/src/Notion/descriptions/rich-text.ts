import type { INodeProperties } from '@weft/workflow';
import { databaseLocator } from './locators.js';

/* Rich text as Notion builds it: text runs (optionally links), mentions and equations, each with annotations. */

const COLORS = [
  'default', 'gray', 'brown', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'red',
  'gray_background', 'brown_background', 'orange_background', 'yellow_background', 'green_background',
  'blue_background', 'purple_background', 'pink_background', 'red_background',
];

const label = (value: string) => value.split('_').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');

export function richTextProperty(displayOptions: INodeProperties['displayOptions']): INodeProperties {
  const mentionDatabase = databaseLocator({ show: { mentionType: ['database'] } });
  return {
    displayName: 'Text',
    name: 'text',
    placeholder: 'Add text',
    type: 'fixedCollection',
    default: {},
    typeOptions: { multipleValues: true },
    displayOptions,
    options: [{
      displayName: 'Text',
      name: 'text',
      values: [
        {
          displayName: 'Type', name: 'textType', type: 'options', default: 'text',
          options: [{ name: 'Equation', value: 'equation' }, { name: 'Mention', value: 'mention' }, { name: 'Text', value: 'text' }],
        },
        { displayName: 'Text', name: 'text', type: 'string', default: '', description: 'The text (up to 2000 characters)', displayOptions: { show: { textType: ['text'] } } },
        { displayName: 'Is Link', name: 'isLink', type: 'boolean', default: false, displayOptions: { show: { textType: ['text'] } } },
        { displayName: 'Text Link', name: 'textLink', type: 'string', default: '', description: 'The URL the text links to', displayOptions: { show: { textType: ['text'], isLink: [true] } } },
        {
          displayName: 'Type', name: 'mentionType', type: 'options', default: '', displayOptions: { show: { textType: ['mention'] } },
          options: [{ name: 'Database', value: 'database' }, { name: 'Date', value: 'date' }, { name: 'Page', value: 'page' }, { name: 'User', value: 'user' }],
        },
        {
          displayName: 'User Name or ID', name: 'user', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getUsers' },
          description: 'The user to mention', displayOptions: { show: { mentionType: ['user'] } },
        },
        { displayName: 'Page ID', name: 'page', type: 'string', default: '', description: 'The page to mention', displayOptions: { show: { mentionType: ['page'] } } },
        { ...mentionDatabase, name: 'database', required: undefined, description: 'The database to mention' },
        { displayName: 'Range', name: 'range', type: 'boolean', default: false, description: 'Whether the mention is a date range', displayOptions: { show: { mentionType: ['date'] } } },
        { displayName: 'Date', name: 'date', type: 'dateTime', default: '', displayOptions: { show: { mentionType: ['date'], range: [false] } } },
        { displayName: 'Date Start', name: 'dateStart', type: 'dateTime', default: '', displayOptions: { show: { mentionType: ['date'], range: [true] } } },
        { displayName: 'Date End', name: 'dateEnd', type: 'dateTime', default: '', displayOptions: { show: { range: [true], mentionType: ['date'] } } },
        { displayName: 'Expression', name: 'expression', type: 'string', default: '', description: 'A KaTeX expression', displayOptions: { show: { textType: ['equation'] } } },
        {
          displayName: 'Annotations', name: 'annotationUi', type: 'collection', placeholder: 'Add annotation', default: {},
          options: [
            { displayName: 'Bold', name: 'bold', type: 'boolean', default: false },
            { displayName: 'Italic', name: 'italic', type: 'boolean', default: false },
            { displayName: 'Strikethrough', name: 'strikethrough', type: 'boolean', default: false },
            { displayName: 'Underline', name: 'underline', type: 'boolean', default: false },
            { displayName: 'Code', name: 'code', type: 'boolean', default: false },
            { displayName: 'Color', name: 'color', type: 'options', default: '', options: COLORS.map((color) => ({ name: label(color), value: color })) },
          ],
        },
      ],
    }],
  };
}

const TEXT_BLOCKS = ['paragraph', 'heading_1', 'heading_2', 'heading_3', 'toggle', 'to_do', 'child_page', 'bulleted_list_item', 'numbered_list_item', 'image'];

/** The fields of one block of a given type: plain or rich text, to-do's check, a child page's title, an image's URL. */
function blockFields(type: string): INodeProperties[] {
  if (type === 'child_page') return [{ displayName: 'Title', name: 'title', type: 'string', default: '', description: 'The child page\'s title', displayOptions: { show: { type: [type] } } }];
  if (type === 'image') return [{ displayName: 'Image URL', name: 'url', type: 'string', default: '', description: 'An external image\'s URL', displayOptions: { show: { type: [type] } } }];
  return [
    ...(type === 'to_do' ? [{ displayName: 'Checked', name: 'checked', type: 'boolean' as const, default: false, description: 'Whether the to-do is done', displayOptions: { show: { type: [type] } } }] : []),
    { displayName: 'Rich Text', name: 'richText', type: 'boolean', default: false, description: 'Whether to build the text from runs with formatting', displayOptions: { show: { type: [type] } } },
    { displayName: 'Text', name: 'textContent', type: 'string', default: '', displayOptions: { show: { type: [type], richText: [false] } } },
    richTextProperty({ show: { type: [type], richText: [true] } }),
  ];
}

/** The Blocks collection of page create, database page create and block append. */
export function blocksProperty(displayOptions: INodeProperties['displayOptions']): INodeProperties {
  return {
    displayName: 'Blocks',
    name: 'blockUi',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    placeholder: 'Add block',
    displayOptions,
    options: [{
      displayName: 'Block',
      name: 'blockValues',
      values: [
        { displayName: 'Type Name or ID', name: 'type', type: 'options', default: 'paragraph', typeOptions: { loadOptionsMethod: 'getBlockTypes' }, description: 'The kind of block' },
        ...TEXT_BLOCKS.flatMap(blockFields),
      ],
    }],
  };
}

export const BLOCK_TYPES = TEXT_BLOCKS;
