import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { legacyFunctionProperties } from '../Code/legacy-function-properties.js';
import { runCode } from '../Code/run-code.js';

/** n8n's saved default: workflows that kept it store no code, so it has to stay exactly this. */
const DEFAULT_CODE = "// Code here will run only once, no matter how many input items there are.\n// More info and help:https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.function/\n// Tip: You can use luxon for dates and $jmespath for querying JSON structures\n\n// Loop over inputs and add a new field called 'myNewField' to the JSON of each one\nfor (item of items) {\n  item.json.myNewField = 1;\n}\n\n// You can write logs to the browser console\nconsole.log('Done!');\n\nreturn items;";

/** The legacy Function node: code gets `items` and returns items. Kept for older workflows; the Code node replaces it. */
export class FunctionNode implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Function',
    name: 'n8n-nodes-base.function',
    icon: 'file:function.svg',
    group: ['transform'],
    version: 1,
    hidden: true,
    description: 'Run custom JavaScript once over all items (legacy: use the Code node)',
    defaults: { name: 'Function', color: '#FF9922' },
    inputs: ['main'],
    outputs: ['main'],
    codex: { categories: ['Development', 'Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] }, alias: ['code', 'javascript', 'script'] },
    properties: legacyFunctionProperties(
      'This node is kept for older workflows: new ones use the Code node, which runs the same code',
      DEFAULT_CODE,
      'Code run once with all items as `items`; it returns the items to output',
    ),
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const code = this.getNodeParameter('functionCode', 0, '', { rawExpressions: true }) as string;
    return [await runCode(this, 'function', code)];
  }
}
