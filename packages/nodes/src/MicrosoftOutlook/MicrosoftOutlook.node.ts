import { VersionedNodeType } from '@weft/workflow';
import { outlookBaseDescription } from './outlook.base-description.js';
import { MicrosoftOutlookV1 } from './v1/MicrosoftOutlookV1.node.js';
import { MicrosoftOutlookV2 } from './v2/MicrosoftOutlookV2.node.js';

/** `n8n-nodes-base.microsoftOutlook`: version 1 (mail: messages, drafts, folders, attachments) and 2 (also calendars, events, contacts). */
export class MicrosoftOutlook extends VersionedNodeType {
  constructor() {
    super({ 1: new MicrosoftOutlookV1(outlookBaseDescription), 2: new MicrosoftOutlookV2(outlookBaseDescription) }, outlookBaseDescription);
  }
}
