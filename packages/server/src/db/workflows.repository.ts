import { randomUUID } from 'node:crypto';
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool, Transaction } from 'kysely';
import { sql } from './kysely.js';
import type { IConnections, INode, IPinData, ITag, IWorkflowSettings } from '@weft/workflow';
import { BadRequestError } from '../errors.js';
import type { Database, WorkflowTable } from './schema.js';
import type { DialectName } from './database.js';
import type { WorkflowScope } from '../services/auth/workflow-scope.js';
import {
  fromBool, fromJson, fromNullableJson, nowIso, parseId, toBool, toIso, toJsonText, toNullableJsonText,
} from './codec.js';

export interface StoredWorkflow {
  id: string;
  name: string;
  active: boolean;
  nodes: INode[];
  connections: IConnections;
  settings: IWorkflowSettings;
  staticData: Record<string, unknown> | null;
  pinData: IPinData;
  meta: Record<string, unknown> | null;
  versionId: string;
  tags: ITag[];
  /** The user who owns it (null only for rows no migration could give an owner). */
  ownerId: string | null;
  createdAt: string;
  updatedAt: string;
}

export type WorkflowSummary = Pick<StoredWorkflow, 'id' | 'name' | 'active' | 'versionId' | 'tags' | 'createdAt' | 'updatedAt'>;

/** What a save writes: the stored workflow's own fields, with tags as ids (they replace the workflow's tags). */
export type WorkflowFields = Omit<StoredWorkflow, 'id' | 'versionId' | 'tags' | 'ownerId' | 'createdAt' | 'updatedAt'> & { tags: string[] };

export interface WorkflowListFilter {
  name?: string;
  tags?: string[];
  active?: boolean;
}

/** The update would overwrite a save made since the caller loaded the workflow. */
export class StaleVersionError extends BadRequestError {
  constructor() {
    super(
      'This workflow was changed since you opened it, so your save would overwrite those changes',
      'Open the workflow again in a new tab to see its latest version, then make your changes there',
    );
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Db = Kysely<Database> | Transaction<Database>;

export class WorkflowsRepository {
  constructor(private readonly db: Kysely<Database>, private readonly dialect: DialectName = 'sqlite') {}

  /** The workflow, if it is in the scope (all workflows by default). */
  async findById(id: string, scope: WorkflowScope = {}): Promise<StoredWorkflow | undefined> {
    const numericId = parseId(id);
    if (numericId === null) return undefined;
    let query = this.db.selectFrom('workflow_entity').selectAll().where('id', '=', numericId);
    if (scope.ownerId !== undefined) query = query.where('owner_id', '=', scope.ownerId);
    const row = await query.executeTakeFirst();
    if (!row) return undefined;
    const tags = await this.tagsOf(this.db, [row.id]);
    return toStoredWorkflow(row, tags.get(row.id) ?? []);
  }

  /** Saves what nodes changed in the workflow's static data; not a new version of the workflow. */
  async saveStaticData(id: string, staticData: Record<string, unknown> | null): Promise<void> {
    const numericId = parseId(id);
    if (numericId === null) return;
    await this.db.updateTable('workflow_entity').set({ static_data: toNullableJsonText(staticData) })
      .where('id', '=', numericId).execute();
  }

  /** Turns the active flag off without a new version (activation failed at start-up, say). */
  async setActive(id: string, active: boolean): Promise<void> {
    const numericId = parseId(id);
    if (numericId === null) return;
    await this.db.updateTable('workflow_entity').set({ active: toBool(active) }).where('id', '=', numericId).execute();
  }

  /** Every workflow marked active, whole (start-up activates them). */
  async findActive(): Promise<StoredWorkflow[]> {
    const rows = await this.db.selectFrom('workflow_entity').selectAll().where('active', '=', toBool(true))
      .orderBy('id').execute();
    const tags = await this.tagsOf(this.db, rows.map((r) => r.id));
    return rows.map((row) => toStoredWorkflow(row, tags.get(row.id) ?? []));
  }

  /** Creates a workflow under a given id (import keeps ids); the id sequence moves past it. */
  async createWithId(id: number, fields: WorkflowFields, author: string, ownerId: string | null): Promise<StoredWorkflow> {
    await this.db.transaction().execute((trx) => this.insertWorkflow(trx, fields, author, ownerId, id));
    await this.syncIdSequence();
    return (await this.findById(String(id)))!;
  }

  /** Postgres' serial does not see explicit ids: move it past the largest one. SQLite needs nothing. */
  private async syncIdSequence(): Promise<void> {
    if (this.dialect !== 'postgresdb') return;
    await sql`select setval(pg_get_serial_sequence('workflow_entity', 'id'), (select max(id) from workflow_entity))`
      .execute(this.db);
  }

  /** Whether the workflow exists within the scope (all workflows by default). */
  async exists(id: string, scope: WorkflowScope = {}): Promise<boolean> {
    const numericId = parseId(id);
    if (numericId === null) return false;
    let query = this.db.selectFrom('workflow_entity').select('id').where('id', '=', numericId);
    if (scope.ownerId !== undefined) query = query.where('owner_id', '=', scope.ownerId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** The workflow's owner and that user's role (what the workflow may reach when it runs); undefined when there is no such workflow. */
  async ownerOf(id: string): Promise<{ ownerId: string | null; role: string | null } | undefined> {
    const numericId = parseId(id);
    if (numericId === null) return undefined;
    const row = await this.db.selectFrom('workflow_entity as w').leftJoin('user as u', 'u.id', 'w.owner_id')
      .select(['w.owner_id', 'u.role']).where('w.id', '=', numericId).executeTakeFirst();
    return row ? { ownerId: row.owner_id, role: row.role } : undefined;
  }

  /** The ids of the workflows in the scope; undefined for the whole instance (no list needed). */
  async idsInScope(scope: WorkflowScope): Promise<Set<string> | undefined> {
    if (scope.ownerId === undefined) return undefined;
    const rows = await this.db.selectFrom('workflow_entity').select('id').where('owner_id', '=', scope.ownerId).execute();
    return new Set(rows.map((row) => String(row.id)));
  }

  /** Newest change first. Every tag of the filter must be on a workflow for it to match. */
  async list(filter: WorkflowListFilter = {}, scope: WorkflowScope = {}): Promise<WorkflowSummary[]> {
    const matching = matchingWorkflows(filter, scope);
    if (!matching) return [];
    const rows = await this.db.selectFrom('workflow_entity as w')
      .select(['w.id', 'w.name', 'w.active', 'w.version_id', 'w.created_at', 'w.updated_at'])
      .where(matching).orderBy('w.updated_at', 'desc').orderBy('w.id', 'desc').execute();
    const tags = await this.tagsOf(this.db, rows.map((r) => r.id));
    return rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      active: fromBool(row.active),
      versionId: row.version_id,
      tags: tags.get(row.id) ?? [],
      createdAt: toIso(row.created_at),
      updatedAt: toIso(row.updated_at),
    }));
  }

  /**
   * Whole workflows matching the filter, in id order, after the one with `afterId`, at most `limit`:
   * pages that stay stable while workflows are added or saved.
   */
  async page(
    filter: WorkflowListFilter, scope: WorkflowScope, page: { afterId?: string | undefined; limit: number },
  ): Promise<StoredWorkflow[]> {
    const matching = matchingWorkflows(filter, scope);
    if (!matching) return [];
    let query = this.db.selectFrom('workflow_entity as w').selectAll('w').where(matching);
    if (page.afterId !== undefined) {
      const afterId = parseId(page.afterId);
      if (afterId === null) return [];
      query = query.where('w.id', '>', afterId);
    }
    const rows = await query.orderBy('w.id', 'asc').limit(page.limit).execute();
    const tags = await this.tagsOf(this.db, rows.map((r) => r.id));
    return rows.map((row) => toStoredWorkflow(row, tags.get(row.id) ?? []));
  }

  /** Gives the workflow to another user; not a new version of it. False when there is no such workflow. */
  async setOwner(id: string, ownerId: string): Promise<boolean> {
    const numericId = parseId(id);
    if (numericId === null) return false;
    const result = await this.db.updateTable('workflow_entity').set({ owner_id: ownerId })
      .where('id', '=', numericId).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Names equal to `prefix` or starting with it, among the scope's workflows, for numbering new workflow names. */
  async namesStartingWith(prefix: string, scope: WorkflowScope = {}): Promise<string[]> {
    let query = this.db.selectFrom('workflow_entity').select('name')
      .where(sql<string>`substr(name, 1, ${prefix.length})`, '=', prefix);
    if (scope.ownerId !== undefined) query = query.where('owner_id', '=', scope.ownerId);
    return (await query.execute()).map((r) => r.name);
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('workflow_entity').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The workflow row (under `id` when given), its tags and its first history version; returns the id. */
  private async insertWorkflow(
    trx: Transaction<Database>, fields: WorkflowFields, author: string, ownerId: string | null, id?: number,
  ): Promise<number> {
    const now = nowIso();
    const versionId = randomUUID();
    const inserted = await trx.insertInto('workflow_entity').values({
      ...(id === undefined ? {} : { id }),
      name: fields.name,
      active: toBool(fields.active),
      nodes: toJsonText(fields.nodes),
      connections: toJsonText(fields.connections),
      settings: toJsonText(fields.settings),
      static_data: toNullableJsonText(fields.staticData),
      pin_data: toJsonText(fields.pinData),
      meta: toNullableJsonText(fields.meta),
      version_id: versionId,
      owner_id: ownerId,
      created_at: now,
      updated_at: now,
    } as never).returning('id').executeTakeFirstOrThrow();
    const workflowId = Number((inserted as { id: number }).id);
    await this.replaceTags(trx, workflowId, fields.tags);
    await this.addHistory(trx, workflowId, versionId, fields, author, now);
    return workflowId;
  }

  /** Inserts the workflow, its tags and its first history version in one transaction. */
  async create(fields: WorkflowFields, author: string, ownerId: string | null): Promise<StoredWorkflow> {
    const id = await this.db.transaction().execute((trx) => this.insertWorkflow(trx, fields, author, ownerId));
    return (await this.findById(String(id)))!;
  }

  /**
   * Applies the changed fields, gives the workflow a new version id and stores that version, all in one
   * transaction. Undefined when there is no such workflow.
   */
  async update(
    id: string,
    changes: Partial<WorkflowFields>,
    author: string,
    expectedVersionId?: string,
  ): Promise<StoredWorkflow | undefined> {
    const numericId = parseId(id);
    if (numericId === null) return undefined;
    const found = await this.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('workflow_entity').selectAll().where('id', '=', numericId).executeTakeFirst();
      if (!current) return false;
      if (expectedVersionId !== undefined && expectedVersionId !== current.version_id) throw new StaleVersionError();
      const now = nowIso();
      const versionId = randomUUID();
      const next = { ...toStoredWorkflow(current, []), ...changes };
      await trx.updateTable('workflow_entity').set({
        name: next.name,
        active: toBool(next.active),
        nodes: toJsonText(next.nodes),
        connections: toJsonText(next.connections),
        settings: toJsonText(next.settings),
        static_data: toNullableJsonText(next.staticData),
        pin_data: toJsonText(next.pinData),
        meta: toNullableJsonText(next.meta),
        version_id: versionId,
        updated_at: now,
      }).where('id', '=', numericId).execute();
      if (changes.tags !== undefined) await this.replaceTags(trx, numericId, changes.tags);
      await this.addHistory(trx, numericId, versionId, next, author, now);
      return true;
    });
    return found ? this.findById(id) : undefined;
  }

  /** Removes the workflow with its tags, history and executions. False when there was none. */
  async delete(id: string): Promise<boolean> {
    const numericId = parseId(id);
    if (numericId === null) return false;
    const result = await this.db.deleteFrom('workflow_entity').where('id', '=', numericId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async historyOf(id: string): Promise<Array<{ versionId: string; nodes: INode[]; connections: IConnections; authors: string; createdAt: string }>> {
    const numericId = parseId(id);
    if (numericId === null) return [];
    const rows = await this.db.selectFrom('workflow_history').selectAll().where('workflow_id', '=', numericId)
      .orderBy('created_at', 'asc').execute();
    return rows.map((r) => ({
      versionId: r.version_id,
      nodes: fromJson<INode[]>(r.nodes),
      connections: fromJson<IConnections>(r.connections),
      authors: r.authors,
      createdAt: toIso(r.created_at),
    }));
  }

  private async replaceTags(trx: Transaction<Database>, workflowId: number, tagIds: string[]): Promise<void> {
    const ids = [...new Set(tagIds)];
    const numericIds = ids.map((t) => parseId(t));
    const known = numericIds.some((n) => n === null) ? [] : await trx.selectFrom('tag_entity').select('id')
      .where('id', 'in', numericIds.length > 0 ? (numericIds as number[]) : [-1]).execute();
    const knownIds = new Set(known.map((k) => k.id));
    const unknown = ids.filter((_, i) => !knownIds.has(numericIds[i] ?? -1));
    if (unknown.length > 0) {
      throw new BadRequestError(
        `tags: there is no tag with the id ${unknown.map((u) => `"${u}"`).join(', ')}`,
        'Choose existing tags, or create the tag first',
      );
    }
    await trx.deleteFrom('workflows_tags').where('workflow_id', '=', workflowId).execute();
    if (numericIds.length > 0) {
      await trx.insertInto('workflows_tags')
        .values((numericIds as number[]).map((tagId) => ({ workflow_id: workflowId, tag_id: tagId })))
        .execute();
    }
  }

  private async addHistory(
    trx: Transaction<Database>, workflowId: number, versionId: string,
    fields: Pick<WorkflowFields, 'nodes' | 'connections'>, author: string, now: string,
  ): Promise<void> {
    await trx.insertInto('workflow_history').values({
      version_id: versionId,
      workflow_id: workflowId,
      nodes: toJsonText(fields.nodes),
      connections: toJsonText(fields.connections),
      authors: author,
      created_at: now,
    }).execute();
  }

  private async tagsOf(db: Db, workflowIds: number[]): Promise<Map<number, ITag[]>> {
    const byWorkflow = new Map<number, ITag[]>();
    if (workflowIds.length === 0) return byWorkflow;
    const rows = await db.selectFrom('workflows_tags as wt').innerJoin('tag_entity as t', 't.id', 'wt.tag_id')
      .select(['wt.workflow_id', 't.id', 't.name']).where('wt.workflow_id', 'in', workflowIds)
      .orderBy('t.name').execute();
    for (const row of rows) {
      const list = byWorkflow.get(row.workflow_id) ?? [];
      list.push({ id: String(row.id), name: row.name });
      byWorkflow.set(row.workflow_id, list);
    }
    return byWorkflow;
  }
}

type WorkflowsAsW = Database & { w: WorkflowTable };

/** The condition a listed workflow meets; undefined when no workflow can (a tag id that is no id). */
function matchingWorkflows(filter: WorkflowListFilter, scope: WorkflowScope) {
  const tagIds: number[] = [];
  for (const tagId of filter.tags ?? []) {
    const numericTagId = parseId(tagId);
    if (numericTagId === null) return undefined;
    tagIds.push(numericTagId);
  }
  return (eb: ExpressionBuilder<WorkflowsAsW, 'w'>): Expression<SqlBool> => {
    const conditions: Array<Expression<SqlBool>> = [];
    if (scope.ownerId !== undefined) conditions.push(eb('w.owner_id', '=', scope.ownerId));
    if (filter.name) {
      const pattern = `%${escapeLike(filter.name.toLowerCase())}%`;
      conditions.push(sql<SqlBool>`lower(w.name) like ${pattern} escape '\\'`);
    }
    if (filter.active !== undefined) conditions.push(eb('w.active', '=', toBool(filter.active)));
    for (const tagId of tagIds) {
      conditions.push(eb.exists(
        eb.selectFrom('workflows_tags as wt').select('wt.tag_id')
          .whereRef('wt.workflow_id', '=', 'w.id').where('wt.tag_id', '=', tagId),
      ));
    }
    return eb.and(conditions);
  };
}

function toStoredWorkflow(row: Selectable<WorkflowTable>, tags: ITag[]): StoredWorkflow {
  return {
    id: String(row.id),
    name: row.name,
    active: fromBool(row.active),
    nodes: fromJson<INode[]>(row.nodes),
    connections: fromJson<IConnections>(row.connections),
    settings: fromJson<IWorkflowSettings>(row.settings),
    staticData: fromNullableJson<Record<string, unknown>>(row.static_data),
    pinData: fromJson<IPinData>(row.pin_data),
    meta: fromNullableJson<Record<string, unknown>>(row.meta),
    versionId: row.version_id,
    tags,
    ownerId: row.owner_id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
