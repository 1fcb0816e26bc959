import type { INodeTypeBaseDescription } from '@weft/workflow';
import { VersionedNodeType } from '@weft/workflow';
import { TwitterV1 } from './v1/TwitterV1.node.js';
import { TwitterV2 } from './v2/TwitterV2.node.js';

const base: INodeTypeBaseDescription = {
  displayName: 'X (Formerly Twitter)',
  name: 'n8n-nodes-base.twitter',
  icon: 'file:x.svg',
  group: ['output'],
  description: 'Consume the X API',
  defaultVersion: 2,
  codex: { categories: ['Marketing', 'Communication'], alias: ['twitter', 'x', 'tweet', 'social'] },
};

/** `n8n-nodes-base.twitter`: 1 (v1.1 API, OAuth1) and 2 (API v2, OAuth2). */
export class Twitter extends VersionedNodeType {
  constructor() {
    super({ 1: new TwitterV1(base), 2: new TwitterV2(base) }, base);
  }
}
