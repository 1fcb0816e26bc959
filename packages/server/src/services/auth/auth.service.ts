import { fastifyCookie } from '@fastify/cookie';
import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WeftConfig } from '../../config.js';
import type { InvalidAuthTokensRepository } from '../../db/invalid-auth-tokens.repository.js';
import type { LoginFailuresRepository } from '../../db/login-failures.repository.js';
import type { StoredUser, UsersRepository } from '../../db/users.repository.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_LIFETIME_SECONDS, deviceCookieSecret, newDeviceId, readDeviceCookie, signDeviceCookie } from './device-cookie.js';
import { LoginRateLimiter, type RateLimits, type SignInClient } from './login-rate-limiter.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { sessionFingerprint, signSessionToken, tokenDigest, verifySessionToken } from './session-token.js';

/** The session cookie: an httpOnly JWT (spec/admin.md §7: "GET /login (session by cookie)"). */
export const AUTH_COOKIE = 'weft-auth';
/** n8n's header name, so that scripts written for it authenticate here too. */
export const API_KEY_HEADER = 'x-n8n-api-key';
const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export function apiKeyDigest(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}

export interface AuthServiceDeps {
  config: WeftConfig;
  users: UsersRepository;
  invalidTokens: InvalidAuthTokensRepository;
  loginFailures: LoginFailuresRepository;
  /** Signs the session tokens; see `sessionSecret`. */
  secret: Buffer;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  rateLimits?: RateLimits;
}

/** Sessions (the cookie), API keys and password checks. */
export class AuthService {
  private readonly now: () => number;
  /** Failed sign-ins (POST /login) by client and account. */
  readonly loginLimiter: LoginRateLimiter;
  private readonly deviceSecret: Buffer;

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? Date.now;
    this.loginLimiter = new LoginRateLimiter(deps.loginFailures, deps.rateLimits, this.now);
    this.deviceSecret = deviceCookieSecret(deps.secret);
  }

  /**
   * Who is trying to sign in as `email`: the client address, and the device id when the request carries
   * a valid device cookie of that very account (a client its user signed in from before).
   */
  async signInClient(request: FastifyRequest, email: string): Promise<SignInClient> {
    const value = request.cookies[DEVICE_COOKIE];
    const claims = value ? readDeviceCookie(this.deviceSecret, value) : undefined;
    if (!claims) return { address: request.ip };
    const stored = await this.deps.users.findCredentialsByEmail(email.trim());
    return stored?.user.id === claims.userId ? { address: request.ip, deviceId: claims.deviceId } : { address: request.ip };
  }

  /** Marks the browser as a known client of `user` (keeping its device id if it was one already). */
  rememberDevice(request: FastifyRequest, reply: FastifyReply, user: StoredUser): void {
    const value = request.cookies[DEVICE_COOKIE];
    const claims = value ? readDeviceCookie(this.deviceSecret, value) : undefined;
    const deviceId = claims?.userId === user.id ? claims.deviceId : newDeviceId();
    reply.setCookie(DEVICE_COOKIE, signDeviceCookie(this.deviceSecret, { userId: user.id, deviceId }), {
      ...this.cookieOptions(), maxAge: DEVICE_COOKIE_LIFETIME_SECONDS,
    });
  }

  /** Sets the session cookie of `user` on the reply: from now on the browser is signed in as them. */
  async signIn(reply: FastifyReply, user: StoredUser): Promise<void> {
    const stored = await this.deps.users.findCredentialsById(user.id);
    if (!stored) throw new Error(`The user ${user.id} does not exist`);
    const iat = Math.floor(this.now() / 1000);
    const token = await signSessionToken(this.deps.secret, {
      id: user.id,
      hash: sessionFingerprint(stored.passwordHash, stored.user.email),
      iat,
      exp: iat + SESSION_LIFETIME_SECONDS,
      jti: randomBytes(12).toString('base64url'),
    });
    reply.setCookie(AUTH_COOKIE, token, { ...this.cookieOptions(), maxAge: SESSION_LIFETIME_SECONDS });
  }

  /** Ends the request's session for good (even a copy of the cookie is refused) and clears the cookie. */
  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[AUTH_COOKIE];
    const claims = token ? await verifySessionToken(this.deps.secret, token, Math.floor(this.now() / 1000)) : undefined;
    if (token && claims) {
      await this.deps.invalidTokens.add(tokenDigest(token), new Date(claims.exp * 1000), new Date(this.now()));
    }
    reply.clearCookie(AUTH_COOKIE, this.cookieOptions());
  }

  /**
   * Who sent the request: the session cookie's user, else the API key's, else null. A cookie that is
   * forged, expired, signed out, or from before a password or e-mail change counts as none.
   */
  async userOf(request: FastifyRequest): Promise<StoredUser | null> {
    const token = request.cookies[AUTH_COOKIE];
    if (token) {
      const user = await this.sessionUser(token);
      if (user) return user;
    }
    const apiKey = request.headers[API_KEY_HEADER];
    if (typeof apiKey === 'string' && apiKey !== '') {
      return await this.deps.users.findByApiKeyHash(apiKeyDigest(apiKey)) ?? null;
    }
    return null;
  }

  /**
   * The session cookie's user from a raw `Cookie` header, for routes outside the REST scope (a chat
   * page that only the instance's users may use).
   */
  async userOfCookieHeader(header: string | undefined): Promise<StoredUser | undefined> {
    if (!header?.includes(`${AUTH_COOKIE}=`)) return undefined;
    const token = fastifyCookie.parse(header)[AUTH_COOKIE];
    return token ? await this.sessionUser(token) : undefined;
  }

  /** The user whose e-mail and password these are; undefined for a wrong pair or a user without a password. */
  async checkPassword(email: string, password: string): Promise<StoredUser | undefined> {
    const stored = await this.deps.users.findCredentialsByEmail(email.trim());
    if (!stored?.passwordHash) {
      // As long as a real check, so that the answer's delay does not tell which addresses have accounts.
      await verifyPassword(await this.unknownUserHash(), password);
      return undefined;
    }
    return await verifyPassword(stored.passwordHash, password) ? stored.user : undefined;
  }

  /** Whether `password` is the user's current one. */
  async isCurrentPassword(userId: string, password: string): Promise<boolean> {
    const stored = await this.deps.users.findCredentialsById(userId);
    if (!stored?.passwordHash) return false;
    return verifyPassword(stored.passwordHash, password);
  }

  private dummyHash?: Promise<string>;

  private unknownUserHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }

  private async sessionUser(token: string): Promise<StoredUser | undefined> {
    const claims = await verifySessionToken(this.deps.secret, token, Math.floor(this.now() / 1000));
    if (!claims) return undefined;
    const stored = await this.deps.users.findCredentialsById(claims.id);
    if (!stored || sessionFingerprint(stored.passwordHash, stored.user.email) !== claims.hash) return undefined;
    if (await this.deps.invalidTokens.has(tokenDigest(token))) return undefined;
    return stored.user;
  }

  /** The session cookie's attributes, the same when it is set and when it is cleared (else the browser keeps it). */
  private cookieOptions(): CookieSerializeOptions {
    return { path: this.deps.config.basePath, httpOnly: true, sameSite: 'lax', secure: this.deps.config.protocol === 'https' };
  }
}
