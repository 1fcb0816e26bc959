import type { z } from 'zod';
import type { HttpMethod } from '../route.js';

/** The groups of the public API's document, as n8n names them (its clients and docs group by them). */
export type PublicApiTag = 'Workflow' | 'Execution' | 'Credential' | 'Tags' | 'User' | 'Audit';

/** Error statuses a public route may answer, besides 401 and 429 which every route may. */
export type PublicErrorStatus = 400 | 403 | 404 | 409;

/**
 * One route of the public REST API v1 (`{basePath}api/v1`, n8n's shapes). The server validates requests
 * and serialises answers with these schemas, and the OpenAPI document is generated from them: the
 * contract is the one source of truth for both.
 */
export interface PublicRouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify's form, `:id` for a path parameter; the document writes `{id}`. */
  path: string;
  /** Unique across the API; n8n's operation ids where it has the route, so generated clients keep their names. */
  operationId: string;
  tag: PublicApiTag;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The answer's body on success: the whole body, not an envelope. Unset with `status: 204`. */
  response?: R;
  /** The success status: 200 unless set. */
  status?: 200 | 201 | 204;
  errors: PublicErrorStatus[];
}

export function definePublicRoute<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(route: PublicRouteDefinition<P, Q, B, R>): PublicRouteDefinition<P, Q, B, R> {
  return route;
}
