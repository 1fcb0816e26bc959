import type { IExecuteFunctions, INodeExecutionData, INodeType } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { codeDescription } from './code.description.js';
import { runCode } from './run-code.js';
import { runPythonCode } from './run-python-code.js';

/**
 * n8n's Code node (versions 1 and 2), once for all items or once per item: JavaScript runs in the
 * execution's isolated-vm sandbox, Python (both of n8n's Python choices) on Pyodide in a worker thread.
 */
export class Code implements INodeType {
  description = codeDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const language = this.getNodeParameter('language', 0, 'javaScript') as string;
    const mode = this.getNodeParameter('mode', 0) as string;
    if (mode !== 'runOnceForAllItems' && mode !== 'runOnceForEachItem') {
      throw new NodeOperationError(this.getNode(), `Unknown mode "${mode}"`, {
        description: "Choose 'Run Once for All Items' or 'Run Once for Each Item'.",
      });
    }
    // The code is never an expression (noDataExpression): a leading "=" is part of the code.
    if (language === 'python' || language === 'pythonNative') {
      const pythonCode = this.getNodeParameter('pythonCode', 0, '', { rawExpressions: true }) as string;
      return [await runPythonCode(this, mode, pythonCode)];
    }
    if (language !== 'javaScript') {
      throw new NodeOperationError(this.getNode(), `Unknown language "${language}"`, {
        description: 'Choose JavaScript or Python.',
      });
    }
    const code = this.getNodeParameter('jsCode', 0, '', { rawExpressions: true }) as string;
    return [await runCode(this, mode, code)];
  }
}
