import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';

/** The starting template n8n's saved format gives the 'HTML' parameter. */
const DEFAULT_TEMPLATE: string = "<!DOCTYPE html>\n\n<html>\n<head>\n  <meta charset=\"UTF-8\" />\n  <title>My HTML document</title>\n</head>\n<body>\n  <div class=\"container\">\n    <h1>This is an H1 heading</h1>\n    <h2>This is an H2 heading</h2>\n    <p>This is a paragraph</p>\n  </div>\n</body>\n</html>\n\n<style>\n.container {\n  background-color: #ffffff;\n  text-align: center;\n  padding: 16px;\n  border-radius: 8px;\n}\n\nh1 {\n  color: #ff6d5a;\n  font-size: 24px;\n  font-weight: bold;\n  padding: 8px;\n}\n\nh2 {\n  color: #909399;\n  font-size: 18px;\n  font-weight: bold;\n  padding: 8px;\n}\n</style>\n\n<script>\nconsole.log(\"Hello World!\");\n</script>";

const extract = { operation: ['extractHtmlContent'] };

function extractionValues(versionCondition: unknown, defaultValue: INodeProperties['default']): INodeProperties {
  return {
    displayName: 'Extraction Values', name: 'extractionValues', placeholder: 'Add value', type: 'fixedCollection',
    typeOptions: { multipleValues: true }, default: defaultValue,
    displayOptions: { show: { ...extract, '@version': [versionCondition] } } as INodeProperties['displayOptions'],
    options: [{
      displayName: 'Values', name: 'values',
      values: [
        { displayName: 'Key', name: 'key', type: 'string', default: '', description: 'The output field for this value' },
        { displayName: 'CSS Selector', name: 'cssSelector', type: 'string', default: '', placeholder: '.price', description: 'Which elements to read' },
        {
          displayName: 'Return Value', name: 'returnValue', type: 'options', default: 'text', description: 'What to read from the elements',
          options: [
            { name: 'Attribute', value: 'attribute', description: 'The value of an attribute, such as href' },
            { name: 'HTML', value: 'html', description: 'The inner HTML' },
            { name: 'Text', value: 'text', description: 'The text without tags' },
            { name: 'Value', value: 'value', description: 'The value of an input, select or text area' },
          ],
        },
        {
          displayName: 'Attribute', name: 'attribute', type: 'string', default: '', placeholder: 'href',
          displayOptions: { show: { returnValue: ['attribute'] } }, description: 'The attribute to read',
        },
        {
          displayName: 'Skip Selectors', name: 'skipSelectors', type: 'string', default: '', placeholder: 'e.g. img, .ad',
          displayOptions: { show: { returnValue: ['text'], '@version': [{ _cnd: { gt: 1.1 } }] } },
          description: 'Comma-separated selectors of elements whose text to leave out',
        },
        { displayName: 'Return Array', name: 'returnArray', type: 'boolean', default: false, description: 'Whether to give one value per matched element, in an array' },
      ],
    }],
  };
}

export const htmlDescription: INodeTypeDescription = {
  displayName: 'HTML',
  name: 'n8n-nodes-base.html',
  icon: 'file:html.svg',
  group: ['transform'],
  version: [1, 1.1, 1.2],
  subtitle: '={{ $parameter["operation"] }}',
  description: 'Builds HTML from a template, extracts content from HTML, or makes an HTML table',
  defaults: { name: 'HTML', color: '#e34c26' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['html', 'extract', 'scrape', 'css', 'selector', 'template', 'table', 'cheerio'],
  },
  properties: [
    {
      displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'generateHtmlTemplate',
      options: [
        { name: 'Generate HTML Template', value: 'generateHtmlTemplate', action: 'Generate an HTML template' },
        { name: 'Extract HTML Content', value: 'extractHtmlContent', action: 'Extract HTML content' },
        { name: 'Convert to HTML Table', value: 'convertToHtmlTable', action: 'Convert to an HTML table' },
      ],
    },
    {
      displayName: 'HTML Template', name: 'html', type: 'string', typeOptions: { editor: 'htmlEditor' }, default: DEFAULT_TEMPLATE,
      noDataExpression: true, displayOptions: { show: { operation: ['generateHtmlTemplate'] } },
      description: 'HTML with expressions in {{ }}; they are filled in for each item',
    },
    {
      displayName: 'Scripts in the template are not run here; values from expressions are inserted as they are, so escape untrusted data.',
      name: 'notice', type: 'notice', default: '', displayOptions: { show: { operation: ['generateHtmlTemplate'] } },
    },
    {
      displayName: 'Source Data', name: 'sourceData', type: 'options', default: 'json', displayOptions: { show: extract },
      description: 'Where the HTML comes from',
      options: [{ name: 'Binary', value: 'binary' }, { name: 'JSON', value: 'json' }],
    },
    {
      displayName: 'Input Binary Field', name: 'dataPropertyName', type: 'string', default: 'data', required: true,
      displayOptions: { show: { ...extract, sourceData: ['binary'] } }, description: 'The binary field holding the HTML file',
    },
    {
      displayName: 'JSON Property', name: 'dataPropertyName', type: 'string', default: 'data', required: true,
      displayOptions: { show: { ...extract, sourceData: ['json'] } }, description: 'The field holding the HTML (dots reach into nested fields)',
    },
    extractionValues(1, {}),
    extractionValues({ _cnd: { gt: 1 } }, { values: [{ key: '', cssSelector: '', returnValue: 'text', returnArray: false }] }),
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: { show: extract },
      options: [
        { displayName: 'Trim Values', name: 'trimValues', type: 'boolean', default: true, description: 'Whether to remove spaces and line breaks at the start and end of values' },
        { displayName: 'Clean Up Text', name: 'cleanUpText', type: 'boolean', default: true, description: 'Whether to turn runs of spaces and line breaks in text into one space' },
      ],
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      displayOptions: { show: { operation: ['convertToHtmlTable'] } },
      options: [
        { displayName: 'Capitalize Headers', name: 'capitalize', type: 'boolean', default: false, description: 'Whether to write field names as capitalized words (firstName becomes First Name)' },
        { displayName: 'Custom Styling', name: 'customStyling', type: 'boolean', default: false, description: 'Whether to leave out the default style, to style the table yourself' },
        { displayName: 'Caption', name: 'caption', type: 'string', default: '', description: 'A caption above the table' },
        { displayName: 'Table Attributes', name: 'tableAttributes', type: 'string', default: '', placeholder: 'e.g. style="padding:10px"', description: 'Attributes of the table element' },
        { displayName: 'Header Attributes', name: 'headerAttributes', type: 'string', default: '', placeholder: 'e.g. style="padding:10px"', description: 'Attributes of the header row' },
        { displayName: 'Row Attributes', name: 'rowAttributes', type: 'string', default: '', placeholder: 'e.g. style="padding:10px"', description: 'Attributes of each row' },
        { displayName: 'Cell Attributes', name: 'cellAttributes', type: 'string', default: '', placeholder: 'e.g. style="padding:10px"', description: 'Attributes of each cell' },
      ],
    },
  ],
};
