/*
 * The HubSpot stand-in's state: CRM records (contacts, companies, deals, tickets) with string property
 * values as HubSpot stores them, engagements, contact lists, the property schema, pipelines, owners,
 * forms, and developer apps' webhook settings. `now` is the stand-in's clock (record times).
 */

export interface CrmRecord {
  id: number;
  properties: Record<string, string>;
  createdAt: number;
  updatedAt: number;
  /** Associated record ids by object type (`contacts`, `companies`, `deals`, `tickets`). */
  associations: Record<string, number[]>;
}

export interface PropertyDefinition {
  name: string; label: string; type: string; fieldType: string; groupName: string; hubspotDefined?: boolean;
  options: Array<{ label: string; value: string; displayOrder: number; hidden: boolean }>;
}

export interface Pipeline { id: string; label: string; stages: Array<{ id: string; label: string }> }
export interface Owner { id: string; email: string; firstName: string; lastName: string }
export interface Form { guid: string; name: string; fields: Array<{ name: string; label: string; required: boolean }> }
export interface Subscription { id: number; eventType: string; propertyName?: string; active: boolean; createdAt: string }
export interface WebhookApp { settings?: { targetUrl: string; maxConcurrentRequests: number; createdAt: string }; subscriptions: Subscription[] }

export type ObjectType = 'contacts' | 'companies' | 'deals' | 'tickets';

export class HubspotStore {
  readonly portalId = 62515;
  now = Date.parse('2024-05-01T10:00:00.000Z');
  readonly records: Record<ObjectType, Map<number, CrmRecord>> = { contacts: new Map(), companies: new Map(), deals: new Map(), tickets: new Map() };
  readonly engagements = new Map<number, Record<string, unknown>>();
  readonly lists = new Map<number, Set<number>>();
  readonly schema: Record<ObjectType, PropertyDefinition[]> = { contacts: [], companies: [], deals: [], tickets: [] };
  readonly pipelines: Record<'deals' | 'tickets', Pipeline[]> = { deals: [], tickets: [] };
  readonly owners: Owner[] = [];
  readonly forms: Form[] = [];
  readonly submissions: Array<{ portalId: string; formGuid: string; body: unknown }> = [];
  readonly apps = new Map<string, WebhookApp>();
  private counter = 100;

  nextId(): number {
    return ++this.counter;
  }

  /** Adds a record with the given properties (and HubSpot's own create and modify dates). */
  add(type: ObjectType, properties: Record<string, string>, associations: Record<string, number[]> = {}): CrmRecord {
    this.now += 1000;
    const id = this.nextId();
    const record = { id, properties: { ...properties, hs_object_id: String(id) }, createdAt: this.now, updatedAt: this.now, associations };
    this.stamp(type, record);
    this.records[type].set(id, record);
    return record;
  }

  /** Sets properties on a record, after checking each exists in the schema (HubSpot's PROPERTY_DOESNT_EXIST). */
  update(type: ObjectType, record: CrmRecord, properties: Record<string, string>): void {
    this.now += 1000;
    Object.assign(record.properties, properties);
    record.updatedAt = this.now;
    this.stamp(type, record);
  }

  unknownProperties(type: ObjectType, names: string[]): string[] {
    const known = new Set(this.schema[type].map((property) => property.name));
    return names.filter((name) => !known.has(name));
  }

  defineProperty(type: ObjectType, name: string, kind = 'string', options: string[] = [], hubspotDefined = true): void {
    this.schema[type].push({
      name, label: name.replace(/_/g, ' ').replace(/^./, (letter) => letter.toUpperCase()), type: kind,
      fieldType: options.length > 0 ? 'select' : kind === 'number' ? 'number' : 'text', groupName: `${type}information`, hubspotDefined,
      options: options.map((value, displayOrder) => ({ label: value.replace(/_/g, ' ').toLowerCase(), value, displayOrder, hidden: false })),
    });
  }

  app(appId: string): WebhookApp {
    let app = this.apps.get(appId);
    if (!app) this.apps.set(appId, app = { subscriptions: [] });
    return app;
  }

  private stamp(type: ObjectType, record: CrmRecord): void {
    record.properties.createdate ??= String(record.createdAt);
    record.properties[type === 'contacts' ? 'lastmodifieddate' : 'hs_lastmodifieddate'] = String(record.updatedAt);
  }
}

/** A record's properties in the legacy APIs' shape: `{ name: { value, timestamp, source, versions } }`. */
export function legacyProperties(record: CrmRecord, only?: string[]): Record<string, unknown> {
  const names = only && only.length > 0 ? only.filter((name) => name in record.properties) : Object.keys(record.properties);
  return Object.fromEntries(names.map((name) => {
    const value = record.properties[name];
    const version = { name, value, timestamp: record.updatedAt, source: 'API', sourceId: null, sourceVid: [] };
    return [name, { value, timestamp: record.updatedAt, source: 'API', sourceId: null, versions: [version] }];
  }));
}

/** A record as CRM v3 answers it: `{ id, properties, createdAt, updatedAt, archived }`. */
export function v3Record(record: CrmRecord, only: string[]): Record<string, unknown> {
  return {
    id: String(record.id),
    properties: Object.fromEntries(only.map((name) => [name, record.properties[name] ?? null])),
    createdAt: new Date(record.createdAt).toISOString(), updatedAt: new Date(record.updatedAt).toISOString(), archived: false,
  };
}
