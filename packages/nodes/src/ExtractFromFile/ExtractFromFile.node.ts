import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { extractFromFileDescription } from './extract-from-file.description.js';
import { extractTable, extractToField, notSupported } from './extract-operations.js';
import { extractPdf } from './pdf-operation.js';

const TABLE_FORMATS = ['csv', 'html', 'rtf', 'ods', 'xls', 'xlsx'];
const FIELD_OPERATIONS = ['fromJson', 'text', 'xml', 'binaryToPropery'];

/** `n8n-nodes-base.extractFromFile` 1 and 1.1: files into item data. */
export class ExtractFromFile implements INodeType {
  description: INodeTypeDescription = extractFromFileDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0, 'csv') as string;
    if (TABLE_FORMATS.includes(operation)) return [await extractTable(this, items, () => operation)];
    if (FIELD_OPERATIONS.includes(operation)) return [await extractToField(this, items, operation)];
    if (operation === 'pdf') return [await extractPdf(this, items)];
    if (operation === 'fromIcs') notSupported(this, 'ICS (calendar)');
    throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known`, { description: 'Choose an operation from the list.' });
  }
}
