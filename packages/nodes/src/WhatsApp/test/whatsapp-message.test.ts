import { describe, expect, it } from 'vitest';
import { SENDER, VERSIONS, fileItem, onlyMedia, send, useWhatsApp, whatsAppNode } from './harness.js';

const cloud = useWhatsApp();
const lastSent = () => cloud().state.sent.at(-1);

describe.each(VERSIONS)('WhatsApp Business Cloud %s: Send', (version) => {
  it('sends a text with its URL preview and outputs the Cloud API answer', async () => {
    const { items, error } = await whatsAppNode(version, send('text', { textBody: 'See https://weft.dev', additionalFields: { previewUrl: true } }));
    expect(error).toBeUndefined();
    expect(lastSent()?.phoneNumberId).toBe(SENDER);
    expect(lastSent()?.body).toEqual({ messaging_product: 'whatsapp', recipient_type: 'individual', to: '+15550100123', type: 'text', text: { body: 'See https://weft.dev', preview_url: true } });
    expect(items).toEqual([{ messaging_product: 'whatsapp', contacts: [{ input: '+15550100123', wa_id: '15550100123' }], messages: [{ id: lastSent()?.id }] }]);
  });

  it('sends a location with its name and address', async () => {
    await whatsAppNode(version, send('location', { latitude: 52.52, longitude: 13.405, additionalFields: { nameAndAddress: { name: 'Office', address: 'Unter den Linden 1' } } }));
    expect(lastSent()?.body.location).toEqual({ latitude: 52.52, longitude: 13.405, name: 'Office', address: 'Unter den Linden 1' });
  });

  it('shares a contact card', async () => {
    const phone = version === 1 ? { phone: '+15550100999', type: 'wa_id' } : { phone: '+15550100999', type: 'WORK', whatsapp_user_id: '15550100999' };
    await whatsAppNode(version, send('contacts', {
      name: { data: { formatted_name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace' } },
      additionalFields: {
        birthday: '1815-12-10', emails: { data: [{ type: 'WORK', email: 'ada@weft.dev' }] }, organization: { data: { company: 'Weft', title: 'Engineer' } },
        phones: { data: [phone] }, urls: { url: [{ type: 'WORK', url: 'https://weft.dev' }] }, addresses: { address: [{ type: 'HOME', city: 'London', country_code: 'GB' }] },
      },
    }));
    expect(lastSent()?.body.contacts).toEqual([{
      name: { formatted_name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace' }, birthday: '1815-12-10',
      emails: [{ type: 'WORK', email: 'ada@weft.dev' }], org: { company: 'Weft', title: 'Engineer' }, urls: [{ type: 'WORK', url: 'https://weft.dev' }],
      addresses: [{ type: 'HOME', city: 'London', country_code: 'GB' }],
      // Version 1 made the number the WhatsApp ID; 1.1 has a field for it.
      phones: [version === 1 ? { phone: '+15550100999', wa_id: '+15550100999' } : { phone: '+15550100999', type: 'WORK', wa_id: '15550100999' }],
    }]);
  });

  it.each(['image', 'video', 'audio', 'document'])('sends a %s by link, with a caption where WhatsApp shows one', async (type) => {
    const { error } = await whatsAppNode(version, send(type, { mediaPath: 'useMediaLink', mediaLink: `https://weft.dev/files/sample.${type}`, additionalFields: { mediaCaption: 'Look', ...(type === 'document' ? { mediaFilename: 'sample.pdf' } : {}) } }));
    expect(error).toBeUndefined();
    expect(lastSent()?.body[type]).toEqual({ link: `https://weft.dev/files/sample.${type}`, ...(type === 'audio' ? {} : { caption: 'Look' }), ...(type === 'document' ? { filename: 'sample.pdf' } : {}) });
  });

  it('sends uploaded media by its id, and a document with its file name', async () => {
    await whatsAppNode(version, { resource: 'media', operation: 'mediaUpload', phoneNumberId: SENDER }, { input: [fileItem('%PDF-1.4', 'application/pdf', 'invoice.pdf')] });
    const [mediaId] = [...cloud().state.media.keys()];
    await whatsAppNode(version, send('document', { mediaPath: 'useMediaId', mediaId, mediaFilename: 'invoice-42.pdf' }));
    expect(lastSent()?.body.document).toEqual({ id: mediaId, filename: 'invoice-42.pdf' });
  });

  it('uploads the item\'s binary first, then sends it by the new id', async () => {
    const { error } = await whatsAppNode(version, send('image', { mediaPath: 'useMedian8n', mediaPropertyName: 'data', additionalFields: { mediaCaption: 'Receipt' } }), { input: [fileItem('png-bytes', 'image/png', 'receipt.png')] });
    expect(error).toBeUndefined();
    const [mediaId, stored] = onlyMedia(cloud());
    expect([stored.bytes.toString(), stored.mime_type, stored.filename]).toEqual(['png-bytes', 'image/png', 'receipt.png']);
    expect(lastSent()?.body.image).toEqual({ id: mediaId, caption: 'Receipt' });
  });
});

describe.each(VERSIONS)('WhatsApp Business Cloud %s: Send Template', (version) => {
  it('sends a template with header, body and button parameters', async () => {
    const { items, error } = await whatsAppNode(version, {
      resource: 'message', operation: 'sendTemplate', phoneNumberId: SENDER, recipientPhoneNumber: '15550100123', template: 'order_shipped|en_US',
      components: { component: [
        { type: 'header', headerParameters: { parameter: [{ type: 'image', imageLink: 'https://weft.dev/box.png' }] } },
        { type: 'body', bodyParameters: { parameter: [
          { type: 'text', text: 'Ada' }, { type: 'currency', code: 'EUR', amount_1000: 12340, fallback_value: '12,34 €' }, { type: 'date_time', date_time: '2026-12-01' },
        ] } },
        { type: 'button', sub_type: 'quick_reply', index: 0, buttonParameters: { parameter: { type: 'payload', payload: 'TRACK' } } },
      ] },
    });
    expect(error).toBeUndefined();
    expect(lastSent()?.body.template).toEqual({ name: 'order_shipped', language: { code: 'en_US' }, components: [
      { type: 'header', parameters: [{ type: 'image', image: { link: 'https://weft.dev/box.png' } }] },
      { type: 'body', parameters: [
        { type: 'text', text: 'Ada' }, { type: 'currency', currency: { code: 'EUR', amount_1000: 12340, fallback_value: '12,34 €' } }, { type: 'date_time', date_time: { fallback_value: '2026-12-01' } },
      ] },
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'TRACK' }] },
    ] });
    expect(items[0]?.messages).toEqual([{ id: lastSent()?.id }]);
  });

  it('sends a template without variables', async () => {
    await whatsAppNode(version, { resource: 'message', operation: 'sendTemplate', phoneNumberId: SENDER, recipientPhoneNumber: '15550100123', template: 'hello_world|en_US' });
    expect(lastSent()?.body.template).toEqual({ name: 'hello_world', language: { code: 'en_US' } });
  });
});

describe.each(VERSIONS)('WhatsApp Business Cloud %s: Send and Wait for Response', (version) => {
  it('sends the message with the approval links and waits', async () => {
    const { run, error } = await whatsAppNode(version, {
      resource: 'message', operation: 'sendAndWait', phoneNumberId: SENDER, recipientPhoneNumber: '15550100123', message: 'Ship it?',
      approvalOptions: { values: { approvalType: 'double' } },
    });
    expect(error).toBeUndefined();
    expect(run.waitTill).toBeDefined();
    const text = String((lastSent()?.body.text as { body: string }).body);
    expect(text).toMatch(/^Ship it\?\n\n\*✓ Approve\*:\nhttp\S+approved=true\n\n\*✗ Decline\*:\nhttp\S+approved=false\n\n_This message was sent automatically with Weft_$/);
  });

  it('sends the response form link for a free-text answer, without attribution when turned off', async () => {
    const { run } = await whatsAppNode(version, {
      resource: 'message', operation: 'sendAndWait', phoneNumberId: SENDER, recipientPhoneNumber: '15550100123', message: 'Why the delay?',
      responseType: 'freeText', options: { messageButtonLabel: 'Answer', appendAttribution: false },
    });
    expect(run.waitTill).toBeDefined();
    expect(String((lastSent()?.body.text as { body: string }).body)).toMatch(/^Why the delay\?\n\n\*Answer\*:\nhttp\S+$/);
  });
});
