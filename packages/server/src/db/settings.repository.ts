import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Instance-wide values that must survive restarts (key/value). */
export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  }

  async set(key: string, value: string): Promise<void> {
    await this.db.insertInto('settings').values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
  }

  /** Stores `create()` under `key` unless a value is there already; returns the stored value either way. */
  async getOrCreate(key: string, create: () => string): Promise<string> {
    const existing = await this.get(key);
    if (existing !== undefined) return existing;
    // Two processes may start at once: the first insert wins and both read its value.
    await this.db.insertInto('settings').values({ key, value: create() })
      .onConflict((oc) => oc.column('key').doNothing()).execute();
    const stored = await this.get(key);
    if (stored === undefined) throw new Error(`The setting "${key}" could not be stored`);
    return stored;
  }
}
