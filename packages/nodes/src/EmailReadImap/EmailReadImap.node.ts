import type { INodeType, INodeTypeDescription, ITriggerFunctions, ITriggerResponse } from '@weft/workflow';
import { VersionedNodeType } from '@weft/workflow';
import { emailReadImapBaseDescription, emailReadImapV1Description, emailReadImapV2Description } from './email-read-imap.description.js';
import { imapConnectionTest } from './imap-connection.js';
import { imapTrigger } from './imap-trigger.js';

class EmailReadImapVersion implements INodeType {
  methods = { credentialTest: { imapConnectionTest } };

  constructor(readonly description: INodeTypeDescription) {}

  async trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
    return imapTrigger.call(this, this.getNode().typeVersion);
  }
}

/** `n8n-nodes-base.emailReadImap`: version 1 (certificate option on the node), 2 and 2.1 (remembers the last email). */
export class EmailReadImap extends VersionedNodeType {
  constructor() {
    const v2 = new EmailReadImapVersion(emailReadImapV2Description);
    super({ 1: new EmailReadImapVersion(emailReadImapV1Description), 2: v2, 2.1: v2 }, emailReadImapBaseDescription);
  }
}
