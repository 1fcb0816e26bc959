import type { INodeProperties } from '@weft/workflow';

/**
 * The parameters of the legacy Function and Function Item nodes: a notice pointing to the Code node and
 * the code itself, whose default must stay n8n's saved default (workflows that kept it store no code).
 */
export function legacyFunctionProperties(notice: string, defaultCode: string, description: string): INodeProperties[] {
  return [
    { displayName: notice, name: 'notice', type: 'notice', default: '' },
    {
      displayName: 'JavaScript Code',
      name: 'functionCode',
      type: 'string',
      default: defaultCode,
      noDataExpression: true,
      description,
      typeOptions: { rows: 10, editor: 'jsEditor', alwaysOpenEditWindow: true },
    },
  ];
}
