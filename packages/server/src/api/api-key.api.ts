import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createMyApiKey, deleteMyApiKey, getMyApiKey } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { apiKeyDigest } from '../services/auth/auth.service.js';
import { signedInUser } from '../services/auth/request-user.js';
import { registerRoute } from './register-route.js';

const API_KEY_PREFIX = 'weft_api_';
const HINT_LENGTH = 4;

/** The shape a key is shown in after it was created: enough to recognise it, not to use it. */
export function maskedApiKey(hint: string): string {
  return `${API_KEY_PREFIX}****${hint}`;
}

/**
 * The signed-in user's API key (spec/admin.md §2 "API settings"), sent as the X-N8N-API-KEY header.
 * Only its sha256 is stored: the key is shown once, when it is created.
 */
export function apiKeyApi(app: FastifyInstance, services: AppServices): void {
  const { users } = services.repositories;

  registerRoute(app, getMyApiKey, async ({ request }) => {
    const hint = await users.apiKeyHint(signedInUser(request).id);
    return { apiKey: hint === null ? null : maskedApiKey(hint) };
  });

  registerRoute(app, createMyApiKey, async ({ request }) => {
    const user = signedInUser(request);
    const apiKey = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    await users.setApiKey(user.id, apiKeyDigest(apiKey), apiKey.slice(-HINT_LENGTH));
    return { apiKey };
  });

  registerRoute(app, deleteMyApiKey, async ({ request }) => {
    await users.clearApiKey(signedInUser(request).id);
    return { success: true as const };
  });
}
