import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { outputChoice, selectOf, shaped } from '../../output.js';
import { graphList, graphRequest, segment } from '../../transport.js';
import { locatedId } from '../located.js';

const LISTS = ['businessPhones', 'categories', 'children', 'homePhones', 'imAddresses'];
const ADDRESSES = ['businessAddress', 'homeAddress', 'otherAddress'];

/** The contact's fields as Graph takes them: lists from comma-separated text, addresses and email addresses from their groups. */
export function contactBody(fields: IDataObject): IDataObject {
  const body: IDataObject = {};
  for (const [key, value] of Object.entries(fields)) {
    if (LISTS.includes(key)) body[key] = String(value).split(',').map((entry) => entry.trim()).filter(Boolean);
    else if (ADDRESSES.includes(key)) {
      const { sity: _typo, ...address } = ((value as IDataObject).values ?? {}) as IDataObject;
      body[key] = Object.fromEntries(Object.entries(address).filter(([, part]) => part !== ''));
    } else if (key === 'emailAddresses') {
      body.emailAddresses = (((value as IDataObject).values ?? []) as IDataObject[]).map((entry) => ({ name: String(entry.name ?? entry.address ?? ''), address: String(entry.address ?? '') }));
    } else if (key === 'birthday') {
      body.birthday = value === '' ? null : new Date(String(value)).toISOString();
    } else body[key] = value;
  }
  return body;
}

export const contactOperations: Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<IDataObject | IDataObject[]>> = {
  async create(itemIndex) {
    const body = contactBody({
      ...this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject,
      givenName: this.getNodeParameter('givenName', itemIndex, ''),
      ...(this.getNodeParameter('surname', itemIndex, '') ? { surname: this.getNodeParameter('surname', itemIndex, '') } : {}),
    });
    return await graphRequest(this, { method: 'POST', path: '/contacts', body, itemIndex }) as IDataObject;
  },

  async delete(itemIndex) {
    await graphRequest(this, { method: 'DELETE', path: `/contacts/${segment(locatedId(this, 'contactId', itemIndex))}`, itemIndex });
    return { success: true };
  },

  async get(itemIndex) {
    const choice = outputChoice(this, itemIndex);
    const contact = await graphRequest(this, { path: `/contacts/${segment(locatedId(this, 'contactId', itemIndex))}`, qs: selectOf(choice, 'contact'), itemIndex }) as IDataObject;
    return shaped(contact, choice);
  },

  async getAll(itemIndex) {
    const choice = outputChoice(this, itemIndex);
    const { custom, emailAddress } = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
    const clauses = [
      ...(emailAddress ? [`emailAddresses/any(a:a/address eq '${String(emailAddress).replace(/'/g, "''")}')`] : []),
      ...(custom ? [`(${String(custom)})`] : []),
    ];
    const contacts = await graphList(this, itemIndex, '/contacts', { ...selectOf(choice, 'contact'), ...(clauses.length > 0 ? { $filter: clauses.join(' and ') } : {}) });
    return contacts.map((contact) => shaped(contact, choice));
  },

  async update(itemIndex) {
    const body = contactBody(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject);
    return await graphRequest(this, { method: 'PATCH', path: `/contacts/${segment(locatedId(this, 'contactId', itemIndex))}`, body, itemIndex }) as IDataObject;
  },
};
