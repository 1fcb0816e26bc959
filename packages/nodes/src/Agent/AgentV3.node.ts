import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { executeToolsAgent } from './agent-execute.js';
import { agentBaseDescription } from './agent.base-description.js';
import { AGENT_INPUTS, agentOptions, batchingOption, enableStreamingOption, fallbackProperties, promptProperties } from './agent.properties.js';

/** AI Agent 3: the tools agent. */
export class AgentV3 implements INodeType {
  description: INodeTypeDescription = {
    ...agentBaseDescription,
    version: 3,
    defaults: { name: 'AI Agent', color: '#404040' },
    inputs: AGENT_INPUTS,
    outputs: ['main'],
    properties: [
      { displayName: "Tip: Get a feel for agents with our quick tutorial", name: "aiAgentStarterCallout", type: 'callout', default: '' },
      ...promptProperties,
      ...fallbackProperties(),
      { displayName: "Options", name: "options", type: "collection", default: {}, options: [
        ...agentOptions, enableStreamingOption, batchingOption,
        { displayName: "Max Tokens From Memory", name: "maxTokensFromMemory", type: "hidden", default: 0 },
      ] },
    ],
  };

  execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return executeToolsAgent.call(this);
  }
}
