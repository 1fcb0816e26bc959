import type { INodeProperties } from '@weft/workflow';
import { MODES, MY_DRIVE, ROOT_FOLDER } from '../../locators.js';

/** The Parent Drive and Parent Folder pickers of the operations that put a file somewhere. */
export function driveAndFolder(displayOptions: INodeProperties['displayOptions'], required: boolean): INodeProperties[] {
  return [
    {
      displayName: 'Parent Drive', name: 'driveId', type: 'resourceLocator', default: { mode: 'list', value: MY_DRIVE }, required, displayOptions,
      modes: MODES.driveWithMyDrive, description: 'My Drive, or a shared drive',
    },
    {
      displayName: 'Parent Folder', name: 'folderId', type: 'resourceLocator', default: { mode: 'list', value: ROOT_FOLDER, cachedResultName: '/ (Root folder)' },
      required, displayOptions, modes: MODES.folder, description: 'The folder in the drive; "/ (Root folder)" is the drive\'s top level',
    },
  ];
}

/** Upload settings Drive takes as query parameters. */
export function uploadOptions(): INodeProperties[] {
  return [
    { displayName: 'Keep Revision Forever', name: 'keepRevisionForever', type: 'boolean', default: false, description: 'Whether to keep this revision of the content forever (at most 200 per file)' },
    { displayName: 'OCR Language', name: 'ocrLanguage', type: 'string', default: '', placeholder: 'e.g. en', description: 'The language (ISO 639-1) to read text in images with when converting' },
    { displayName: 'Use Content As Indexable Text', name: 'useContentAsIndexableText', type: 'boolean', default: false, description: 'Whether to use the content as the text Drive searches' },
  ];
}

const DOCS_V3 = ['text/html', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.oasis.opendocument.text', 'application/pdf', 'application/rtf', 'text/plain'];
const DOCS_V1 = DOCS_V3.slice(0, 5);
const NAMES: Record<string, string> = {
  'text/html': 'HTML', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'MS Word Document', 'application/vnd.oasis.opendocument.text': 'Open Office Document',
  'application/pdf': 'PDF', 'application/rtf': 'Rich Text (rtf)', 'text/plain': 'Text (txt)', 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/svg+xml': 'SVG',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'MS PowerPoint', 'application/vnd.oasis.opendocument.presentation': 'OpenOffice Presentation',
  'text/csv': 'CSV', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'MS Excel', 'application/vnd.oasis.opendocument.spreadsheet': 'Open Office Sheet',
  'application/x-vnd.oasis.opendocument.spreadsheet': 'Open Office Sheet',
};
const choices = (values: string[]) => values.map((value) => ({ name: NAMES[value] ?? value, value }));

/** Which format a Google Docs, Sheets, Slides or Drawings file is exported to when downloaded (the lists differ by version). */
export function conversionOption(version: 'v1' | 'v3'): INodeProperties {
  const v3 = version === 'v3';
  const option = (displayName: string, name: string, values: string[], fallback: string): INodeProperties => ({
    displayName, name, type: 'options', default: fallback, options: choices(values), description: `The format ${displayName.replace(' To Format', '').replace('Google ', '')} files are downloaded as`,
  });
  const pptx = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return {
    displayName: 'Google File Conversion', name: 'googleFileConversion', type: 'fixedCollection', typeOptions: { multipleValues: false }, default: {},
    placeholder: 'Add Conversion',
    options: [{
      displayName: 'Conversion', name: 'conversion',
      values: v3
        ? [
          option('Google Docs', 'docsToFormat', DOCS_V3, 'text/html'),
          option('Google Drawings', 'drawingsToFormat', ['image/jpeg', 'application/pdf', 'image/png', 'image/svg+xml'], 'image/jpeg'),
          option('Google Slides', 'slidesToFormat', [pptx, 'application/vnd.oasis.opendocument.presentation', 'application/pdf'], pptx),
          option('Google Sheets', 'sheetsToFormat', ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.oasis.opendocument.spreadsheet', 'application/pdf'], 'text/csv'),
        ]
        : [
          option('Google Docs', 'docsToFormat', DOCS_V1, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
          option('Google Drawings', 'drawingsToFormat', ['image/jpeg', 'image/png', 'image/svg+xml', 'application/pdf'], 'image/jpeg'),
          option('Google Slides', 'slidesToFormat', [pptx, 'application/pdf', 'application/vnd.oasis.opendocument.presentation', 'text/plain'], pptx),
          option('Google Sheets', 'sheetsToFormat', ['application/x-vnd.oasis.opendocument.spreadsheet', 'application/pdf', 'text/csv'], 'application/x-vnd.oasis.opendocument.spreadsheet'),
        ],
    }],
  };
}
