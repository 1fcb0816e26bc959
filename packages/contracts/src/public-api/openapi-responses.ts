import type { PublicErrorStatus } from './public-route.js';
import type { JsonSchema } from './openapi-schemas.js';

/** The header that carries the API key, as n8n names it (HTTP headers are case-insensitive). */
export const API_KEY_HEADER_NAME = 'X-N8N-API-KEY';

export interface OpenApiHeader {
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader>;
  content?: { 'application/json': { schema: JsonSchema } };
}

interface ErrorResponse {
  /** Its name under `components/responses`. */
  name: string;
  description: string;
  headers?: Record<string, OpenApiHeader>;
}

/** Every error the public API documents: the routes' own, plus 401 and 429 which any route may answer. */
export const OPENAPI_ERROR_RESPONSES: Record<PublicErrorStatus | 401 | 429, ErrorResponse> = {
  400: { name: 'BadRequest', description: 'The request is not valid; the message names the field.' },
  401: { name: 'Unauthorized', description: `The ${API_KEY_HEADER_NAME} header is missing, or the key is unknown or deleted.` },
  403: { name: 'Forbidden', description: 'The key\'s owner may not do this.' },
  404: { name: 'NotFound', description: 'There is no such item, or the key\'s owner may not see it.' },
  409: { name: 'Conflict', description: 'The change conflicts with what is stored (a name already taken, for example).' },
  429: {
    name: 'TooManyRequests',
    description: 'This key made more requests this minute than the instance allows.',
    headers: {
      'Retry-After': { description: 'Seconds until the key may make requests again.', required: true, schema: { type: 'integer', minimum: 1 } },
    },
  },
};

export function openApiErrorResponse(description: string, errorSchema: JsonSchema, headers?: Record<string, OpenApiHeader>): OpenApiResponse {
  return { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: errorSchema } } };
}
