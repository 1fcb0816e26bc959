import type { StandInReply, StandInRequest, StandInServer } from '../stand-in-server.js';
import { startStandInServer } from '../stand-in-server.js';

/*
 * LinkedIn's versioned REST API as the LinkedIn node uses it (learn.microsoft.com/linkedin: Posts API,
 * Images API, Sign In with LinkedIn userinfo, /v2/me): bearer tokens of one member, the LinkedIn-Version
 * header, image uploads (initializeUpload, then PUT to the upload URL), posts answered 201 with the
 * post's URN in x-restli-id; errors as `{ status, serviceErrorCode, code, message }`.
 */

export interface LinkedInMember { id: string; firstName: string; lastName: string; token: string; organizations: string[] }

export interface LinkedInStandIn extends StandInServer {
  member: LinkedInMember;
  posts: Array<Record<string, unknown>>;
  /** Uploaded images by URN: their bytes and content type. */
  images: Map<string, { bytes?: Buffer; contentType?: string; owner: string }>;
  requests: StandInRequest[];
  throttle: { next: number };
}

const fail = (reply: StandInReply, status: number, code: string, message: string, serviceErrorCode: number) =>
  reply.json(status, { status, serviceErrorCode, code, message });

export const UPLOAD_HOST = 'https://www.linkedin.com';

export async function startLinkedInStandIn(member: LinkedInMember): Promise<LinkedInStandIn> {
  const posts: Array<Record<string, unknown>> = [];
  const images = new Map<string, { bytes?: Buffer; contentType?: string; owner: string }>();
  const requests: StandInRequest[] = [];
  const throttle = { next: 0 };
  const server = await startStandInServer((request, reply) => {
    requests.push(request);
    if (request.headers.authorization !== `Bearer ${member.token}`) return fail(reply, 401, 'INVALID_ACCESS_TOKEN', 'Invalid access token', 65600);
    if (throttle.next > 0) {
      throttle.next -= 1;
      return reply.json(429, { status: 429, serviceErrorCode: 101, code: 'TOO_MANY_REQUESTS', message: 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.' }, { 'retry-after': '3600' });
    }
    const upload = /^\/dms-uploads\/([^/]+)\/uploaded-image\/0$/.exec(request.path);
    if (upload && request.method === 'PUT') {
      const urn = `urn:li:image:${upload[1]}`;
      const image = images.get(urn);
      if (!image) return reply.send(404);
      Object.assign(image, { bytes: request.bytes, contentType: String(request.headers['content-type'] ?? '') });
      return reply.send(201);
    }
    if (request.path === '/v2/userinfo') {
      return reply.json(200, { sub: member.id, name: `${member.firstName} ${member.lastName}`, given_name: member.firstName, family_name: member.lastName, email_verified: true, locale: { country: 'US', language: 'en' } });
    }
    if (request.path === '/v2/me') return reply.json(200, { id: member.id, localizedFirstName: member.firstName, localizedLastName: member.lastName });
    if (!request.path.startsWith('/rest/')) return fail(reply, 404, 'RESOURCE_NOT_FOUND', `No virtual resource found`, 0);
    const version = request.headers['linkedin-version'];
    if (!version) return fail(reply, 400, 'VERSION_MISSING', 'A version must be present. Please specify a version by adding the LinkedIn-Version header.', 0);
    if (!/^20\d{4}(\.\d+)?$/.test(String(version))) return fail(reply, 426, 'NONEXISTENT_VERSION', `Requested version ${String(version)} is not active`, 0);
    if (request.headers['x-restli-protocol-version'] !== '2.0.0') return fail(reply, 400, 'ILLEGAL_ARGUMENT', 'Rest.li protocol version 2.0.0 is required', 0);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const mayPostAs = (urn: unknown) => urn === `urn:li:person:${member.id}` || member.organizations.some((id) => urn === `urn:li:organization:${id}`);
    if (request.path === '/rest/images' && request.method === 'POST' && request.query.get('action') === 'initializeUpload') {
      const owner = (body.initializeUploadRequest as Record<string, unknown> | undefined)?.owner;
      if (!mayPostAs(owner)) return fail(reply, 403, 'ACCESS_DENIED', `Not enough permissions to access: images.INITIALIZE_UPLOAD for owner ${String(owner)}`, 100);
      const id = `D4E10AQ${String(images.size + 1).padStart(6, '0')}`;
      images.set(`urn:li:image:${id}`, { owner: String(owner) });
      return reply.json(200, { value: { uploadUrlExpiresAt: 1767261600000, uploadUrl: `${UPLOAD_HOST}/dms-uploads/${id}/uploaded-image/0`, image: `urn:li:image:${id}` } });
    }
    if (request.path === '/rest/posts' && request.method === 'POST') {
      if (typeof body.author !== 'string' || !/^urn:li:(person|organization):\w+$/.test(body.author)) {
        return fail(reply, 422, 'UNPROCESSABLE_ENTITY', '/author :: "" is an invalid URN', 0);
      }
      if (!mayPostAs(body.author)) return fail(reply, 403, 'ACCESS_DENIED', 'Not enough permissions to access: partnerApiPostsExternal.CREATE.20250401', 100);
      if (!['PUBLIC', 'CONNECTIONS', 'LOGGED_IN', 'CONTAINER'].includes(String(body.visibility))) return fail(reply, 422, 'UNPROCESSABLE_ENTITY', '/visibility :: invalid enum value', 0);
      if (body.lifecycleState !== 'PUBLISHED' || typeof body.distribution !== 'object') return fail(reply, 422, 'UNPROCESSABLE_ENTITY', '/distribution :: field is required but not found and has no default value', 0);
      const content = body.content as Record<string, Record<string, unknown>> | undefined;
      for (const imageUrn of [content?.media?.id, content?.article?.thumbnail].filter((urn) => urn !== undefined)) {
        if (!images.get(String(imageUrn))?.bytes) return fail(reply, 400, 'INVALID_CONTENT', `Image ${String(imageUrn)} has not been uploaded`, 0);
      }
      const urn = `urn:li:share:7200000000000${String(posts.length + 1).padStart(6, '0')}`;
      posts.push({ id: urn, ...body });
      return reply.send(201, '', { 'x-restli-id': urn, 'x-linkedin-id': urn });
    }
    return fail(reply, 404, 'RESOURCE_NOT_FOUND', 'No virtual resource found', 0);
  });
  return { ...server, member, posts, images, requests, throttle };
}
