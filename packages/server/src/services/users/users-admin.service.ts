import { z } from 'zod';
import type { InviteResult } from '@weft/contracts';
import type { WeftConfig } from '../../config.js';
import type { ExecutionStore } from '../../db/execution-store/execution-store.js';
import { UserNotDeletableError, type DeletedUserData, type UserAdminRepository } from '../../db/user-admin.repository.js';
import type { StoredUser } from '../../db/users.repository.js';
import { BadRequestError, NotFoundError } from '../../errors.js';
import type { ActiveWorkflowsService } from '../active-workflows/active-workflows.service.js';
import type { BinaryData } from '../executions/binary-data.js';
import { hashPassword } from '../auth/passwords.js';
import { MailSendError, type Mailer } from '../mail/mailer.js';
import { editorBaseUrl, invitationMail, signupUrl } from '../mail/user-mails.js';

export interface UsersAdminDeps {
  config: WeftConfig;
  mailer: Mailer;
  users: UserAdminRepository;
  activeWorkflows: ActiveWorkflowsService;
  executions: ExecutionStore;
  binaryData: BinaryData;
}

const INVALID_INVITATION = new BadRequestError(
  'This invitation link is not valid',
  'Ask the owner of this instance to send you a new invitation',
);
const isEmail = (text: string) => z.email().safeParse(text).success;

/** Invitations, sign-up from them, and deleting users (spec/admin.md §6: the owner's part). */
export class UsersAdminService {
  constructor(private readonly deps: UsersAdminDeps) {}

  list(): Promise<StoredUser[]> {
    return this.deps.users.list();
  }

  /**
   * One answer per address, in order. An address is invited when its pending user exists and the mail
   * was sent; when the mail fails, the pending user is removed again and the answer says why, so that
   * the users list holds nobody who was not told.
   */
  async invite(inviter: StoredUser, addresses: string[]): Promise<InviteResult[]> {
    this.deps.mailer.requireSetUp('Set up e-mail (SMTP) to invite users');
    if (inviter.role !== 'owner') {
      throw new BadRequestError('Set up the owner account before inviting users', 'Open Settings > Users and set up your account');
    }
    const results: InviteResult[] = [];
    // Once the mail server is known to be unusable, the other addresses are not tried (each would wait for it).
    const batch: { unusable?: MailSendError } = {};
    // One after another: an address given twice is then found as invited the second time.
    for (const raw of addresses) results.push(await this.inviteOne(inviter, raw.trim(), batch));
    return results;
  }

  private async inviteOne(inviter: StoredUser, given: string, batch: { unusable?: MailSendError }): Promise<InviteResult> {
    // 'Ada Lovelace <ada@example.com>' as a mail client writes it (spec/admin.md §5): the address inside.
    const email = (/<([^<>]*)>$/.exec(given)?.[1] ?? given).trim().toLowerCase();
    if (!isEmail(email)) return { error: `${given} is not a valid email` };
    const notSent = (failure: MailSendError) => ({
      error: `The invitation to ${email} could not be sent: ${failure.reason}. Check the e-mail (SMTP) settings and try again`,
    });
    if (batch.unusable) return (await this.deps.users.findByEmail(email)) ? { error: await this.takenMessage(email) } : notSent(batch.unusable);
    const user = await this.deps.users.createPending(email);
    if (!user) return { error: await this.takenMessage(email) };
    try {
      await this.sendInvitation(inviter, user);
    } catch (error) {
      if (!(error instanceof MailSendError)) throw error;
      await this.deps.users.deletePending(user.id);
      if (error.serverUnusable) batch.unusable = error;
      return notSent(error);
    }
    return { user: { id: user.id, email } };
  }

  private async takenMessage(email: string): Promise<string> {
    const existing = await this.deps.users.findByEmail(email);
    return existing && isPending(existing)
      ? `${email} has already been invited; send the invitation again from the users list`
      : `${email} is already a user of this instance`;
  }

  /** Sends the invitation of a pending user again. */
  async reinvite(inviter: StoredUser, id: string): Promise<void> {
    this.deps.mailer.requireSetUp('Set up e-mail (SMTP) to invite users');
    const user = await this.deps.users.findById(id);
    if (!user) throw new NotFoundError('There is no user with this ID', 'Reload the users list');
    if (!isPending(user)) throw new BadRequestError(`${user.email ?? 'This user'} has already accepted the invitation`);
    await this.sendInvitation(inviter, user);
  }

  private async sendInvitation(inviter: StoredUser, invitee: StoredUser): Promise<void> {
    const names = [inviter.firstName, inviter.lastName].filter(Boolean).join(' ');
    await this.deps.mailer.send(invitationMail({
      to: invitee.email!,
      inviterName: names || inviter.email || 'The owner of this instance',
      url: signupUrl(editorBaseUrl(this.deps.config), inviter.id, invitee.id),
    }));
  }

  /** The inviter and invitee of a valid invitation link; 400 for any link that cannot be used. */
  async resolveInvitation(inviterId: string, inviteeId: string): Promise<{ inviter: StoredUser; invitee: StoredUser }> {
    const [inviter, invitee] = await Promise.all([this.deps.users.findById(inviterId), this.deps.users.findById(inviteeId)]);
    if (inviter?.role !== 'owner' || invitee?.role !== 'member') throw INVALID_INVITATION;
    if (!isPending(invitee)) {
      throw new BadRequestError('This invitation has already been accepted', 'Sign in with your e-mail and password');
    }
    return { inviter, invitee };
  }

  /** Completes an invitation: the invitee's names and password. Answers the new member. */
  async signUp(
    inviteeId: string, inviterId: string, input: { firstName: string; lastName: string; password: string },
  ): Promise<StoredUser> {
    await this.resolveInvitation(inviterId, inviteeId);
    const passwordHash = await hashPassword(input.password);
    const user = await this.deps.users.completeSignUp(inviteeId, input, passwordHash);
    // Accepted (or deleted) while the password was hashed.
    if (!user) throw new BadRequestError('This invitation has already been accepted', 'Sign in with your e-mail and password');
    return user;
  }

  /**
   * Deletes a user. With `transferId` their workflows and credentials go to that user; without it they
   * are deleted too (active workflows stopped first, executions and their binary data with them).
   */
  async delete(actor: StoredUser, id: string, transferId: string | undefined): Promise<DeletedUserData> {
    const { users } = this.deps;
    const user = await users.findById(id);
    if (!user) throw new NotFoundError('There is no user with this ID', 'Reload the users list');
    if (user.id === actor.id) throw new BadRequestError('You cannot delete your own account');
    if (user.role !== 'member') throw new BadRequestError('The owner of this instance cannot be deleted');
    if (transferId !== undefined) {
      if (transferId === id) {
        throw new BadRequestError('The workflows and credentials cannot be transferred to the user being deleted', 'Choose another user');
      }
      const target = await users.findById(transferId);
      if (!target) throw new BadRequestError('The user to transfer the workflows and credentials to does not exist', 'Reload the users list and choose again');
      if (isPending(target)) {
        throw new BadRequestError('Workflows and credentials can only be transferred to a user who has signed up', 'Choose another user');
      }
      return this.deleteRow(() => users.deleteWithTransfer(id, transferId));
    }
    const owned = await users.workflowsOwnedBy(id);
    for (const workflow of owned) if (workflow.active) await this.deps.activeWorkflows.deactivate(workflow.id);
    const executionIds = (await Promise.all(owned.map((w) => this.deps.executions.idsOfWorkflow(w.id)))).flat();
    const deleted = await this.deleteRow(() => users.deleteWithData(id));
    for (const workflow of owned) if (workflow.active) this.deps.activeWorkflows.announceChange(workflow.id);
    for (const executionId of executionIds) await this.deps.binaryData.deleteByExecution(executionId).catch(() => undefined);
    return deleted;
  }

  private async deleteRow(run: () => Promise<DeletedUserData>): Promise<DeletedUserData> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof UserNotDeletableError) throw new NotFoundError('There is no user with this ID', 'Reload the users list');
      throw error;
    }
  }
}

export function isPending(user: StoredUser): boolean {
  return user.role === 'member' && !user.hasPassword;
}
