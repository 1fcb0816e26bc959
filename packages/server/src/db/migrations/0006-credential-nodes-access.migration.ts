import type { Kysely, Migration } from 'kysely';
import { sql } from '../kysely.js';
import type { DialectName } from '../database.js';
import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

interface NodeRow {
  type?: unknown;
  credentials?: Record<string, { id?: unknown } | null>;
}

/** Credential id -> the node types of saved workflows that name it. */
async function nodeTypesUsingCredentials(db: Kysely<any>): Promise<Map<string, Set<string>>> {
  const rows = await db.selectFrom('workflow_entity').select('nodes').execute() as Array<{ nodes: unknown }>;
  const uses = new Map<string, Set<string>>();
  for (const row of rows) {
    let nodes: unknown;
    try {
      nodes = typeof row.nodes === 'string' ? JSON.parse(row.nodes) : row.nodes;
    } catch {
      continue;
    }
    if (!Array.isArray(nodes)) continue;
    for (const node of nodes as NodeRow[]) {
      if (typeof node?.type !== 'string' || typeof node.credentials !== 'object' || node.credentials === null) continue;
      for (const details of Object.values(node.credentials)) {
        const id = details?.id;
        if (typeof id !== 'string' && typeof id !== 'number') continue;
        const types = uses.get(String(id)) ?? new Set<string>();
        types.add(node.type);
        uses.set(String(id), types);
      }
    }
  }
  return uses;
}

/**
 * Which node types may use each credential (n8n's `nodesAccess`: a list of `{nodeType, date}`).
 * A node may use a credential only when its type is listed, so the credentials stored before this get
 * the node types of the saved workflows that already use them: upgrading stops nothing that ran.
 */
export function credentialNodesAccessMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('credentials_entity')
        .addColumn('nodes_access', t.json, (c) => c.notNull().defaultTo(sql`'[]'`))
        .execute();
      const uses = await nodeTypesUsingCredentials(db);
      const date = new Date().toISOString();
      for (const [id, types] of uses) {
        const numericId = Number(id);
        if (!Number.isSafeInteger(numericId)) continue;
        const access = JSON.stringify([...types].sort().map((nodeType) => ({ nodeType, date })));
        await db.updateTable('credentials_entity').set({ nodes_access: access }).where('id', '=', numericId).execute();
      }
    },
  };
}
