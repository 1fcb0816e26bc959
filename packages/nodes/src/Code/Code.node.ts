import type { IExecuteFunctions, INodeExecutionData, INodeType } from '@weft/workflow';
import { NodeOperationError } from '@weft/engine';
import { codeDescription } from './code.description.js';
import { runCode } from './run-code.js';

/**
 * n8n's Code node (versions 1 and 2): JavaScript run in the execution's isolated-vm sandbox, once for
 * all items or once per item. Python is accepted in saved workflows but cannot run.
 */
export class Code implements INodeType {
  description = codeDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const language = this.getNodeParameter('language', 0, 'javaScript') as string;
    if (language !== 'javaScript') {
      throw new NodeOperationError(this.getNode(), 'Weft cannot run Python code yet', {
        description: 'Set the node\'s Language to JavaScript and write the code in JavaScript.',
      });
    }
    const mode = this.getNodeParameter('mode', 0) as string;
    if (mode !== 'runOnceForAllItems' && mode !== 'runOnceForEachItem') {
      throw new NodeOperationError(this.getNode(), `Unknown mode "${mode}"`, {
        description: "Choose 'Run Once for All Items' or 'Run Once for Each Item'.",
      });
    }
    // The code is never an expression (noDataExpression): a leading "=" is part of the code.
    const code = this.getNodeParameter('jsCode', 0, '', { rawExpressions: true }) as string;
    return [await runCode(this, mode, code)];
  }
}
