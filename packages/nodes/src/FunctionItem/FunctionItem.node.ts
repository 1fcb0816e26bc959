import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { legacyFunctionProperties } from '../Code/legacy-function-properties.js';
import { runCode } from '../Code/run-code.js';

/** n8n's saved default: workflows that kept it store no code, so it has to stay exactly this. */
const DEFAULT_CODE = "// Code here will run once per input item.\n// More info and help: https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.functionitem/\n// Tip: You can use luxon for dates and $jmespath for querying JSON structures\n\n// Add a new field called 'myNewField' to the JSON of the item\nitem.myNewField = 1;\n\n// You can write logs to the browser console\nconsole.log('Done!');\n\nreturn item;";

/**
 * The legacy Function Item node: code runs once per item with its data as `item` (and its binary
 * data through getBinaryData / setBinaryData) and returns the item's new data.
 */
export class FunctionItem implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Function Item',
    name: 'n8n-nodes-base.functionItem',
    icon: 'file:function-item.svg',
    group: ['transform'],
    version: 1,
    hidden: true,
    description: 'Run custom JavaScript once per item (legacy: use the Code node)',
    defaults: { name: 'Function Item', color: '#DDBB33' },
    inputs: ['main'],
    outputs: ['main'],
    codex: { categories: ['Development', 'Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] }, alias: ['code', 'javascript', 'script', 'item'] },
    properties: legacyFunctionProperties(
      'This node is kept for older workflows: new ones use the Code node in "Run Once for Each Item" mode',
      DEFAULT_CODE,
      'Code run once per item with its data as `item`; it returns the item\'s new data',
    ),
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const code = this.getNodeParameter('functionCode', 0, '', { rawExpressions: true }) as string;
    return [await runCode(this, 'functionItem', code)];
  }
}
