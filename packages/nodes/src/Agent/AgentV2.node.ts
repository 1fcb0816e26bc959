import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { executeToolsAgent } from './agent-execute.js';
import { agentBaseDescription } from './agent.base-description.js';
import { AGENT_INPUTS, agentOptions, batchingOption, enableStreamingOption, fallbackProperties, promptProperties } from './agent.properties.js';

/** AI Agent 2-2.2: the tools agent. */
export class AgentV2 implements INodeType {
  description: INodeTypeDescription = {
    ...agentBaseDescription,
    version: [2, 2.1, 2.2],
    defaults: { name: 'AI Agent', color: '#404040' },
    inputs: AGENT_INPUTS,
    outputs: ['main'],
    properties: [
      { displayName: "Tip: Get a feel for agents with our quick tutorial", name: "aiAgentStarterCallout", type: 'callout', default: '' },
      { displayName: "Tip: Check out some pre-built agent examples", name: "preBuiltAgentsCallout", type: 'callout', default: '' },
      ...promptProperties,
      ...fallbackProperties({"show": {"@version": [{"_cnd": {"gte": 2.1}}]}}),
      // 2.2 added streaming; n8n lists it after the batching.
      { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"hide": {"@version": [{"_cnd": {"lt": 2.2}}]}}, options: [...agentOptions, batchingOption, enableStreamingOption] },
      { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"@version": [{"_cnd": {"lt": 2.2}}]}}, options: [...agentOptions, batchingOption] },
    ],
  };

  execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return executeToolsAgent.call(this);
  }
}
