import { invalid, notFound, unknownPropertiesError } from './errors.js';
import { numberParam, ok, page } from './routes.js';
import type { HubspotCall, Route } from './routes.js';
import { legacyProperties } from './store.js';
import type { CrmRecord, HubspotStore } from './store.js';

/*
 * The v1 contacts API (https://legacydocs.hubspot.com/docs/methods/contacts/contacts-overview):
 * create-or-update by email, profile by vid, delete, all contacts and recently updated contacts paged
 * with vid-offset (and time-offset), contact lists' add and remove.
 */

const DEFAULT_LIST_PROPERTIES = ['firstname', 'lastname', 'company', 'lastmodifieddate'];

function profile(store: HubspotStore, contact: CrmRecord, call: HubspotCall, listProperties?: string[]): Record<string, unknown> {
  const asked = call.query.getAll('property');
  const properties = legacyProperties(contact, asked.length > 0 ? asked : listProperties);
  const email = contact.properties.email;
  const mode = call.query.get('propertyMode');
  if (mode !== null && mode !== 'value_only' && mode !== 'value_and_history') throw invalid(`Invalid propertyMode ${mode}`);
  const shaped = mode === 'value_only'
    ? Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, { value: (value as { value: string }).value }]))
    : properties;
  const memberships = [...store.lists].filter(([, members]) => members.has(contact.id))
    .map(([listId]) => ({ 'static-list-id': listId, 'internal-list-id': listId, timestamp: store.now, vid: contact.id, 'is-member': true }));
  return {
    vid: contact.id, 'canonical-vid': contact.id, 'merged-vids': [], 'portal-id': store.portalId, 'is-contact': true,
    addedAt: contact.createdAt, properties: shaped, 'form-submissions': [],
    'identity-profiles': [{ vid: contact.id, identities: email ? [{ type: 'EMAIL', value: email, timestamp: contact.createdAt, 'is-primary': true }] : [] }],
    ...(call.query.get('showListMemberships') === 'true' ? { 'list-memberships': memberships } : {}),
  };
}

function contact(store: HubspotStore, vid: string): CrmRecord {
  const found = store.records.contacts.get(Number(vid));
  if (!found) throw notFound('contact');
  return found;
}

function listPage(store: HubspotStore, call: HubspotCall, contacts: CrmRecord[]) {
  const count = Math.min(numberParam(call.query, 'count', 20), 100);
  const after = numberParam(call.query, 'vidOffset', 0);
  const start = after === 0 ? 0 : contacts.findIndex((entry) => entry.id === after) + 1;
  const { items, more } = page(contacts, start, count);
  return {
    contacts: items.map((entry) => profile(store, entry, call, DEFAULT_LIST_PROPERTIES)),
    'has-more': more, 'vid-offset': items.at(-1)?.id ?? after,
  };
}

export const contactRoutes: Route[] = [
  {
    method: 'POST', path: /^\/contacts\/v1\/contact\/createOrUpdate\/email\/([^/]+)$/,
    handle(call, store) {
      const email = decodeURIComponent(call.params[0] ?? '');
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw invalid(`Email address ${email} is invalid`, { error: 'INVALID_EMAIL' });
      const list = (call.body as { properties?: Array<{ property?: string; value?: unknown }> } | undefined)?.properties;
      if (!Array.isArray(list)) throw invalid('Invalid input JSON: expected a properties array');
      const missingName = list.find((entry) => typeof entry.property !== 'string');
      if (missingName) throw invalid('Each property needs a "property" name');
      const values = Object.fromEntries(list.map((entry) => [String(entry.property), String(entry.value)]));
      const unknown = store.unknownProperties('contacts', Object.keys(values));
      if (unknown.length > 0) throw unknownPropertiesError(unknown);
      const existing = [...store.records.contacts.values()].find((entry) => entry.properties.email === email);
      if (existing) {
        store.update('contacts', existing, values);
        return ok({ vid: existing.id, isNew: false });
      }
      return ok({ vid: store.add('contacts', { ...values, email }).id, isNew: true });
    },
  },
  {
    method: 'GET', path: /^\/contacts\/v1\/contact\/vid\/(\d+)\/profile$/,
    handle: (call, store) => ok(profile(store, contact(store, call.params[0] ?? ''), call)),
  },
  {
    method: 'DELETE', path: /^\/contacts\/v1\/contact\/vid\/(\d+)$/,
    handle(call, store) {
      const found = contact(store, call.params[0] ?? '');
      store.records.contacts.delete(found.id);
      return ok({ vid: found.id, deleted: true, reason: 'OK' });
    },
  },
  {
    method: 'GET', path: /^\/contacts\/v1\/lists\/all\/contacts\/all$/,
    handle: (call, store) => ok(listPage(store, call, [...store.records.contacts.values()].sort((a, b) => a.id - b.id))),
  },
  {
    method: 'GET', path: /^\/contacts\/v1\/lists\/recently_updated\/contacts\/recent$/,
    handle(call, store) {
      const recent = [...store.records.contacts.values()].sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id);
      const answer = listPage(store, call, recent);
      const last = store.records.contacts.get(answer['vid-offset']);
      return ok({ ...answer, 'time-offset': last?.updatedAt ?? 0 });
    },
  },
  {
    method: 'POST', path: /^\/contacts\/v1\/lists\/(\d+)\/(add|remove)$/,
    handle(call, store) {
      const members = store.lists.get(Number(call.params[0]));
      if (!members) throw notFound('list');
      const body = (call.body ?? {}) as { vids?: unknown[]; emails?: unknown[] };
      if (!Array.isArray(body.vids) && !Array.isArray(body.emails)) throw invalid('Either vids or emails must be given');
      const updated: number[] = [];
      const invalidVids: unknown[] = [];
      const invalidEmails: unknown[] = [];
      const discarded: number[] = [];
      const byEmail = (email: unknown) => [...store.records.contacts.values()].find((entry) => entry.properties.email === email);
      const targets = [
        ...(body.vids ?? []).map((vid) => store.records.contacts.get(Number(vid)) ?? (invalidVids.push(vid), undefined)),
        ...(body.emails ?? []).map((email) => byEmail(email) ?? (invalidEmails.push(email), undefined)),
      ].filter((entry): entry is CrmRecord => entry !== undefined);
      for (const target of targets) {
        const adding = call.params[1] === 'add';
        if (adding === members.has(target.id)) discarded.push(target.id);
        else {
          if (adding) members.add(target.id);
          else members.delete(target.id);
          updated.push(target.id);
        }
      }
      return ok({ updated, discarded, invalidVids, invalidEmails });
    },
  },
];
