import type { INodeProperties } from '@weft/workflow';

const HOME_WORK = [{ name: 'Home', value: 'HOME' }, { name: 'Work', value: 'WORK' }];
const show = { show: { operation: ['send'], messageType: ['contacts'] } };
const text = (displayName: string, name: string): INodeProperties => ({ displayName, name, type: 'string', default: '' });
const PHONE_TYPES = [{ name: 'Cell', value: 'CELL' }, { name: 'Home', value: 'HOME' }, { name: 'iPhone', value: 'IPHONE' }, { name: 'Main', value: 'MAIN' }];

/** The contact card Send shares: its name, then addresses, birthday, emails, organization, phones and URLs. */
export const contactsProperties: INodeProperties[] = [
  { displayName: 'Name', name: 'name', type: 'fixedCollection', default: {}, placeholder: 'Add Parameter', typeOptions: { multipleValues: false },
    displayOptions: show,
    options: [{ displayName: 'Name Fields', name: 'data', values: [
      { displayName: 'Formatted Name', name: 'formatted_name', type: 'string', default: '', required: true, description: 'The name as shown on the card' },
      text('First Name', 'first_name'), text('Last Name', 'last_name'), text('Middle Name', 'middle_name'), text('Suffix', 'suffix'), text('Prefix', 'prefix'),
    ] }] },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field',
    displayOptions: show,
    options: [
      { displayName: 'Addresses', name: 'addresses', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [{ displayName: 'Address', name: 'address', values: [
          { displayName: 'Type', name: 'type', type: 'options', default: 'HOME', options: HOME_WORK },
          text('Street', 'street'), text('City', 'city'), text('State', 'state'), text('Zip', 'zip'), text('Country', 'country'), text('Country Code', 'country_code'),
        ] }] },
      { displayName: 'Birthday', name: 'birthday', type: 'string', default: '', placeholder: 'YYYY-MM-DD' },
      { displayName: 'Emails', name: 'emails', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [{ displayName: 'Email', name: 'data', values: [
          { displayName: 'Type', name: 'type', type: 'options', default: 'HOME', options: HOME_WORK },
          { displayName: 'Email', name: 'email', type: 'string', default: '', placeholder: 'name@email.com' },
        ] }] },
      { displayName: 'Organization', name: 'organization', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: false },
        options: [{ displayName: 'Organization', name: 'data', values: [text('Company', 'company'), text('Department', 'department'), text('Title', 'title')] }] },
      { displayName: 'Phones', name: 'phones', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [{ displayName: 'Phone', name: 'data', values: [
          // Version 1 took a WhatsApp ID as a phone type; 1.1 has its own field for it.
          { displayName: 'Type', name: 'type', type: 'options', default: 'CELL', displayOptions: { show: { '@version': [1] } },
            options: [...PHONE_TYPES, { name: 'WhatsApp ID', value: 'wa_id' }, { name: 'Work', value: 'WORK' }] },
          { displayName: 'Type', name: 'type', type: 'options', default: 'CELL', displayOptions: { show: { '@version': [{ _cnd: { gt: 1 } }] } },
            options: [...PHONE_TYPES, { name: 'Work', value: 'WORK' }] },
          text('Phone', 'phone'),
          { displayName: 'WhatsApp User ID', name: 'whatsapp_user_id', type: 'string', default: '', displayOptions: { hide: { '@version': [{ _cnd: { lt: 1.1 } }] } } },
        ] }] },
      { displayName: 'URLs', name: 'urls', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [{ displayName: 'URL', name: 'url', values: [
          { displayName: 'Type', name: 'type', type: 'options', default: 'HOME', options: HOME_WORK },
          text('URL', 'url'),
        ] }] },
    ] },
];
