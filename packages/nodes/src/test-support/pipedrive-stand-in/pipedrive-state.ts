/*
 * The records a Pipedrive company holds in the stand-in, in the shapes of Pipedrive's API v1 reference:
 * activities, deals, persons, organizations, notes, files, leads (UUID ids), products and the products
 * attached to deals; users, stages, filters, activity types, lead labels; each entity's field
 * definitions (`<entity>Fields`), custom fields keyed by a 40-character hash.
 */

export type Json = Record<string, unknown>;

export class PipedriveError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export type Collection = 'activities' | 'deals' | 'persons' | 'organizations' | 'notes' | 'files' | 'leads' | 'products';

/** What each collection requires on create, in Pipedrive's words when it is missing. */
export const REQUIRED: Partial<Record<Collection, Array<[string, string]>>> = {
  deals: [['title', 'Title must be given.']],
  persons: [['name', 'Name must be given.']],
  organizations: [['name', 'Name must be given.']],
  notes: [['content', 'Content must be given.']],
  leads: [['title', 'Title must be given.']],
};

export const SINGULAR: Record<Collection, string> = {
  activities: 'Activity', deals: 'Deal', persons: 'Person', organizations: 'Organization', notes: 'Note', files: 'File', leads: 'Lead', products: 'Product',
};

export interface FieldDefinition { id: number; key: string; name: string; field_type: string; edit_flag: boolean; options?: Array<{ id: number; label: string }> }

export class PipedriveState {
  records = new Map<Collection, Map<string, Json>>();
  dealProducts: Json[] = [];
  fileBytes = new Map<string, { bytes: Buffer; type: string }>();
  users: Json[] = [];
  stages: Json[] = [];
  filters: Json[] = [];
  activityTypes: Json[] = [];
  leadLabels: Json[] = [];
  fields: Record<string, FieldDefinition[]> = {};
  nextId = 1;
  now = '2024-06-01 09:00:00';

  constructor() {
    this.clear();
  }

  clear(): void {
    for (const name of Object.keys(SINGULAR) as Collection[]) this.records.set(name, new Map());
    this.dealProducts = [];
    this.fileBytes.clear();
    this.nextId = 1;
  }

  of(collection: Collection): Map<string, Json> {
    return this.records.get(collection) as Map<string, Json>;
  }

  find(collection: Collection, id: string): Json {
    const record = this.of(collection).get(id);
    if (!record) throw new PipedriveError(404, `${SINGULAR[collection]} not found`);
    return record;
  }

  add(collection: Collection, fields: Json): Json {
    for (const [name, message] of REQUIRED[collection] ?? []) {
      if (fields[name] === undefined || fields[name] === '') throw new PipedriveError(400, message);
    }
    if (collection === 'notes' && !['deal_id', 'person_id', 'org_id', 'lead_id'].some((key) => fields[key])) {
      throw new PipedriveError(400, 'Note must be attached to a deal, person, organization or lead.');
    }
    if (collection === 'leads' && !fields.person_id && !fields.organization_id) {
      throw new PipedriveError(400, 'A lead must be linked to a person or an organization.');
    }
    const id = collection === 'leads' ? `adf21080-0e10-11eb-879b-05d71fb4${String(this.nextId++).padStart(4, '0')}` : this.nextId++;
    const defaults: Json = collection === 'deals' ? { status: 'open', currency: 'USD', value: 0, stage_id: 1, active: true }
      : collection === 'leads' ? { is_archived: false, label_ids: [], value: null }
        : collection === 'activities' ? { done: false, type: 'call' } : {};
    const record: Json = { id, ...defaults, ...fields, add_time: this.now, update_time: this.now };
    if (collection === 'persons') {
      for (const key of ['email', 'phone']) record[key] = ((fields[key] ?? []) as unknown[]).map((value, index) => ({ value, primary: index === 0, label: 'work' }));
    }
    this.of(collection).set(String(id), record);
    return record;
  }
}
