import type { INodeProperties } from '@weft/workflow';

/* Update's actions: one entry per Docs batchUpdate request, chosen by object and action. */

const when = (object: string[], action?: string[], extra: Record<string, unknown> = {}) => ({ show: { object, ...(action ? { action } : {}), ...extra } });
const segmentOptions = [
  { name: 'Header', value: 'header' },
  { name: 'Body', value: 'body' },
  { name: 'Footer', value: 'footer' },
];
const segment = (object: string[], action: string[]): INodeProperties[] => [
  { displayName: 'Insert Segment', name: 'insertSegment', type: 'options', default: 'body', description: 'The part of the document the action works in', options: segmentOptions, displayOptions: when(object, action) },
  {
    displayName: 'Segment ID', name: 'segmentId', type: 'string', default: '', description: 'The ID of the header or footer',
    displayOptions: { ...when(object, action), hide: { insertSegment: ['body'] } },
  },
];
const location = (object: string): INodeProperties[] => [
  {
    displayName: 'Insert Location', name: 'locationChoice', type: 'options', default: 'endOfSegmentLocation', displayOptions: when([object], ['insert']),
    options: [
      { name: 'At End of Specific Position', value: 'endOfSegmentLocation', description: 'At the end of the header, footer or body' },
      { name: 'At Index', value: 'location', description: 'At a given index' },
    ],
  },
  {
    displayName: 'Index', name: 'index', type: 'number', default: 1, typeOptions: { minValue: 1 }, description: 'Where to insert (the body starts at 1)',
    displayOptions: when([object], ['insert'], { locationChoice: ['location'] }),
  },
];

export const actionValues: INodeProperties[] = [
  {
    displayName: 'Object', name: 'object', type: 'options', default: 'text', description: 'What the action works on',
    options: [
      { name: 'Footer', value: 'footer' }, { name: 'Header', value: 'header' }, { name: 'Named Range', value: 'namedRange' }, { name: 'Page Break', value: 'pageBreak' },
      { name: 'Paragraph Bullets', value: 'paragraphBullets' }, { name: 'Positioned Object', value: 'positionedObject' }, { name: 'Table', value: 'table' },
      { name: 'Table Column', value: 'tableColumn' }, { name: 'Table Row', value: 'tableRow' }, { name: 'Text', value: 'text' },
    ],
  },
  { displayName: 'Action', name: 'action', type: 'options', default: '', options: [{ name: 'Find and Replace Text', value: 'replaceAll' }, { name: 'Insert', value: 'insert' }], displayOptions: when(['text']) },
  { displayName: 'Action', name: 'action', type: 'options', default: '', options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }], displayOptions: when(['footer', 'header', 'namedRange', 'paragraphBullets']) },
  { displayName: 'Action', name: 'action', type: 'options', default: '', options: [{ name: 'Delete', value: 'delete' }, { name: 'Insert', value: 'insert' }], displayOptions: when(['tableColumn', 'tableRow']) },
  { displayName: 'Action', name: 'action', type: 'options', default: '', options: [{ name: 'Insert', value: 'insert' }], displayOptions: when(['pageBreak', 'table']) },
  { displayName: 'Action', name: 'action', type: 'options', default: '', options: [{ name: 'Delete', value: 'delete' }], displayOptions: when(['positionedObject']) },
  ...segment(['footer', 'header', 'paragraphBullets', 'namedRange'], ['create']),
  { displayName: 'Index', name: 'index', type: 'number', default: 0, description: 'The index of the section break the header or footer belongs to', displayOptions: when(['footer', 'header'], ['create']) },
  { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The name of the named range', displayOptions: when(['namedRange'], ['create']) },
  { displayName: 'Start Index', name: 'startIndex', type: 'number', default: 0, description: 'Where the range starts', displayOptions: when(['namedRange'], ['create']) },
  { displayName: 'End Index', name: 'endIndex', type: 'number', default: 0, description: 'Where the range ends (exclusive)', displayOptions: when(['namedRange'], ['create']) },
  {
    displayName: 'Style', name: 'bulletPreset', type: 'options', default: 'BULLET_DISC_CIRCLE_SQUARE', displayOptions: when(['paragraphBullets'], ['create']),
    options: [
      { name: 'Bullet List', value: 'BULLET_DISC_CIRCLE_SQUARE', description: 'Disc, circle and square bullets' },
      { name: 'Checkbox List', value: 'BULLET_CHECKBOX', description: 'Checkboxes' },
      { name: 'Numbered List', value: 'NUMBERED_DECIMAL_NESTED', description: 'Numbers, nested as 1., 1.1., ...' },
    ],
  },
  { displayName: 'Footer ID', name: 'footerId', type: 'string', default: '', description: 'The footer to delete', displayOptions: when(['footer'], ['delete']) },
  { displayName: 'Header ID', name: 'headerId', type: 'string', default: '', description: 'The header to delete', displayOptions: when(['header'], ['delete']) },
  {
    displayName: 'Specify Range By', name: 'namedRangeReference', type: 'options', default: 'namedRangeId', displayOptions: when(['namedRange'], ['delete']),
    options: [{ name: 'ID', value: 'namedRangeId' }, { name: 'Name', value: 'name' }],
  },
  { displayName: 'ID', name: 'value', type: 'string', default: '', description: 'The ID of the named range', displayOptions: when(['namedRange'], ['delete'], { namedRangeReference: ['namedRangeId'] }) },
  { displayName: 'Name', name: 'value', type: 'string', default: '', description: 'The name of the named ranges (all with it are deleted)', displayOptions: when(['namedRange'], ['delete'], { namedRangeReference: ['name'] }) },
  { displayName: 'Object ID', name: 'objectId', type: 'string', default: '', description: 'The positioned object (an image, say) to delete', displayOptions: when(['positionedObject'], ['delete']) },
  ...segment(['pageBreak', 'table', 'tableColumn', 'tableRow', 'text'], ['insert']),
  ...location('pageBreak'),
  ...location('table'),
  { displayName: 'Rows', name: 'rows', type: 'number', default: 0, description: 'How many rows the table has', displayOptions: when(['table'], ['insert']) },
  { displayName: 'Columns', name: 'columns', type: 'number', default: 0, description: 'How many columns the table has', displayOptions: when(['table'], ['insert']) },
  ...location('text'),
  { displayName: 'Text', name: 'text', type: 'string', default: '', description: 'The text to insert', displayOptions: when(['text'], ['insert']) },
  { displayName: 'Old Text', name: 'text', type: 'string', default: '', description: 'The text to find', displayOptions: when(['text'], ['replaceAll']) },
  { displayName: 'New Text', name: 'replaceText', type: 'string', default: '', description: 'What replaces it', displayOptions: when(['text'], ['replaceAll']) },
  { displayName: 'Match Case', name: 'matchCase', type: 'boolean', default: false, description: 'Whether upper and lower case must match', displayOptions: when(['text'], ['replaceAll']) },
  ...segment(['paragraphBullets', 'tableColumn', 'tableRow'], ['delete']),
  { displayName: 'Start Index', name: 'startIndex', type: 'number', default: 0, description: 'Where the paragraphs start', displayOptions: when(['paragraphBullets']) },
  { displayName: 'End Index', name: 'endIndex', type: 'number', default: 0, description: 'Where the paragraphs end', displayOptions: when(['paragraphBullets']) },
  {
    displayName: 'Insert Position', name: 'insertPosition', type: 'options', default: true, displayOptions: when(['tableColumn', 'tableRow'], ['insert']),
    options: [{ name: 'Before Content at Index', value: false }, { name: 'After Content at Index', value: true }],
  },
  { displayName: 'Index', name: 'index', type: 'number', default: 1, typeOptions: { minValue: 1 }, description: "The table's start index", displayOptions: when(['tableColumn', 'tableRow']) },
  { displayName: 'Row Index', name: 'rowIndex', type: 'number', default: 0, description: 'The row of the cell (from 0)', displayOptions: when(['tableColumn', 'tableRow']) },
  { displayName: 'Column Index', name: 'columnIndex', type: 'number', default: 0, description: 'The column of the cell (from 0)', displayOptions: when(['tableColumn', 'tableRow']) },
] as INodeProperties[];
