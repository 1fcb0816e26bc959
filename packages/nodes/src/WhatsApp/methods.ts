import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { graphPages } from './transport.js';

async function accountId(context: ILoadOptionsFunctions): Promise<string> {
  const { businessAccountId } = await context.getCredentials('whatsAppApi') as { businessAccountId?: string };
  return encodeURIComponent(String(businessAccountId ?? ''));
}

export const loadOptions = {
  /** The business account's phone numbers, by display number and verified name. */
  async getPhoneNumbers(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const numbers = await graphPages(this, `/${await accountId(this)}/phone_numbers`, { fields: 'id,display_phone_number,verified_name' });
    return numbers.map((number) => ({ name: `${String(number.display_phone_number)}${number.verified_name ? ` (${String(number.verified_name)})` : ''}`, value: String(number.id) }));
  },
  /** The account's approved message templates, one option per name and language (`name|language`). */
  async getTemplates(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const templates = await graphPages(this, `/${await accountId(this)}/message_templates`, { fields: 'name,language,status,category' });
    return templates.filter((template: IDataObject) => template.status === 'APPROVED')
      .map((template) => ({ name: `${String(template.name)} (${String(template.language)})`, value: `${String(template.name)}|${String(template.language)}`, description: String(template.category ?? '') }));
  },
};
