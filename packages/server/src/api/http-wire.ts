/** HTTP/1.1 heads as bytes on the wire, for the webhook lane (which writes and hands over requests itself). */
import { STATUS_CODES } from 'node:http';

/** The `Date` header, made once a second as Node does. */
let dateSecond = -1;
let dateText = '';
function httpDate(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateText = new Date(now).toUTCString();
  }
  return dateText;
}

/** The request line and headers again, as the client sent them, for Node's server to read. */
export function headOf(method: string, url: string, major: number, minor: number, raw: readonly string[]): string {
  let head = `${method} ${url} HTTP/${major}.${minor}\r\n`;
  for (let index = 0; index + 1 < raw.length; index += 2) head += `${raw[index]}: ${raw[index + 1]}\r\n`;
  return `${head}\r\n`;
}

/** The status line and headers of an answer (checked by `answerParts`). */
export function headText(
  statusCode: number, headers: readonly string[], keepAlive: boolean, keepAliveTimeout: number, set: Record<string, string>,
): string {
  let text = `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'unknown'}\r\n`;
  for (let index = 0; index + 1 < headers.length; index += 2) {
    text += `${headers[index] as string}: ${headers[index + 1] as string}\r\n`;
  }
  // What the workflow set itself is not written twice.
  if (set.date === undefined) text += `Date: ${httpDate()}\r\n`;
  if (set.connection !== undefined) return `${text}\r\n`;
  text += keepAlive
    ? `Connection: keep-alive\r\n${keepAliveTimeout > 0 ? `Keep-Alive: timeout=${Math.floor(keepAliveTimeout / 1000)}\r\n` : ''}\r\n`
    : 'Connection: close\r\n\r\n';
  return text;
}

/** What Node writes to a client whose request it cannot read, when the server has no `clientError` handler. */
export function clientErrorAnswer(error: Error): string {
  const code = (error as { code?: string }).code;
  const status = code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large'
    : code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW' ? '413 Payload Too Large'
      : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
  return `HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`;
}
