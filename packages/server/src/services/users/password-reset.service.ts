import { createHash, randomBytes } from 'node:crypto';
import type { WeftConfig } from '../../config.js';
import type { AuthTokensRepository } from '../../db/auth-tokens.repository.js';
import type { UserAdminRepository } from '../../db/user-admin.repository.js';
import type { StoredUser } from '../../db/users.repository.js';
import { NotFoundError } from '../../errors.js';
import { hashPassword } from '../auth/passwords.js';
import type { Mailer } from '../mail/mailer.js';
import { editorBaseUrl, passwordResetMail, passwordResetUrl } from '../mail/user-mails.js';

/** How long a reset link works: n8n's 20 minutes, long enough to find the mail, short if it leaks. */
export const PASSWORD_RESET_MINUTES = 20;
/** At most one reset mail per address in this time: a form sent again and again does not flood the inbox. */
export const PASSWORD_RESET_INTERVAL_MS = 60_000;

const INVALID_LINK = new NotFoundError(
  'The password reset link is invalid or has expired',
  'Ask for a new link on the forgot-password page',
);

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The forgot-password flow: a single-use link by e-mail, then a new password through it. */
export class PasswordResetService {
  constructor(private readonly deps: {
    config: WeftConfig;
    mailer: Mailer;
    users: UserAdminRepository;
    tokens: AuthTokensRepository;
    /** Called once a user's password was reset (the sign-in lock-out of their address ends with it). */
    afterReset?: (user: StoredUser) => Promise<void>;
  }) {}

  /**
   * Sends a reset link to the address if it belongs to a user who has signed up; does nothing
   * otherwise, and the caller answers the same either way, so the form tells nobody who has an account.
   */
  async requestReset(email: string): Promise<void> {
    const { mailer, users, tokens, config } = this.deps;
    mailer.requireSetUp('E-mail is not set up on this instance, so no reset link can be sent');
    const user = await users.findByEmail(email.toLowerCase());
    if (!user?.hasPassword || !user.email) return;
    const now = Date.now();
    const latest = await tokens.latestExpiry(user.id, 'password-reset');
    if (latest && latest.getTime() - PASSWORD_RESET_MINUTES * 60_000 > now - PASSWORD_RESET_INTERVAL_MS) return;
    await tokens.deleteExpired(new Date(now - 24 * 3_600_000));

    const token = randomBytes(32).toString('base64url');
    const digest = tokenDigest(token);
    await tokens.issue(user.id, 'password-reset', digest, new Date(now + PASSWORD_RESET_MINUTES * 60_000));
    try {
      await mailer.send(passwordResetMail({
        to: user.email,
        firstName: user.firstName,
        url: passwordResetUrl(editorBaseUrl(config), token, user.id),
        validMinutes: PASSWORD_RESET_MINUTES,
      }));
    } catch (error) {
      // A link nobody received must not count against the next try, nor stay usable.
      await tokens.revoke(digest);
      throw error;
    }
  }

  /** 404 unless the link is the user's newest, unused and not expired. */
  async checkLink(token: string, userId: string): Promise<void> {
    if (!(await this.deps.tokens.isValid(tokenDigest(token), userId, 'password-reset'))) throw INVALID_LINK;
  }

  /**
   * Sets the new password and uses the link up. Sessions end by themselves: a session is tied to the
   * password it was opened with.
   */
  async resetPassword(token: string, userId: string, password: string): Promise<void> {
    await this.checkLink(token, userId);
    const passwordHash = await hashPassword(password);
    if (!(await this.deps.tokens.resetPassword(tokenDigest(token), userId, passwordHash))) throw INVALID_LINK;
    const user = await this.deps.users.findById(userId);
    if (user) await this.deps.afterReset?.(user);
  }
}
