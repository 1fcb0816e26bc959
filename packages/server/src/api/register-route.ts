import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteDefinition } from '@weft/contracts';

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one route of @weft/contracts: its params, query and body are validated with the contract's
 * schemas (a bad request never reaches the handler), and the handler's result is answered as `{ data }`.
 */
export function registerRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  route: RouteDefinition<P, Q, B, R>,
  handler: (input: RouteInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.input<R>>,
): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { 200: z.object({ data: route.response }) },
    },
    handler: async (request, reply) => ({
      data: await handler({
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        request,
        reply,
      }),
    }),
  });
}
