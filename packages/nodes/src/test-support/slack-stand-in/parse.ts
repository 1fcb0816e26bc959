import type { StandInRequest } from '../stand-in-server.js';
import type { Json } from './state.js';

/** A multipart form's fields; a file part becomes `{ name, type, data }`. */
function multipart(request: StandInRequest, boundary: string): Json {
  const fields: Json = {};
  const delimiter = Buffer.from(`--${boundary}`);
  let start = request.bytes.indexOf(delimiter);
  while (start !== -1) {
    const next = request.bytes.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = request.bytes.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const data = part.subarray(split + 4);
    const name = /name="([^"]*)"/.exec(head)?.[1];
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '';
    if (name) fields[name] = filename !== undefined ? { name: filename, type, data: Buffer.from(data) } : data.toString('utf8');
    start = next;
  }
  return fields;
}

/**
 * A call's arguments as Slack reads them: the query, then the body: JSON only with an
 * application/json content type (and never for the form-only methods), a urlencoded or a multipart form.
 */
export function parseArgs(request: StandInRequest, formOnly: boolean): Json {
  const args: Json = Object.fromEntries(request.query.entries());
  const contentType = String(request.headers['content-type'] ?? '');
  if (request.bytes.byteLength === 0) return args;
  if (contentType.startsWith('application/json')) {
    if (!formOnly && typeof request.body === 'object' && request.body !== null) Object.assign(args, request.body);
  } else if (contentType.startsWith('application/x-www-form-urlencoded')) {
    Object.assign(args, Object.fromEntries(new URLSearchParams(request.rawBody).entries()));
  } else if (contentType.startsWith('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
    if (boundary) Object.assign(args, multipart(request, boundary[1] ?? boundary[2] ?? ''));
  }
  return args;
}
