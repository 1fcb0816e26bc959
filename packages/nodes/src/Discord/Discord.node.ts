import type { INodeTypeBaseDescription } from '@weft/workflow';
import { VersionedNodeType } from '@weft/workflow';
import { DiscordV1 } from './v1/DiscordV1.node.js';
import { DiscordV2 } from './v2/DiscordV2.node.js';

const base: INodeTypeBaseDescription = {
  displayName: 'Discord',
  name: 'n8n-nodes-base.discord',
  icon: 'file:discord.svg',
  group: ['output'],
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Send messages and manage channels and members on Discord',
  defaultVersion: 2,
};

/** `n8n-nodes-base.discord`: version 1 (a webhook message) and 2 (the bot's operations, or a webhook). */
export class Discord extends VersionedNodeType {
  constructor() {
    super({ 1: new DiscordV1(base), 2: new DiscordV2(base) }, base);
  }
}
