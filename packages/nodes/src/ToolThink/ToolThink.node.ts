import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { nodeTool, toolNodeDescription } from '../ai/node-tool.js';

const DEFAULT_DESCRIPTION = 'Use the tool to think about something. It will not obtain new information or change the database, but just append the thought to the log. Use it when complex reasoning or some cache memory is needed.';

/** Think: a tool that answers the model's thought as it is, giving the model room to reason between steps. */
export class ToolThink implements INodeType {
  description: INodeTypeDescription = toolNodeDescription({
    displayName: 'Think Tool',
    name: '@n8n/n8n-nodes-langchain.toolThink',
    icon: 'file:tool-think.svg',
    version: [1, 1.1],
    description: 'Lets an AI agent think a step through before it answers',
    defaults: { name: 'Think' },
    properties: [
      {
        displayName: 'Think Tool Description', name: 'description', type: 'string', default: DEFAULT_DESCRIPTION, required: true,
        typeOptions: { rows: 3 }, description: 'What the model reads about the tool',
      },
    ],
  });

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const description = String(this.getNodeParameter('description', itemIndex, DEFAULT_DESCRIPTION) || DEFAULT_DESCRIPTION);
    return {
      response: nodeTool({
        name: 'think',
        description,
        schema: { type: 'object', properties: { thought: { type: 'string', description: 'Your thought' } }, required: ['thought'] },
        context: this,
        run: async (args) => String(args.thought ?? ''),
      }),
    };
  }
}
