import { describe, expect, it } from 'vitest';
import { WhatsApp } from '../WhatsApp.node.js';
import { SENDER, OTHER_SENDER, VERSIONS, editor, fileItem, onlyMedia, useWhatsApp, whatsAppNode } from './harness.js';

const cloud = useWhatsApp();
const node = new WhatsApp();

describe.each(VERSIONS)('WhatsApp Business Cloud %s: Media', (version) => {
  it('uploads the item\'s file under the given name and outputs the media id', async () => {
    const { items, error } = await whatsAppNode(version, { resource: 'media', operation: 'mediaUpload', phoneNumberId: SENDER, mediaPropertyName: 'data', additionalFields: { mediaFileName: 'menu.pdf' } },
      { input: [fileItem('%PDF-1.7 menu', 'application/pdf', 'scan-0001.pdf')] });
    expect(error).toBeUndefined();
    const [id, stored] = onlyMedia(cloud());
    expect(items).toEqual([{ id }]);
    expect([stored.bytes.toString(), stored.filename, stored.phoneNumberId]).toEqual(['%PDF-1.7 menu', 'menu.pdf', SENDER]);
  });

  it('downloads media: its URL and details as JSON, the file as binary', async () => {
    await whatsAppNode(version, { resource: 'media', operation: 'mediaUpload', phoneNumberId: SENDER }, { input: [fileItem('voice note', 'audio/ogg', 'note.ogg')] });
    const [id] = [...cloud().state.media.keys()] as [string];
    const { items, output, error } = await whatsAppNode(version, { resource: 'media', operation: 'mediaUrlGet', mediaGetId: id });
    expect(error).toBeUndefined();
    expect(items[0]).toMatchObject({ messaging_product: 'whatsapp', id, mime_type: 'audio/ogg', file_size: 10, url: expect.stringContaining('https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=') });
    expect(output[0]?.binary?.data).toMatchObject({ mimeType: 'audio/ogg', fileName: `${id}.ogg` });
    expect(Buffer.from(String(output[0]?.binary?.data?.data), 'base64').toString()).toBe('voice note');
    // The download, like the lookup, carries the token.
    expect(cloud().state.requests.filter((request) => request.path === '/whatsapp_business/attachments').map((request) => request.authorization)).toEqual(['Bearer EAAG-system-user-token']);
  });

  it('deletes media, and says so when the id is unknown', async () => {
    await whatsAppNode(version, { resource: 'media', operation: 'mediaUpload', phoneNumberId: SENDER }, { input: [fileItem('x', 'image/jpeg', 'a.jpg')] });
    const [id] = [...cloud().state.media.keys()] as [string];
    expect((await whatsAppNode(version, { resource: 'media', operation: 'mediaDelete', mediaDeleteId: id })).items).toEqual([{ success: true }]);
    expect(cloud().state.media.size).toBe(0);
    const again = await whatsAppNode(version, { resource: 'media', operation: 'mediaDelete', mediaDeleteId: id });
    expect(again.error).toBe('The resource you are requesting could not be found');
    expect(again.errorDescription).toContain(`Object with ID '${id}' does not exist`);
  });

  it('refuses an upload of a type WhatsApp does not take', async () => {
    const { error, errorDescription } = await whatsAppNode(version, { resource: 'media', operation: 'mediaUpload', phoneNumberId: SENDER }, { input: [fileItem('MZ', 'application/x-msdownload', 'setup.exe')] });
    expect(error).toBe('WhatsApp refused the request: (#131053) Media upload error');
    expect(errorDescription).toContain('Received file of type \'application/x-msdownload\'');
  });
});

describe('WhatsApp Business Cloud: editor lists', () => {
  it('lists the business account\'s phone numbers over every page', async () => {
    cloud().state.pageSize = 1;
    expect(await node.methods.loadOptions.getPhoneNumbers.call(editor())).toEqual([
      { name: '+1 555-010-0001 (Weft Shop)', value: SENDER }, { name: '+1 555-010-0002 (Weft Support)', value: OTHER_SENDER },
    ]);
    expect(cloud().state.requests.filter((request) => request.path.endsWith('/phone_numbers'))).toHaveLength(2);
  });

  it('lists the approved templates as name|language', async () => {
    cloud().state.pageSize = 2;
    expect(await node.methods.loadOptions.getTemplates.call(editor())).toEqual([
      { name: 'hello_world (en_US)', value: 'hello_world|en_US', description: 'UTILITY' },
      { name: 'order_shipped (en_US)', value: 'order_shipped|en_US', description: 'UTILITY' },
    ]);
  });

  it('fails the list with a credentials message on a bad token', async () => {
    await expect(node.methods.loadOptions.getTemplates.call(editor('expired'))).rejects.toThrow('Authorization failed - please check your credentials');
  });
});
