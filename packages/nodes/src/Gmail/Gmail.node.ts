import { VersionedNodeType } from '@weft/workflow';
import { gmailBaseDescription } from './gmail.base-description.js';
import { GmailV1 } from './v1/GmailV1.node.js';
import { GmailV2 } from './v2/GmailV2.node.js';

/** `n8n-nodes-base.gmail`: version 1 (drafts, labels, messages, message labels) and 2-2.2 (messages, labels, drafts, threads). */
export class Gmail extends VersionedNodeType {
  constructor() {
    const v2 = new GmailV2(gmailBaseDescription);
    super({ 1: new GmailV1(gmailBaseDescription), 2: v2, 2.1: v2, 2.2: v2 }, gmailBaseDescription);
  }
}
