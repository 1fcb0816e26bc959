import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PublicRouteDefinition } from '@weft/contracts';
import type { StoredUser } from '../db/users.repository.js';
import { keyOwner } from './api-key-auth.js';

export interface PublicRouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The owner of the request's API key: the key acts with their rights. */
  user: StoredUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Answer<R extends z.ZodType> = R extends z.ZodType ? z.input<R> : never;

/**
 * Registers one public API route: requests are validated with the contract's schemas (a bad one gets
 * n8n's 400 `{ message }` before the handler runs) and the handler's result is the whole answer body,
 * serialised through the contract's response schema, so an answer the document does not describe fails.
 */
export function registerPublicRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  route: PublicRouteDefinition<P, Q, B, R>,
  handler: (input: PublicRouteInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<Answer<R> | undefined>,
): void {
  const status = route.status ?? 200;
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: bodySchema(route.body) } : {}),
      ...(route.response ? { response: { [status]: route.response } } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        user: keyOwner(request),
        request,
        reply,
      });
      reply.code(status);
      return status === 204 ? reply.send() : result;
    },
  });
}

/** Fastify validates a request without a body as `null`: a route whose body is optional (POST /audit) takes that as none. */
function bodySchema(body: z.ZodType): z.ZodType {
  return body.safeParse(undefined).success ? z.preprocess((value) => value ?? undefined, body) : body;
}
