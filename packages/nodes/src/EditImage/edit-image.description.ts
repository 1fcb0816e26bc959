import type { INodeProperties, INodePropertyOptions, INodeTypeDescription } from '@weft/workflow';

/** The operations a Multi Step list may hold (all but Get Information and Multi Step itself). */
const STEP_OPERATIONS: INodePropertyOptions[] = [
  { name: 'Blur', value: 'blur', description: 'Blurs the image, making it less sharp', action: 'Blur an image' },
  { name: 'Border', value: 'border', description: 'Puts a border around the image', action: 'Add a border to an image' },
  { name: 'Composite', value: 'composite', description: 'Lays another image over the image', action: 'Composite an image' },
  { name: 'Create', value: 'create', description: 'Makes a new image of one colour', action: 'Create an image' },
  { name: 'Crop', value: 'crop', description: 'Keeps one rectangle of the image', action: 'Crop an image' },
  { name: 'Draw', value: 'draw', description: 'Draws a rectangle, circle or line on the image', action: 'Draw on an image' },
  { name: 'Rotate', value: 'rotate', description: 'Turns the image', action: 'Rotate an image' },
  { name: 'Resize', value: 'resize', description: 'Changes the size of the image', action: 'Resize an image' },
  { name: 'Shear', value: 'shear', description: 'Slants the image along X or Y', action: 'Shear an image' },
  { name: 'Text', value: 'text', description: 'Writes text on the image', action: 'Write text on an image' },
  { name: 'Transparent', value: 'transparent', description: 'Makes one colour of the image transparent', action: 'Make a colour transparent' },
];

const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.toLowerCase().localeCompare(b.name.toLowerCase());

const ALL_OPERATIONS: INodePropertyOptions[] = [
  { name: 'Get Information', value: 'information', description: 'Answers the image\'s format, size, depth and more', action: 'Get information about an image' },
  { name: 'Multi Step', value: 'multiStep', description: 'Applies a list of operations in order', action: 'Apply several operations to an image' },
  ...STEP_OPERATIONS,
].sort(byName);

const on = (operation: string, more: Record<string, string[]> = {}) => ({ show: { operation: [operation], ...more } });

const FONT: INodeProperties = {
  displayName: 'Font Name or ID', name: 'font', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getFonts' },
  displayOptions: on('text'),
  description: 'A font family (e.g. "DejaVu Sans") or a font file (.ttf, .otf) in the folder for files. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

/** The parameters of each operation, shared by the single operations and the Multi Step list. */
const OPERATION_PARAMETERS: INodeProperties[] = [
  { displayName: 'Background Color', name: 'backgroundColor', type: 'color', default: '#ffffff00', typeOptions: { showAlpha: true }, displayOptions: on('create'), description: 'The colour of the new image' },
  { displayName: 'Image Width', name: 'width', type: 'number', default: 50, typeOptions: { minValue: 1 }, displayOptions: on('create'), description: 'The width of the new image, in pixels' },
  { displayName: 'Image Height', name: 'height', type: 'number', default: 50, typeOptions: { minValue: 1 }, displayOptions: on('create'), description: 'The height of the new image, in pixels' },
  {
    displayName: 'Primitive', name: 'primitive', type: 'options', default: 'rectangle', displayOptions: on('draw'), description: 'The shape to draw',
    options: [{ name: 'Circle', value: 'circle' }, { name: 'Line', value: 'line' }, { name: 'Rectangle', value: 'rectangle' }],
  },
  { displayName: 'Color', name: 'color', type: 'color', default: '#ff000000', typeOptions: { showAlpha: true }, displayOptions: on('draw'), description: 'The colour of the shape' },
  { displayName: 'Start Position X', name: 'startPositionX', type: 'number', default: 50, displayOptions: on('draw', { primitive: ['circle', 'line', 'rectangle'] }), description: 'Horizontal start of the shape (a circle\'s centre)' },
  { displayName: 'Start Position Y', name: 'startPositionY', type: 'number', default: 50, displayOptions: on('draw', { primitive: ['circle', 'line', 'rectangle'] }), description: 'Vertical start of the shape (a circle\'s centre)' },
  { displayName: 'End Position X', name: 'endPositionX', type: 'number', default: 250, displayOptions: on('draw', { primitive: ['circle', 'line', 'rectangle'] }), description: 'Horizontal end of the shape (a point on a circle\'s edge)' },
  { displayName: 'End Position Y', name: 'endPositionY', type: 'number', default: 250, displayOptions: on('draw', { primitive: ['circle', 'line', 'rectangle'] }), description: 'Vertical end of the shape (a point on a circle\'s edge)' },
  { displayName: 'Corner Radius', name: 'cornerRadius', type: 'number', default: 0, displayOptions: on('draw', { primitive: ['rectangle'] }), description: 'Rounds the rectangle\'s corners by this many pixels' },
  { displayName: 'Text', name: 'text', type: 'string', default: '', typeOptions: { rows: 5 }, placeholder: 'Text to write', displayOptions: on('text'), description: 'The text to write on the image' },
  { displayName: 'Font Size', name: 'fontSize', type: 'number', default: 18, displayOptions: on('text'), description: 'The size of the letters, in pixels' },
  { displayName: 'Font Color', name: 'fontColor', type: 'color', default: '#000000', displayOptions: on('text'), description: 'The colour of the text' },
  { displayName: 'Position X', name: 'positionX', type: 'number', default: 50, displayOptions: on('text'), description: 'Where the text starts horizontally' },
  { displayName: 'Position Y', name: 'positionY', type: 'number', default: 50, displayOptions: on('text'), description: 'Where the first line of text sits (its baseline)' },
  { displayName: 'Max Line Length', name: 'lineLength', type: 'number', default: 80, typeOptions: { minValue: 1 }, displayOptions: on('text'), description: 'The most characters on one line before the text wraps at a space' },
  { displayName: 'Blur', name: 'blur', type: 'number', default: 5, typeOptions: { minValue: 0, maxValue: 1000 }, displayOptions: on('blur'), description: 'The radius of the blur' },
  { displayName: 'Sigma', name: 'sigma', type: 'number', default: 2, typeOptions: { minValue: 0, maxValue: 1000 }, displayOptions: on('blur'), description: 'How strong the blur is' },
  { displayName: 'Border Width', name: 'borderWidth', type: 'number', default: 10, displayOptions: on('border'), description: 'Pixels of border left and right' },
  { displayName: 'Border Height', name: 'borderHeight', type: 'number', default: 10, displayOptions: on('border'), description: 'Pixels of border above and below' },
  { displayName: 'Border Color', name: 'borderColor', type: 'color', default: '#000000', displayOptions: on('border'), description: 'The colour of the border' },
  {
    displayName: 'Composite Image Property', name: 'dataPropertyNameComposite', type: 'string', default: '', placeholder: 'data2', displayOptions: on('composite'),
    description: 'The binary field holding the image to lay over the one in Property Name',
  },
  {
    displayName: 'Operator', name: 'operator', type: 'options', default: 'Over', displayOptions: on('composite'), description: 'How the two images are combined',
    options: ['Add', 'Atop', 'Bumpmap', 'Copy', 'CopyBlack', 'CopyBlue', 'CopyCyan', 'CopyGreen', 'CopyMagenta', 'CopyOpacity', 'CopyRed', 'CopyYellow',
      'Difference', 'Divide', 'In', 'Minus', 'Multiply', 'Out', 'Over', 'Plus', 'Subtract', 'Xor']
      .map((value) => ({ name: value.replace(/^Copy(?=.)/, 'Copy '), value })),
  },
  { displayName: 'Position X', name: 'positionX', type: 'number', default: 0, displayOptions: on('composite'), description: 'Horizontal position of the laid-over image' },
  { displayName: 'Position Y', name: 'positionY', type: 'number', default: 0, displayOptions: on('composite'), description: 'Vertical position of the laid-over image' },
  { displayName: 'Width', name: 'width', type: 'number', default: 500, displayOptions: on('crop'), description: 'Width of the part kept' },
  { displayName: 'Height', name: 'height', type: 'number', default: 500, displayOptions: on('crop'), description: 'Height of the part kept' },
  { displayName: 'Position X', name: 'positionX', type: 'number', default: 0, displayOptions: on('crop'), description: 'Left edge of the part kept' },
  { displayName: 'Position Y', name: 'positionY', type: 'number', default: 0, displayOptions: on('crop'), description: 'Top edge of the part kept' },
  { displayName: 'Width', name: 'width', type: 'number', default: 500, displayOptions: on('resize'), description: 'The new width' },
  { displayName: 'Height', name: 'height', type: 'number', default: 500, displayOptions: on('resize'), description: 'The new height' },
  {
    displayName: 'Option', name: 'resizeOption', type: 'options', default: 'maximumArea', displayOptions: on('resize'), description: 'How Width and Height are used',
    options: [
      { name: 'Ignore Aspect Ratio', value: 'ignoreAspectRatio', description: 'Exactly Width × Height, stretching the image if needed' },
      { name: 'Maximum Area', value: 'maximumArea', description: 'Shrinks the image, keeping its shape, to at most Width × Height pixels in area' },
      { name: 'Minimum Area', value: 'minimumArea', description: 'The smallest size, keeping the shape, that covers Width × Height' },
      { name: 'Only if Larger', value: 'onlyIfLarger', description: 'Shrinks to fit inside Width × Height, only when the image is larger' },
      { name: 'Only if Smaller', value: 'onlyIfSmaller', description: 'Enlarges to fit inside Width × Height, only when the image is smaller' },
      { name: 'Percent', value: 'percent', description: 'Width and Height are percentages of the current size' },
    ],
  },
  { displayName: 'Rotate', name: 'rotate', type: 'number', default: 0, typeOptions: { minValue: -360, maxValue: 360 }, displayOptions: on('rotate'), description: 'Degrees to turn the image clockwise' },
  {
    displayName: 'Background Color', name: 'backgroundColor', type: 'color', default: '#ffffffff', typeOptions: { showAlpha: true }, displayOptions: on('rotate'),
    description: 'The colour filling the corners when the angle is not a multiple of 90',
  },
  { displayName: 'Degrees X', name: 'degreesX', type: 'number', default: 0, displayOptions: on('shear'), description: 'Horizontal slant, in degrees' },
  { displayName: 'Degrees Y', name: 'degreesY', type: 'number', default: 0, displayOptions: on('shear'), description: 'Vertical slant, in degrees' },
  { displayName: 'Color', name: 'color', type: 'color', default: '#ff0000', displayOptions: on('transparent'), description: 'The colour to make transparent' },
];

const properties: INodeProperties[] = [
  { displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'border', options: ALL_OPERATIONS },
  { displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', description: 'The binary field holding the image' },
  {
    displayName: 'Operations', name: 'operations', placeholder: 'Add Operation', type: 'fixedCollection', default: {},
    typeOptions: { multipleValues: true, sortable: true }, displayOptions: on('multiStep'), description: 'The operations, applied in this order',
    options: [{
      name: 'operations', displayName: 'Operations',
      values: [
        { displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: '', options: STEP_OPERATIONS },
        ...OPERATION_PARAMETERS,
        FONT,
      ],
    }],
  },
  ...OPERATION_PARAMETERS,
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: { hide: { operation: ['information'] } },
    options: [
      { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'The file name to give the image' },
      { ...FONT, displayOptions: { show: { '/operation': ['text'] } } },
      {
        displayName: 'Format', name: 'format', type: 'options', default: 'jpeg', description: 'The format of the image made (by default the input\'s; PNG for Create)',
        options: [{ name: 'bmp', value: 'bmp' }, { name: 'gif', value: 'gif' }, { name: 'jpeg', value: 'jpeg' }, { name: 'png', value: 'png' }, { name: 'tiff', value: 'tiff' }, { name: 'WebP', value: 'webp' }],
      },
      {
        displayName: 'Quality', name: 'quality', type: 'number', default: 100, typeOptions: { minValue: 0, maxValue: 100 }, displayOptions: { show: { format: ['jpeg', 'png', 'tiff'] } },
        description: 'JPEG and TIFF quality, or PNG compression (tens digit: level), from 0 to 100',
      },
    ],
  },
];

export const editImageDescription: INodeTypeDescription = {
  displayName: 'Edit Image',
  name: 'n8n-nodes-base.editImage',
  icon: 'file:edit-image.svg',
  group: ['transform'],
  version: 1,
  description: 'Blurs, resizes, crops, draws and writes on images, and more',
  defaults: { name: 'Edit Image' },
  inputs: ['main'],
  outputs: ['main'],
  properties,
};
