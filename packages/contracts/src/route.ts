import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One REST route under the REST base (`/rest`): the server validates requests with these schemas
 * and the editor's client derives its argument and result types from them.
 */
export interface RouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The `data` field of the answer: every answer is `{ data }` (n8n's REST envelope). */
  response: R;
}

export function defineRoute<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(route: RouteDefinition<P, Q, B, R>): RouteDefinition<P, Q, B, R> {
  return route;
}

export type RouteParams<T> = T extends RouteDefinition<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type RouteQuery<T> = T extends RouteDefinition<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type RouteBody<T> = T extends RouteDefinition<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type RouteResponse<T> = T extends RouteDefinition<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
