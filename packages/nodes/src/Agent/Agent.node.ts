import { VersionedNodeType } from '@weft/workflow';
import { agentBaseDescription } from './agent.base-description.js';
import { AgentV2 } from './AgentV2.node.js';
import { AgentV3 } from './AgentV3.node.js';

/** AI Agent: versions 2 to 3 (the tools agent); the agent types of version 1 are not built yet. */
export class Agent extends VersionedNodeType {
  constructor() {
    const v2 = new AgentV2();
    super({ 2: v2, 2.1: v2, 2.2: v2, 3: new AgentV3() }, agentBaseDescription);
  }
}
