import { VersionedNodeType } from '@weft/workflow';
import { gmailBaseDescription } from './gmail.base-description.js';
import { GmailV2 } from './v2/GmailV2.node.js';

/** `n8n-nodes-base.gmail`: versions 2-2.2 (resources message, label, draft, thread). */
export class Gmail extends VersionedNodeType {
  constructor() {
    const v2 = new GmailV2(gmailBaseDescription);
    super({ 2: v2, 2.1: v2, 2.2: v2 }, gmailBaseDescription);
  }
}
