import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADER, apiKeyDigest } from '../services/auth/auth.service.js';
import { PublicApiError } from './public-api-error.js';

const WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  count: number;
}

/**
 * At most `perMinute` requests per API key in each fixed minute; the rest get 429 with Retry-After (the
 * seconds until the minute ends). Counted before the key is checked, so a flood of wrong keys is limited
 * too (each by the key it sends). Kept in memory: a restart forgives.
 */
export function addRateLimit(scope: FastifyInstance, perMinute: number, now: () => number = Date.now): void {
  const windows = new Map<string, Window>();
  let sweptAt = now();
  scope.addHook('onRequest', async (request, reply) => {
    const key = rateKey(request);
    if (key === undefined) return;
    const time = now();
    if (time - sweptAt > WINDOW_MS) {
      for (const [id, window] of windows) if (time - window.startedAt >= WINDOW_MS) windows.delete(id);
      sweptAt = time;
    }
    let window = windows.get(key);
    if (!window || time - window.startedAt >= WINDOW_MS) {
      window = { startedAt: time, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > perMinute) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - time) / 1000));
      reply.header('retry-after', String(retryAfter));
      throw new PublicApiError(429, `Too many requests with this API key: at most ${perMinute} a minute. Try again in ${retryAfter} seconds`);
    }
  });
}

function rateKey(request: FastifyRequest): string | undefined {
  const key = request.headers[API_KEY_HEADER];
  return typeof key === 'string' && key !== '' ? apiKeyDigest(key) : undefined;
}
