import { startStandInServer } from './stand-in-server.js';
import type { StandInServer } from './stand-in-server.js';

/*
 * A loopback Confluent Schema Registry, after its public REST reference: subjects hold versions of
 * schemas, each schema text has one global id. Only what producers and consumers use: register a
 * version, read a subject's latest, read a schema by id. Errors are the registry's JSON shape.
 */

interface Registered { id: number; schema: string; schemaType?: string }

export interface SchemaRegistryStandIn extends StandInServer {
  /** The requests received (method and path), in order. */
  requests: string[];
}

const CONTENT_TYPE = { 'content-type': 'application/vnd.schemaregistry.v1+json' };

export async function startSchemaRegistryStandIn(): Promise<SchemaRegistryStandIn> {
  const schemas: Registered[] = [];
  const subjects = new Map<string, number[]>();
  const requests: string[] = [];
  const server = await startStandInServer((request, reply) => {
    requests.push(`${request.method} ${request.path}`);
    const error = (status: number, code: number, message: string) => reply.json(status, { error_code: code, message }, CONTENT_TYPE);
    const byId = /^\/schemas\/ids\/(\d+)$/.exec(request.path);
    if (request.method === 'GET' && byId) {
      const found = schemas.find((schema) => schema.id === Number(byId[1]));
      if (!found) return error(404, 40403, 'Schema not found');
      return reply.json(200, { schema: found.schema, ...(found.schemaType ? { schemaType: found.schemaType } : {}) }, CONTENT_TYPE);
    }
    const versions = /^\/subjects\/([^/]+)\/versions(?:\/([^/]+))?$/.exec(request.path);
    if (!versions) return error(404, 404, 'HTTP 404 Not Found');
    const subject = decodeURIComponent(versions[1]!);
    if (request.method === 'POST' && !versions[2]) {
      const body = request.body as { schema?: unknown; schemaType?: string } | undefined;
      if (typeof body?.schema !== 'string') return error(422, 42201, 'Invalid schema');
      const schemaType = body.schemaType && body.schemaType !== 'AVRO' ? body.schemaType : undefined;
      let found = schemas.find((schema) => schema.schema === body.schema && schema.schemaType === schemaType);
      if (!found) {
        found = { id: schemas.length + 1, schema: body.schema, schemaType };
        schemas.push(found);
      }
      const ids = subjects.get(subject) ?? [];
      if (!ids.includes(found.id)) subjects.set(subject, [...ids, found.id]);
      return reply.json(200, { id: found.id }, CONTENT_TYPE);
    }
    if (request.method === 'GET' && versions[2]) {
      const ids = subjects.get(subject);
      if (!ids) return error(404, 40401, `Subject '${subject}' not found.`);
      const version = versions[2] === 'latest' ? ids.length : Number(versions[2]);
      const id = ids[version - 1];
      const found = schemas.find((schema) => schema.id === id);
      if (!found) return error(404, 40402, `Version ${versions[2]} not found.`);
      return reply.json(200, { subject, version, id: found.id, schema: found.schema, ...(found.schemaType ? { schemaType: found.schemaType } : {}) }, CONTENT_TYPE);
    }
    return error(405, 405, 'HTTP 405 Method Not Allowed');
  });
  return { ...server, requests };
}

/** Registers a schema under a subject as a producer's tooling would; answers its id. */
export async function registerSchema(origin: string, subject: string, schema: object): Promise<number> {
  const response = await fetch(`${origin}/subjects/${encodeURIComponent(subject)}/versions`, {
    method: 'POST', headers: { 'content-type': 'application/vnd.schemaregistry.v1+json' }, body: JSON.stringify({ schema: JSON.stringify(schema) }),
  });
  if (!response.ok) throw new Error(`The registry refused the schema: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}
