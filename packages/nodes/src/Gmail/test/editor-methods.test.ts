import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INodeType } from '@weft/workflow';
import { LoadOptionsContext, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { ME, incoming, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

/** The `this` of the node's editor methods, with the node's parameters as the editor has them. */
function editorContext(type: string, typeVersion: number, parameters: IDataObject) {
  const nodeType = builtinNodeTypes.getByNameAndVersion(type, typeVersion) as INodeType;
  const context = new LoadOptionsContext({
    node: { id: 'g', name: 'Gmail', type, typeVersion, position: [0, 0], parameters: parameters as never, credentials: { gmailOAuth2: { id: 'oauth', name: 'Gmail' } } },
    nodeType, services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials }, logger: createConsoleLogger('silent'), timezone: 'UTC',
  });
  return { context, load: nodeType.methods?.loadOptions ?? {} };
}

describe('Gmail editor lists', () => {
  it('lists labels by name, the send-as aliases and a thread\'s messages', async () => {
    harness.gmail.mailbox(ME).labels.set('Label_77', { id: 'Label_77', name: 'Accounts', type: 'user' });
    const { context, load } = editorContext('n8n-nodes-base.gmail', 2.2, { resource: 'message', operation: 'addLabels' });
    const labels = await load.getLabels?.call(context);
    expect(labels?.[0]).toEqual({ name: 'Accounts', value: 'Label_77' });
    expect(labels?.map((label) => label.value)).toContain('INBOX');
    expect(await load.getGmailAliases?.call(context)).toEqual([{ name: `${ME} (Default)`, value: ME }]);

    const first = harness.gmail.deliver(incoming({ subject: 'Pick', text: 'first one', messageId: '<pick@example.org>' }));
    const second = harness.gmail.deliver(incoming({ subject: 'Re: Pick', text: 'second one', inReplyTo: '<pick@example.org>', date: 'Tue, 03 Mar 2026 09:30:00 +0000' }));
    const thread = editorContext('n8n-nodes-base.gmail', 2.2, { resource: 'thread', operation: 'reply', threadId: first.threadId });
    expect(await thread.load.getThreadMessages?.call(thread.context)).toEqual([{ name: 'first one', value: first.id }, { name: 'second one', value: second.id }]);
  });

  it('the trigger lists the same labels', async () => {
    const { context, load } = editorContext('n8n-nodes-base.gmailTrigger', 1.3, {});
    expect((await load.getLabels?.call(context))?.map((label) => label.value)).toContain('UNREAD');
  });
});
