import { badRequest, notFound } from './errors.js';
import { newId } from './mailbox.js';
import type { Row } from './mailbox.js';
import { listAnswer, selectFields } from './odata.js';
import type { ListSpec } from './odata.js';
import { noContent, ok } from './route-context.js';
import type { RouteAnswer, RouteContext } from './route-context.js';

/* /contacts and /outlook/masterCategories of a mailbox. */

const CONTACT_DEFAULTS: Row = {
  categories: [], birthday: null, fileAs: '', displayName: '', givenName: null, initials: null, middleName: null, nickName: null, surname: null, title: null,
  yomiGivenName: null, yomiSurname: null, yomiCompanyName: null, generation: null, imAddresses: [], jobTitle: null, companyName: null, department: null,
  officeLocation: null, profession: null, businessHomePage: null, assistantName: null, manager: null, homePhones: [], mobilePhone: null, businessPhones: [],
  spouseName: '', personalNotes: '', children: [], emailAddresses: [], homeAddress: {}, businessAddress: {}, otherAddress: {},
};
const CONTACTS: ListSpec = {
  type: 'microsoft.graph.contact', defaultTop: 10, maxTop: 1000,
  properties: ['id', 'createdDateTime', 'lastModifiedDateTime', 'changeKey', 'parentFolderId', ...Object.keys(CONTACT_DEFAULTS)],
};
const LISTS = ['categories', 'imAddresses', 'homePhones', 'businessPhones', 'children', 'emailAddresses'];
const ADDRESS_KEYS = ['street', 'city', 'state', 'countryOrRegion', 'postalCode'];
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

function contactFields(input: unknown): Row {
  const fields: Row = {};
  for (const [key, value] of Object.entries((input ?? {}) as Row)) {
    if (!(key in CONTACT_DEFAULTS)) throw badRequest(`The property '${key}' does not exist on type 'microsoft.graph.contact'.`, 'RequestBodyRead');
    if (LISTS.includes(key) && !Array.isArray(value)) throw badRequest(`Cannot convert a primitive value to the expected type 'Collection(Edm.String)'. See the inner exception for more details.`, 'RequestBodyRead');
    if (key.endsWith('Address') && key !== 'emailAddress') {
      for (const part of Object.keys((value ?? {}) as Row)) {
        if (!ADDRESS_KEYS.includes(part)) throw badRequest(`The property '${part}' does not exist on type 'microsoft.graph.physicalAddress'.`, 'RequestBodyRead');
      }
    }
    if (key === 'emailAddresses') {
      for (const entry of value as Row[]) if (typeof entry.address !== 'string') throw badRequest('An email address needs an address.', 'ErrorInvalidRequest');
    }
    fields[key] = value;
  }
  return fields;
}

export function contactRoutes(context: RouteContext): RouteAnswer | undefined {
  const { box, method, query, segments } = context;
  const [first, id, ...rest] = segments;
  if (first === 'outlook' && id === 'masterCategories' && rest.length === 0 && method === 'GET') {
    context.need('mailRead');
    return ok({ '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#${context.root}/outlook/masterCategories`, value: box.categories });
  }
  if (first !== 'contacts' || rest.length > 0) return undefined;
  context.need('contacts');
  if (id === undefined) {
    if (method === 'GET') return ok(listAnswer([...box.contacts.values()].sort((a, b) => String(a.displayName).localeCompare(String(b.displayName))), query, CONTACTS, `${context.root}/contacts`));
    if (method !== 'POST') return undefined;
    const fields = contactFields(context.body);
    const contactId = newId('AAMkADcon');
    const contact: Row = {
      '@odata.etag': `W/"${newId('EQAAABYAAA')}"`, id: contactId, createdDateTime: now(), lastModifiedDateTime: now(), changeKey: newId('EQAAABYAAA'),
      parentFolderId: newId('AAMkADcf'), ...CONTACT_DEFAULTS, ...fields,
    };
    // Exchange names a contact from its given name and surname when no display name is given.
    if (!fields.displayName) contact.displayName = [contact.givenName, contact.surname].filter(Boolean).join(' ');
    if (!fields.fileAs) contact.fileAs = '';
    box.contacts.set(contactId, contact);
    return ok(contact, 201);
  }
  const contact = box.contacts.get(id);
  if (!contact) throw notFound();
  if (method === 'GET') return ok(selectFields(contact, query, CONTACTS));
  if (method === 'PATCH') { Object.assign(contact, contactFields(context.body), { lastModifiedDateTime: now() }); return ok(contact); }
  if (method === 'DELETE') { box.contacts.delete(id); return noContent(); }
  return undefined;
}
