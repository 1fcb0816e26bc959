import type { IDataObject, ILoadOptionsFunctions, INodeExecutionData } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, createConsoleLogger } from '@weft/engine';
import { afterAll, beforeEach, expect } from 'vitest';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { nodeRunner, useServiceHosts } from '../../test-support/messaging/node-run.js';
import { startCloudStandIn } from '../../test-support/whatsapp-stand-in/cloud-api.js';
import type { CloudStandIn } from '../../test-support/whatsapp-stand-in/cloud-api.js';
import type { StoredMedia } from '../../test-support/whatsapp-stand-in/media.js';
import { WhatsApp } from '../WhatsApp.node.js';

export const TOKEN = 'EAAG-system-user-token';
export const ACCOUNT = '102290129340398';
export const SENDER = '106540352242922';
export const OTHER_SENDER = '106540352242923';
export const VERSIONS = [1, 1.1];

/** Each test's business account: two numbers, three templates (one still pending), Meta's default paging. */
export function useWhatsApp(): () => CloudStandIn {
  let current: CloudStandIn | undefined;
  useServiceHosts(() => ({}));
  beforeEach(async () => {
    await current?.close();
    current = await startCloudStandIn({
      token: TOKEN, businessAccountId: ACCOUNT,
      phoneNumbers: [
        { id: SENDER, display_phone_number: '+1 555-010-0001', verified_name: 'Weft Shop', quality_rating: 'GREEN' },
        { id: OTHER_SENDER, display_phone_number: '+1 555-010-0002', verified_name: 'Weft Support', quality_rating: 'GREEN' },
      ],
      templates: [
        { id: '1', name: 'hello_world', language: 'en_US', status: 'APPROVED', category: 'UTILITY', components: [{ type: 'BODY', text: 'Hello World!' }] },
        { id: '2', name: 'order_shipped', language: 'en_US', status: 'APPROVED', category: 'UTILITY',
          components: [{ type: 'HEADER', format: 'IMAGE' }, { type: 'BODY', text: 'Hi {{1}}, your order of {{2}} ships on {{3}}.' }, { type: 'BUTTONS' }] },
        { id: '3', name: 'spring_sale', language: 'de', status: 'PENDING', category: 'MARKETING', components: [{ type: 'BODY', text: 'Frühling!' }] },
      ],
    });
    // The lookaside download host is the same stand-in.
    process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://graph.facebook.com': current.origin, 'https://lookaside.fbsbx.com': current.origin });
  });
  afterAll(() => current?.close());
  return () => current as CloudStandIn;
}

const run = nodeRunner({
  wa: { type: 'whatsAppApi', data: { accessToken: TOKEN, businessAccountId: ACCOUNT } },
  revoked: { type: 'whatsAppApi', data: { accessToken: 'expired', businessAccountId: ACCOUNT } },
});

export function whatsAppNode(typeVersion: number, parameters: IDataObject, options: { credential?: string; continueOnFail?: boolean; input?: INodeExecutionData[] } = {}) {
  return run({ type: 'n8n-nodes-base.whatsApp', typeVersion, parameters, credentials: { whatsAppApi: options.credential ?? 'wa' }, ...options });
}

/** A Send message's common parameters. */
export const send = (messageType: string, rest: IDataObject = {}): IDataObject => ({
  resource: 'message', operation: 'send', phoneNumberId: SENDER, recipientPhoneNumber: '+1 555 0100 123', messageType, ...rest,
});

/** An input item with a file in its `data` binary property. */
export const fileItem = (content: string, mimeType: string, fileName: string): INodeExecutionData => ({
  json: {}, binary: { data: { data: Buffer.from(content).toString('base64'), mimeType, fileName } },
});

/** `this` of the editor's option loading. */
export function editor(token = TOKEN): ILoadOptionsFunctions {
  return new LoadOptionsContext({
    node: { id: 'w', name: 'WhatsApp', type: 'n8n-nodes-base.whatsApp', typeVersion: 1.1, position: [0, 0], parameters: {}, credentials: { whatsAppApi: { id: 'c', name: 'WhatsApp' } } },
    nodeType: new WhatsApp(),
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: new MemoryCredentialsHelper({ c: { type: 'whatsAppApi', name: 'WhatsApp', data: { accessToken: token, businessAccountId: ACCOUNT } } }) },
    logger: createConsoleLogger('silent'),
    timezone: 'UTC',
  }) as unknown as ILoadOptionsFunctions;
}

/** The one file the account holds, with its id. */
export function onlyMedia(cloud: CloudStandIn): [string, StoredMedia] {
  const entries = [...cloud.state.media.entries()];
  expect(entries).toHaveLength(1);
  return entries[0] as [string, StoredMedia];
}
