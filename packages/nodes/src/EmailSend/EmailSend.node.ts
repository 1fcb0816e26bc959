import { VersionedNodeType } from '@weft/workflow';
import { emailSendBaseDescription } from './email-send.base-description.js';
import { EmailSendV1 } from './v1/EmailSendV1.node.js';
import { EmailSendV2 } from './v2/EmailSendV2.node.js';

/** `n8n-nodes-base.emailSend`: version 1 (all fields on the node) and 2 to 2.1 (operation, email format). */
export class EmailSend extends VersionedNodeType {
  constructor() {
    const v2 = new EmailSendV2();
    super({ 1: new EmailSendV1(), 2: v2, 2.1: v2 }, emailSendBaseDescription);
  }
}
