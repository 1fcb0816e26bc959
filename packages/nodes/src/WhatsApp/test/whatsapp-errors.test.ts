import { describe, expect, it } from 'vitest';
import { credentialTest } from '../../test-support/messaging/node-run.js';
import { ACCOUNT, SENDER, TOKEN, VERSIONS, fileItem, send, useWhatsApp, whatsAppNode } from './harness.js';

const cloud = useWhatsApp();

describe.each(VERSIONS)('WhatsApp Business Cloud %s: errors', (version) => {
  it('a revoked token: the credentials message', async () => {
    const { error, errorDescription } = await whatsAppNode(version, send('text', { textBody: 'Hi' }), { credential: 'revoked' });
    expect(error).toBe('Authorization failed - please check your credentials');
    expect(errorDescription).toContain('Invalid OAuth access token');
  });

  it('a recipient outside the development allow list: what to do about it', async () => {
    cloud().state.allowedRecipients = ['15550100999'];
    const { error, errorDescription } = await whatsAppNode(version, send('text', { textBody: 'Hi' }));
    expect(error).toBe('WhatsApp refused the request: (#131030) Recipient phone number not in allowed list');
    expect(errorDescription).toContain('add the recipient to the allowed numbers');
  });

  it('a template not approved in that language, and one missing its variables', async () => {
    const base = { resource: 'message', operation: 'sendTemplate', phoneNumberId: SENDER, recipientPhoneNumber: '15550100123' };
    const pending = await whatsAppNode(version, { ...base, template: 'spring_sale|de' });
    expect(pending.error).toBe('WhatsApp refused the request: (#132001) Template name does not exist in the translation');
    expect(pending.errorDescription).toContain('not approved yet');
    const bare = await whatsAppNode(version, { ...base, template: 'order_shipped|en_US' });
    expect(bare.error).toBe('WhatsApp refused the request: (#132000) Number of parameters does not match the expected number of params');
    const malformed = await whatsAppNode(version, { ...base, template: 'hello_world' });
    expect(malformed.error).toBe('The template "hello_world" is not a template of the list');
    expect(cloud().state.sent).toEqual([]);
  });

  it('a sender number not in the account, and the rate limit', async () => {
    expect((await whatsAppNode(version, send('text', { textBody: 'Hi', phoneNumberId: '999' }))).error).toBe('The resource you are requesting could not be found');
    cloud().state.rateLimitNext = true;
    expect((await whatsAppNode(version, send('text', { textBody: 'Hi' }))).error).toBe('WhatsApp is rate-limiting requests: try again later');
  });

  it('continues on fail with one error item per failed item, the others sent', async () => {
    const { items, error } = await whatsAppNode(version, send('text', { textBody: '={{ $json.text }}' }), {
      continueOnFail: true, input: [{ json: { text: 'First' } }, { json: { text: '' } }, { json: { text: 'Third' } }],
    });
    expect(error).toBeUndefined();
    expect(items[0]?.messages).toHaveLength(1);
    expect(items[1]).toEqual({ error: 'WhatsApp refused the request: (#100) Invalid parameter' });
    expect(items[2]?.messages).toHaveLength(1);
    expect(cloud().state.sent.map((entry) => (entry.body.text as { body: string }).body)).toEqual(['First', 'Third']);
  });

  it('asks for a binary property the item does not have', async () => {
    const { error } = await whatsAppNode(version, send('image', { mediaPath: 'useMedian8n', mediaPropertyName: 'photo' }), { input: [fileItem('png', 'image/png', 'a.png')] });
    expect(error).toMatch(/photo/);
    expect(cloud().state.sent).toEqual([]);
  });
});

describe('whatsAppApi credential test', () => {
  it('passes with the token and fails with a bad one', async () => {
    const good = await credentialTest('whatsAppApi', { accessToken: TOKEN, businessAccountId: ACCOUNT });
    const bad = await credentialTest('whatsAppApi', { accessToken: 'expired', businessAccountId: ACCOUNT });
    // The credential's rule fails the test on an OAuthException body only.
    expect((bad.body as { error: { type: string } }).error.type).toBe('OAuthException');
    expect((good.body as { error: { type: string } }).error.type).toBe('GraphMethodException');
  });
});
