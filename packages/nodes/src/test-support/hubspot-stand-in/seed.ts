import type { HubspotStandIn } from './hubspot-stand-in.js';

/*
 * The portal every HubSpot test starts from: the properties the node writes, two deal and one ticket
 * pipeline, two owners, a contact form, three contacts, two companies, a deal, a ticket and a contact list.
 */

export const LIST_ID = 7;
export const FORM_GUID = 'a1b2c3d4-0000-4000-8000-000000000001';

const CONTACT_PROPERTIES = [
  'email', 'firstname', 'lastname', 'company', 'city', 'phone', 'jobtitle', 'annualrevenue', 'hubspot_owner_id', 'date_of_birth',
  'hs_timezone', 'hs_buying_role', 'createdate', 'lastmodifieddate', 'hs_object_id', 'favorite_color',
];

export function seedPortal(standIn: HubspotStandIn): void {
  const { store } = standIn;
  for (const name of CONTACT_PROPERTIES) store.defineProperty('contacts', name, name === 'annualrevenue' ? 'number' : name.includes('date') ? 'datetime' : 'string');
  store.defineProperty('contacts', 'hs_lead_status', 'enumeration', ['NEW', 'OPEN', 'IN_PROGRESS']);
  store.defineProperty('contacts', 'lifecyclestage', 'enumeration', ['subscriber', 'lead', 'customer']);
  store.schema.contacts.find((property) => property.name === 'favorite_color')!.hubspotDefined = false;
  for (const name of ['name', 'domain', 'city', 'description', 'phone', 'numberofemployees', 'hubspot_owner_id', 'createdate', 'hs_lastmodifieddate', 'hs_object_id', 'closedate']) {
    store.defineProperty('companies', name);
  }
  store.defineProperty('companies', 'industry', 'enumeration', ['COMPUTER_SOFTWARE', 'FOOD_BEVERAGES']);
  for (const name of ['dealname', 'dealstage', 'pipeline', 'amount', 'closedate', 'description', 'hubspot_owner_id', 'createdate', 'hs_lastmodifieddate', 'hs_object_id']) {
    store.defineProperty('deals', name);
  }
  store.defineProperty('deals', 'dealtype', 'enumeration', ['newbusiness', 'existingbusiness']);
  for (const name of ['subject', 'content', 'hs_pipeline', 'hs_pipeline_stage', 'hubspot_owner_id', 'source_type', 'closed_date', 'createdate', 'hs_lastmodifieddate', 'hs_object_id']) {
    store.defineProperty('tickets', name);
  }
  store.defineProperty('tickets', 'hs_ticket_priority', 'enumeration', ['LOW', 'MEDIUM', 'HIGH']);
  store.pipelines.deals.push(
    { id: 'default', label: 'Sales Pipeline', stages: [{ id: 'appointmentscheduled', label: 'Appointment Scheduled' }, { id: 'closedwon', label: 'Closed Won' }] },
    { id: 'renewals', label: 'Renewals', stages: [{ id: 'renewal_due', label: 'Renewal Due' }] },
  );
  store.pipelines.tickets.push({ id: '0', label: 'Support Pipeline', stages: [{ id: '1', label: 'New' }, { id: '4', label: 'Closed' }] });
  store.owners.push({ id: '501', email: 'ana@acme.test', firstName: 'Ana', lastName: 'Silva' }, { id: '502', email: 'bo@acme.test', firstName: 'Bo', lastName: 'Lind' });
  store.forms.push({ guid: FORM_GUID, name: 'Newsletter', fields: [{ name: 'email', label: 'Email', required: true }, { name: 'firstname', label: 'First name', required: false }] });
  const ada = store.add('contacts', { email: 'ada@acme.test', firstname: 'Ada', lastname: 'Lovelace', company: 'Acme', city: 'London' });
  store.add('contacts', { email: 'grace@navy.test', firstname: 'Grace', lastname: 'Hopper', company: 'Navy' });
  store.add('contacts', { email: 'alan@bletchley.test', firstname: 'Alan', lastname: 'Turing' });
  const acme = store.add('companies', { name: 'Acme', domain: 'acme.test', city: 'London' });
  store.add('companies', { name: 'Acme Labs', domain: 'acme.test' });
  store.add('deals', { dealname: 'Acme renewal', dealstage: 'appointmentscheduled', pipeline: 'default', amount: '1200' }, { contacts: [ada.id], companies: [acme.id] });
  store.add('tickets', { subject: 'Login fails', content: 'Cannot log in', hs_pipeline: '0', hs_pipeline_stage: '1' });
  store.lists.set(LIST_ID, new Set());
  standIn.requests.length = 0;
}
