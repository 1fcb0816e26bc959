import { HubspotApiError, invalid, notFound } from './errors.js';
import { ok } from './routes.js';
import type { Route } from './routes.js';
import type { ObjectType } from './store.js';

/*
 * What the node's pickers read: CRM v3 properties (all of a type, or one with its options), pipelines with
 * stages, owners, subscription types; the account details (the credential test); forms v2 (list, one,
 * fields) and the forms integration submission, which checks the form's required fields.
 */

export const schemaRoutes: Route[] = [
  {
    method: 'GET', path: /^\/account-info\/v3\/details$/,
    handle: (_call, store) => ok({
      portalId: store.portalId, accountType: 'STANDARD', timeZone: 'US/Eastern', companyCurrency: 'USD', additionalCurrencies: [],
      utcOffset: '-04:00', utcOffsetMilliseconds: -14400000, uiDomain: 'app.hubspot.com', dataHostingLocation: 'na1',
    }),
  },
  { method: 'GET', path: /^\/crm\/v3\/properties\/(contacts|companies|deals|tickets)$/, handle: (call, store) => ok({ results: store.schema[call.params[0] as ObjectType] }) },
  {
    method: 'GET', path: /^\/crm\/v3\/properties\/(contacts|companies|deals|tickets)\/([\w-]+)$/,
    handle(call, store) {
      const found = store.schema[call.params[0] as ObjectType].find((property) => property.name === call.params[1]);
      if (!found) throw notFound(`property ${call.params[1]}`);
      return ok(found);
    },
  },
  {
    method: 'GET', path: /^\/crm\/v3\/pipelines\/(deals|tickets)$/,
    handle: (call, store) => ok({
      results: store.pipelines[call.params[0] as 'deals' | 'tickets'].map((pipeline, order) => ({
        ...pipeline, displayOrder: order, archived: false, stages: pipeline.stages.map((stage, index) => ({ ...stage, displayOrder: index, archived: false, metadata: {} })),
      })),
    }),
  },
  {
    method: 'GET', path: /^\/crm\/v3\/owners$/,
    handle: (call, store) => ok({
      results: store.owners.filter((owner) => !call.query.get('email') || owner.email === call.query.get('email'))
        .map((owner) => ({ ...owner, userId: Number(owner.id) + 1000, archived: false, createdAt: '2024-01-01T00:00:00Z', updatedAt: '2024-01-01T00:00:00Z' })),
    }),
  },
  {
    method: 'GET', path: /^\/communication-preferences\/v3\/definitions$/,
    handle: () => ok({ subscriptionDefinitions: [{ id: '7', name: 'Marketing Information', description: 'Marketing offers and updates.', isActive: true, isDefault: true, isInternal: false }] }),
  },
  {
    method: 'GET', path: /^\/forms\/v2\/forms$/,
    handle: (_call, store) => ok(store.forms.map((form) => ({ portalId: store.portalId, guid: form.guid, name: form.name, formFieldGroups: [{ fields: form.fields }] }))),
  },
  {
    method: 'GET', path: /^\/forms\/v2\/forms\/([\w-]+)$/,
    handle(call, store) {
      const form = store.forms.find((entry) => entry.guid === call.params[0]);
      if (!form) throw notFound('form');
      return ok({ portalId: store.portalId, guid: form.guid, name: form.name, formFieldGroups: [{ fields: form.fields }] });
    },
  },
  {
    method: 'GET', path: /^\/forms\/v2\/fields\/([\w-]+)$/,
    handle(call, store) {
      const form = store.forms.find((entry) => entry.guid === call.params[0]);
      if (!form) throw notFound('form');
      return ok(form.fields.map((field) => ({ ...field, type: 'string', fieldType: 'text', hidden: false, enabled: true })));
    },
  },
  {
    method: 'POST', path: /^\/submissions\/v3\/integration\/submit\/(\d+)\/([\w-]+)$/,
    handle(call, store) {
      const form = store.forms.find((entry) => entry.guid === call.params[1]);
      if (!form || Number(call.params[0]) !== store.portalId) throw notFound('form');
      const body = (call.body ?? {}) as { fields?: Array<{ name: string; value: unknown }>; skipValidation?: boolean };
      if (!Array.isArray(body.fields)) throw invalid('fields is required');
      const given = new Set(body.fields.filter((field) => field.value !== '' && field.value !== undefined).map((field) => field.name));
      const missing = body.skipValidation ? [] : form.fields.filter((field) => field.required && !given.has(field.name));
      if (missing.length > 0) {
        throw new HubspotApiError(400, 'The request is not valid', 'VALIDATION_ERROR', {
          errors: missing.map((field) => ({ message: `Required field '${field.name}' is missing`, errorType: 'REQUIRED_FIELD' })),
        });
      }
      store.submissions.push({ portalId: call.params[0] ?? '', formGuid: form.guid, body: call.body });
      return ok({ inlineMessage: 'Thanks for submitting the form.' });
    },
  },
];
