import type { FastifyInstance } from 'fastify';
import { isNestedDeeperThan, MAX_JSON_DEPTH, tooDeeplyNestedMessage } from '@weft/workflow/validation';
import { BadRequestError } from '../errors.js';

export function tooDeeplyNestedBody(): BadRequestError {
  return new BadRequestError(
    tooDeeplyNestedMessage('The request body'),
    `Send objects and lists nested at most ${MAX_JSON_DEPTH} levels deep`,
  );
}

/**
 * JSON request bodies, parsed by Fastify's own parser (which guards against `__proto__`). Some clients
 * send `content-type: application/json` with no body (a DELETE, say): that is no body, not broken JSON.
 * A body nested too deeply is refused here, before validation: every later step (schemas, clones,
 * expression scans, JSON.stringify on the way to the database) walks it recursively and would run out
 * of stack.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, body as string, (error, parsed) => {
      if (error) return done(error);
      if (isNestedDeeperThan(parsed, MAX_JSON_DEPTH)) return done(tooDeeplyNestedBody());
      return done(null, parsed);
    });
  });
}
