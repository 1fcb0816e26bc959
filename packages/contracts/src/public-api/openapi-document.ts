import type { z } from 'zod';
import { API_KEY_HEADER_NAME, OPENAPI_ERROR_RESPONSES, openApiErrorResponse, type OpenApiResponse } from './openapi-responses.js';
import { documentSchemas, type JsonSchema } from './openapi-schemas.js';
import type { PublicApiTag, PublicRouteDefinition } from './public-route.js';
import { publicErrorSchema } from './common.js';

export type { JsonSchema } from './openapi-schemas.js';
export type { OpenApiResponse } from './openapi-responses.js';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  tags: [PublicApiTag];
  summary: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  security: { ApiKeyAuth: [] }[];
  tags: { name: PublicApiTag; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: { ApiKeyAuth: { type: 'apiKey'; in: 'header'; name: string; description: string } };
  };
}

export interface PublicApiDocumentOptions {
  /** Where the API answers, as the document's only server: `{basePath}api/v1`. */
  serverUrl: string;
  version: string;
}

const TAG_DESCRIPTIONS: Record<PublicApiTag, string> = {
  Workflow: 'Workflows: create, read, change, activate and delete them.',
  Execution: 'The runs of workflows: read, delete and retry them.',
  Credential: 'Credentials: create and delete them, and read the fields a credential type needs.',
  Tags: 'Tags, shared by every user of the instance, that label workflows.',
  User: 'The users of the instance (owner only).',
  Audit: 'A security audit of the instance (owner only).',
};

const DESCRIPTION = [
  'The REST API of this Weft instance, in the shapes of n8n\'s public API v1, so scripts and tools written for n8n work here.',
  '',
  `**Authentication.** Every request carries an API key in the \`${API_KEY_HEADER_NAME}\` header. A user creates their key in`,
  'Settings → API; the key acts with that user\'s rights, and deleting it stops it at once.',
  '',
  '**Pagination.** A list answers one page at a time: `{ data, nextCursor }`. To get the next page, send `nextCursor` back',
  'as the `cursor` query parameter; it is `null` on the last page. `limit` sets the page size (the cursor keeps it).',
  '',
  '**Rate limit.** Each key may make a limited number of requests a minute; beyond it the answer is 429 with a',
  '`Retry-After` header giving the seconds to wait.',
].join('\n');

/** `/tags/:id` (Fastify) as OpenAPI writes it: `/tags/{id}`. */
export function documentPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document of the public API, generated from the routes' contracts (the schemas the
 * server validates with), so the document cannot drift from what the server does. Schemas with
 * `.meta({ id })` become `components/schemas` and are referenced by `$ref`.
 */
export function buildPublicApiDocument(routes: readonly PublicRouteDefinition[], options: PublicApiDocumentOptions): OpenApiDocument {
  const schemas = documentSchemas();
  const errorRef = schemas.convert(publicErrorSchema, 'output');
  const paths: OpenApiDocument['paths'] = {};
  // Responses first: a schema also sent in a request keeps its plain name unless its input form differs.
  const operations = routes.map((route) => ({ route, responses: routeResponses(route, (schema) => schemas.convert(schema, 'output')) }));
  for (const { route, responses } of operations) {
    const path = documentPath(route.path);
    const operations = paths[path] ??= {};
    const method = route.method.toLowerCase();
    if (operations[method]) throw new Error(`Two public routes are ${route.method} ${path}`);
    operations[method] = operation(route, responses, (schema) => schemas.convert(schema, 'input'));
  }
  const usedTags = new Set(routes.map((route) => route.tag));
  return {
    openapi: '3.1.0',
    info: { title: 'Weft Public API', version: options.version, description: DESCRIPTION },
    servers: [{ url: options.serverUrl }],
    security: [{ ApiKeyAuth: [] }],
    tags: (Object.keys(TAG_DESCRIPTIONS) as PublicApiTag[])
      .filter((name) => usedTags.has(name))
      .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    paths,
    components: {
      schemas: schemas.components(),
      responses: Object.fromEntries(Object.values(OPENAPI_ERROR_RESPONSES).map(({ name, description, headers }) =>
        [name, openApiErrorResponse(description, errorRef, headers)])),
      securitySchemes: {
        ApiKeyAuth: { type: 'apiKey', in: 'header', name: API_KEY_HEADER_NAME, description: 'The API key from Settings → API.' },
      },
    },
  };
}

type Convert = (schema: z.ZodType) => JsonSchema;

function routeResponses(route: PublicRouteDefinition, convert: Convert): OpenApiOperation['responses'] {
  const status = route.status ?? 200;
  const success: OpenApiResponse = status === 204 || !route.response
    ? { description: 'Done; the answer has no body.' }
    : { description: 'Done.', content: { 'application/json': { schema: convert(route.response) } } };
  const responses: OpenApiOperation['responses'] = { [status]: success };
  const errors = [...new Set([...route.errors, 401, 429] as const)].sort((a, b) => a - b);
  for (const error of errors) responses[error] = { $ref: `#/components/responses/${OPENAPI_ERROR_RESPONSES[error].name}` };
  return responses;
}

function operation(route: PublicRouteDefinition, responses: OpenApiOperation['responses'], convert: Convert): OpenApiOperation {
  const parameters = [
    ...(route.params ? parametersOf(route.params, 'path', convert) : []),
    ...(route.query ? parametersOf(route.query, 'query', convert) : []),
  ];
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body ? {
      requestBody: {
        // A body schema that accepts nothing at all (`.optional()`) makes the body optional.
        required: !route.body.safeParse(undefined).success,
        content: { 'application/json': { schema: convert(route.body) } },
      },
    } : {}),
    responses,
  };
}

/** One parameter per property of an object schema; its description moves from the schema to the parameter. */
function parametersOf(schema: z.ZodType, location: 'path' | 'query', convert: Convert): OpenApiParameter[] {
  const json = convert(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      // OpenAPI requires every path parameter; a query parameter with a default need not be sent.
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}
