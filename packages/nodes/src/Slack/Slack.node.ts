import { VersionedNodeType } from '@weft/workflow';
import { slackBaseDescription } from './slack.base-description.js';
import { SlackV1 } from './v1/SlackV1.node.js';
import { SlackV2 } from './v2/SlackV2.node.js';

/** `n8n-nodes-base.slack`: version 1 and versions 2 to 2.4. */
export class Slack extends VersionedNodeType {
  constructor() {
    const v2 = new SlackV2();
    super({ 1: new SlackV1(), 2: v2, 2.1: v2, 2.2: v2, 2.3: v2, 2.4: v2 }, slackBaseDescription);
  }
}
