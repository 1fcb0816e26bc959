import { DynamicTool } from '@langchain/core/tools';
import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { evaluateArithmetic } from '../ai/arithmetic.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

/** Calculator: a tool an agent calls with a math expression; each call is recorded on the tool node. */
export class ToolCalculator implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_tool', 'Tool', {
    displayName: 'Calculator',
    name: '@n8n/n8n-nodes-langchain.toolCalculator',
    icon: 'file:calculator.svg',
    version: 1,
    description: 'Make it easier for AI agents to perform arithmetic',
    codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Other Tools'] } },
    properties: [
      connectionHintNotice('This node must be connected to an AI agent. Insert one'),
    ],
  });

  async supplyData(this: ISupplyDataFunctions): Promise<SupplyData> {
    const tool = new DynamicTool({
      // n8n names the tool after the node, as the model then sees it.
      name: this.getNode().name,
      description: 'Gives the result of a math expression, such as "12 * (3 + 4)" or "sqrt(2)". The input is the expression alone.',
      func: async (input: string) => {
        const { index } = this.addInputData('ai_tool', [[{ json: { input } }]]);
        let response: string;
        try {
          response = String(evaluateArithmetic(input));
        } catch (error) {
          // The agent reads the problem and may try again; the call is still recorded as answered.
          response = `There was an error: "${(error as Error).message}"`;
        }
        this.addOutputData('ai_tool', index, [[{ json: { response } }]]);
        return response;
      },
    });
    return { response: tool };
  }
}
