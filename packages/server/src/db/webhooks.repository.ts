import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { parseId } from './codec.js';

export interface WebhookRow {
  workflowId: string;
  method: string;
  /** Without leading or trailing slashes; parameters as `:name`. */
  path: string;
  node: string;
  webhookId: string | null;
}

/** Production webhooks of active workflows: one row per method and path, so a path has one owner. */
export class WebhooksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The workflow (id and name) that holds this method and path, if any. */
  async findOwner(method: string, path: string): Promise<{ workflowId: string; workflowName: string; node: string } | undefined> {
    const row = await this.db.selectFrom('webhook_entity as h').innerJoin('workflow_entity as w', 'w.id', 'h.workflow_id')
      .select(['h.workflow_id', 'w.name', 'h.node'])
      .where('h.webhook_path', '=', path).where('h.method', '=', method).executeTakeFirst();
    return row ? { workflowId: String(row.workflow_id), workflowName: row.name, node: row.node } : undefined;
  }

  /** Replaces the workflow's webhooks in one transaction; rejects when another workflow holds one of them. */
  async replaceForWorkflow(workflowId: string, rows: WebhookRow[]): Promise<void> {
    const numericId = parseId(workflowId);
    if (numericId === null) throw new Error(`"${workflowId}" is not a workflow id`);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('webhook_entity').where('workflow_id', '=', numericId).execute();
      if (rows.length === 0) return;
      await trx.insertInto('webhook_entity').values(rows.map((row) => ({
        webhook_path: row.path,
        method: row.method,
        workflow_id: numericId,
        node: row.node,
        webhook_id: row.webhookId,
        path_length: row.path.includes(':') ? row.path.split('/').length : null,
      }))).execute();
    });
  }

  async deleteForWorkflow(workflowId: string): Promise<void> {
    const numericId = parseId(workflowId);
    if (numericId === null) return;
    await this.db.deleteFrom('webhook_entity').where('workflow_id', '=', numericId).execute();
  }

  /** Start-up: the rows of the last run are rebuilt from the active workflows. */
  async deleteAll(): Promise<void> {
    await this.db.deleteFrom('webhook_entity').execute();
  }

  async list(): Promise<WebhookRow[]> {
    const rows = await this.db.selectFrom('webhook_entity').selectAll().orderBy('webhook_path').execute();
    return rows.map((row) => ({
      workflowId: String(row.workflow_id), method: row.method, path: row.webhook_path, node: row.node, webhookId: row.webhook_id,
    }));
  }
}
