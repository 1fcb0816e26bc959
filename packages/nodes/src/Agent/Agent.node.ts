import { VersionedNodeType } from '@weft/workflow';
import { agentBaseDescription } from './agent.base-description.js';
import { AgentV1 } from './AgentV1.node.js';
import { AgentV2 } from './AgentV2.node.js';
import { AgentV3 } from './AgentV3.node.js';

/** AI Agent: versions 1 to 1.9 (the agent types), 2 to 3 (the tools agent). */
export class Agent extends VersionedNodeType {
  constructor() {
    const v1 = new AgentV1();
    const v2 = new AgentV2();
    super({
      1: v1, 1.1: v1, 1.2: v1, 1.3: v1, 1.4: v1, 1.5: v1, 1.6: v1, 1.7: v1, 1.8: v1, 1.9: v1,
      2: v2, 2.1: v2, 2.2: v2, 3: new AgentV3() }, agentBaseDescription);
  }
}
