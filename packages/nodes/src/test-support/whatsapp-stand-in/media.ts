import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from '../slack-stand-in/parse.js';
import type { StandInReply, StandInRequest } from '../stand-in-server.js';
import type { CloudState } from './cloud-api.js';
import { graphErrorReply, newId } from './graph-error.js';

/*
 * The Cloud API's media endpoints: multipart upload for a phone number (`messaging_product`, `type`,
 * `file`), the lookup of an id (a short-lived lookaside URL with the file's type, size and hash), the
 * download of that URL (Bearer token required) and delete.
 */

export interface StoredMedia { bytes: Buffer; mime_type: string; filename: string; phoneNumberId: string; hash: string }

const SUPPORTED = /^(audio\/(aac|mp4|mpeg|amr|ogg)|text\/plain|application\/(pdf|vnd\.|msword)|image\/(jpeg|png|webp)|video\/(mp4|3gpp))/;
const LOOKASIDE = 'https://lookaside.fbsbx.com/whatsapp_business/attachments/';

const missing = (id: string, verb: string) => `Unsupported ${verb} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`;

/** Answers a media call; false when the path is not one. */
export function handleMedia(state: CloudState, request: StandInRequest, reply: StandInReply, segments: string[], _origin: string): boolean {
  const fail = graphErrorReply(reply);
  if (segments[0] === 'whatsapp_business' && segments[1] === 'attachments' && request.method === 'GET') {
    const stored = state.media.get(request.query.get('mid') ?? '');
    if (!stored || request.query.get('hash') !== stored.hash) fail(404, 'Media not found', 100, { error_subcode: 33 });
    else reply.bytes(200, stored.bytes, { 'content-type': stored.mime_type });
    return true;
  }
  if (segments.length === 2 && segments[1] === 'media' && request.method === 'POST') {
    if (!state.phoneNumbers.some((number) => number.id === segments[0])) {
      fail(400, missing(segments[0]!, 'post'), 100, { type: 'GraphMethodException', error_subcode: 33 });
      return true;
    }
    if (!String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
      fail(400, '(#100) The parameter file is required.', 100);
      return true;
    }
    const form = parseArgs(request, false);
    const file = form.file as { name: string; type: string; data: Buffer } | undefined;
    if (form.messaging_product !== 'whatsapp') fail(400, '(#100) The parameter messaging_product is required.', 100);
    else if (!file) fail(400, '(#100) The parameter file is required.', 100);
    else if (!form.type) fail(400, '(#100) The parameter type is required.', 100);
    else if (!SUPPORTED.test(String(form.type))) fail(400, `(#131053) Media upload error`, 131053, { details: `Param file must be a file with one of the following types: audio, document, image, video. Received file of type '${String(form.type)}'.` });
    else {
      const id = newId();
      state.media.set(id, { bytes: file.data, mime_type: String(form.type), filename: file.name, phoneNumberId: segments[0]!, hash: randomBytes(6).toString('hex') });
      reply.json(200, { id });
    }
    return true;
  }
  if (segments.length === 1 && /^\d+$/.test(segments[0]!) && (request.method === 'GET' || request.method === 'DELETE')) {
    const id = segments[0]!;
    const stored = state.media.get(id);
    if (!stored) fail(400, missing(id, request.method === 'GET' ? 'get' : 'delete'), 100, { type: 'GraphMethodException', error_subcode: 33 });
    else if (request.method === 'DELETE') {
      state.media.delete(id);
      reply.json(200, { success: true });
    } else {
      reply.json(200, {
        messaging_product: 'whatsapp', url: `${LOOKASIDE}?mid=${id}&ext=${Date.now()}&hash=${stored.hash}`, mime_type: stored.mime_type,
        sha256: createHash('sha256').update(stored.bytes).digest('hex'), file_size: stored.bytes.byteLength, id,
      });
    }
    return true;
  }
  return false;
}
