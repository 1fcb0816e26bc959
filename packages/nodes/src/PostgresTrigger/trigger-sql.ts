import type pg from 'pg';
import { qualifiedName, quoteIdentifier } from '../Postgres/transport/sql-text.js';
import type { TriggerNames } from './trigger-names.js';

export type TriggerEvent = 'INSERT' | 'UPDATE' | 'DELETE';

export interface TriggerTarget {
  schema: string;
  table: string;
  event: TriggerEvent;
  /** Replace a function and trigger of the same names (always, when the names are the node's own). */
  replace: boolean;
}

/**
 * Creates the function that notifies the channel with the changed row as JSON (the old row on delete),
 * and the trigger that calls it after each row's event. DDL takes no parameters: the names are quoted,
 * and the channel, a plain identifier checked beforehand, is written as a string literal.
 */
export async function createNotifyTrigger(client: pg.ClientBase, names: TriggerNames, target: TriggerTarget): Promise<void> {
  const row = target.event === 'DELETE' ? 'OLD' : 'NEW';
  const channel = `'${names.channelName.replace(/'/g, '\'\'')}'`;
  const body = `${quoteIdentifier(names.functionName)}() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $weft$ BEGIN PERFORM pg_notify(${channel}, row_to_json(${row})::text); RETURN NULL; END; $weft$`;
  const table = qualifiedName(target.schema, target.table);
  if (target.replace) {
    await client.query(`CREATE OR REPLACE FUNCTION ${body}`);
    await client.query(`DROP TRIGGER IF EXISTS ${quoteIdentifier(names.triggerName)} ON ${table}`);
  } else {
    await client.query(`CREATE FUNCTION ${body}`);
  }
  await client.query(`CREATE TRIGGER ${quoteIdentifier(names.triggerName)} AFTER ${target.event} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${quoteIdentifier(names.functionName)}()`);
}

/** Removes what `createNotifyTrigger` made: the function, and with it (CASCADE) the trigger, even if the table is gone. */
export async function dropNotifyTrigger(client: pg.ClientBase, names: TriggerNames): Promise<void> {
  await client.query(`DROP FUNCTION IF EXISTS ${quoteIdentifier(names.functionName)}() CASCADE`);
}
