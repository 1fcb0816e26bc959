import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';
import { toStoredUser, type StoredUser } from './users.repository.js';
import { nowIso } from './codec.js';
import type { ExecutionStore } from './execution-store/execution-store.js';

/** What a user's deletion did with their workflows and credentials. */
export interface DeletedUserData {
  workflows: number;
  credentials: number;
}

/**
 * User management by the owner: invited (pending) users, sign-up from an invitation, and deleting a
 * user together with, or handing over, what they own. A pending user is a member row with an e-mail
 * and neither names nor a password.
 */
export class UserAdminRepository {
  /** `executions`: deleting a user's workflows deletes their executions, those written behind too. */
  constructor(private readonly db: Kysely<Database>, private readonly executions: Pick<ExecutionStore, 'afterWrites'>) {}

  /** Every user, the owner (or default user) first, then by when they were invited. */
  async list(): Promise<StoredUser[]> {
    const rows = await this.db.selectFrom('user').selectAll().orderBy('created_at').orderBy('id').execute();
    const rank = (role: string) => (role === 'member' ? 1 : 0);
    return rows.sort((a, b) => rank(a.role) - rank(b.role)).map(toStoredUser);
  }

  /**
   * A new pending member with this (lower-case) e-mail; undefined when the address is taken (checked
   * by the unique index too, so that two invitations racing cannot both create it).
   */
  async createPending(email: string): Promise<StoredUser | undefined> {
    const now = nowIso();
    const id = randomUUID();
    try {
      await this.db.insertInto('user').values({
        id, email, first_name: null, last_name: null, password: null, role: 'member',
        personalization_answers: null, created_at: now, updated_at: now,
      }).execute();
    } catch (error) {
      if (await this.findByEmail(email)) return undefined;
      throw error;
    }
    return this.findById(id);
  }

  async findByEmail(email: string): Promise<StoredUser | undefined> {
    const row = await this.db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirst();
    return row ? toStoredUser(row) : undefined;
  }

  async findById(id: string): Promise<StoredUser | undefined> {
    const row = await this.db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toStoredUser(row) : undefined;
  }

  /** Removes a pending user whose invitation could not be sent (only while still pending). */
  async deletePending(id: string): Promise<void> {
    await this.db.deleteFrom('user').where('id', '=', id).where('role', '=', 'member').where('password', 'is', null).execute();
  }

  /**
   * Completes an invitation: names and password on the pending row. Answers undefined when the user
   * is not pending any more (signed up meanwhile, or deleted): one invitation makes one account.
   */
  async completeSignUp(
    id: string, names: { firstName: string; lastName: string }, passwordHash: string,
  ): Promise<StoredUser | undefined> {
    const result = await this.db.updateTable('user')
      .set({ first_name: names.firstName, last_name: names.lastName, password: passwordHash, updated_at: nowIso() })
      .where('id', '=', id).where('role', '=', 'member').where('password', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? this.findById(id) : undefined;
  }

  /** Ids of the workflows the user owns, and of those the active ones. */
  async workflowsOwnedBy(userId: string): Promise<Array<{ id: string; active: boolean }>> {
    const rows = await this.db.selectFrom('workflow_entity').select(['id', 'active']).where('owner_id', '=', userId).execute();
    return rows.map((row) => ({ id: String(row.id), active: Boolean(row.active) }));
  }

  /** In one transaction: the user's workflows and credentials go to `transferId`, then the user goes. */
  async deleteWithTransfer(userId: string, transferId: string): Promise<DeletedUserData> {
    return this.db.transaction().execute(async (trx) => {
      const workflows = await trx.updateTable('workflow_entity').set({ owner_id: transferId })
        .where('owner_id', '=', userId).executeTakeFirst();
      const credentials = await trx.updateTable('credentials_entity').set({ owner_id: transferId })
        .where('owner_id', '=', userId).executeTakeFirst();
      await deleteUserRow(trx, userId);
      return { workflows: Number(workflows.numUpdatedRows), credentials: Number(credentials.numUpdatedRows) };
    });
  }

  /**
   * In one transaction: the user's workflows (their executions, history, tags and webhooks go with them
   * by the database's cascades), their credentials, then the user.
   */
  deleteWithData(userId: string): Promise<DeletedUserData> {
    // After the executions queued before: one committed later would lose its workflow but stay.
    return this.executions.afterWrites(() => this.db.transaction().execute(async (trx) => {
      const workflows = await trx.deleteFrom('workflow_entity').where('owner_id', '=', userId).executeTakeFirst();
      const credentials = await trx.deleteFrom('credentials_entity').where('owner_id', '=', userId).executeTakeFirst();
      await deleteUserRow(trx, userId);
      return { workflows: Number(workflows.numDeletedRows), credentials: Number(credentials.numDeletedRows) };
    }));
  }
}

async function deleteUserRow(trx: Transaction<Database>, userId: string): Promise<void> {
  // The owner and the default user are never deleted: the check is repeated here, inside the transaction.
  const result = await trx.deleteFrom('user').where('id', '=', userId).where('role', '=', 'member').executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new UserNotDeletableError();
}

/** The user was gone, or no member, when the transaction ran: nothing of it is kept. */
export class UserNotDeletableError extends Error {
  constructor() {
    super('The user could not be deleted');
  }
}
