import type { JiraContext, JiraRoute } from './jira-errors.js';
import { JiraError, findIssue, userJson } from './jira-errors.js';
import type { JiraAttachment, JiraIssue } from './jira-state.js';

/* Attachments: multipart upload (with X-Atlassian-Token: no-check), metadata, content, removal. */

export function attachmentJson(c: JiraContext, attachment: JiraAttachment) {
  const content = c.flavor === 'cloud' ? `${c.origin}/rest/api/3/attachment/content/${attachment.id}` : `${c.origin}/secure/attachment/${attachment.id}/${encodeURIComponent(attachment.filename)}`;
  return {
    self: `${c.origin}/rest/api/${c.version}/attachment/${attachment.id}`, id: attachment.id, filename: attachment.filename, author: userJson(c, attachment.author),
    created: attachment.created, size: attachment.content.length, mimeType: attachment.mimeType, content,
  };
}

/** The files of a multipart/form-data body. */
function multipartFiles(contentType: string, body: Buffer): Array<{ name: string; filename: string; type: string; data: Buffer }> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return [];
  const files = [];
  const delimiter = Buffer.from(`--${marker}`);
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(at + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename !== undefined) files.push({ name, filename, type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'application/octet-stream', data: part.subarray(split + 4) });
    at = next;
  }
  return files;
}

function findAttachment(c: JiraContext, id: string): { issue: JiraIssue; attachment: JiraAttachment } {
  for (const issue of c.state.issues) {
    const attachment = issue.attachments.find((candidate) => candidate.id === id);
    if (attachment) return { issue, attachment };
  }
  throw new JiraError(404, `The attachment with id '${id}' does not exist`);
}

const download = (c: JiraContext, id: string) => {
  const { attachment } = findAttachment(c, id);
  return { status: 200, body: attachment.content, headers: { 'content-type': attachment.mimeType, 'content-disposition': `attachment; filename="${attachment.filename}"` } };
};

export const attachmentRoutes: JiraRoute[] = [
  ['POST', /^\/api\/issue\/([^/]+)\/attachments$/, (c, key) => {
    const issue = findIssue(c, key);
    // Jira refuses uploads without the header that opts out of its XSRF check.
    if (c.request.headers['x-atlassian-token'] !== 'no-check') throw new JiraError(403, 'XSRF check failed');
    const files = multipartFiles(String(c.request.headers['content-type'] ?? ''), c.request.bytes).filter((file) => file.name === 'file');
    if (files.length === 0) throw new JiraError(400, 'No file was attached to the request (a multipart field named "file").');
    const added = files.map((file) => {
      const attachment: JiraAttachment = { id: c.state.nextId(), filename: file.filename, author: c.user.accountId, created: c.state.time(), mimeType: file.type, content: file.data };
      issue.attachments.push(attachment);
      return attachmentJson(c, attachment);
    });
    return { status: 200, body: added };
  }],
  ['GET', /^\/api\/attachment\/(\d+)$/, (c, id) => ({ status: 200, body: attachmentJson(c, findAttachment(c, id).attachment) })],
  ['DELETE', /^\/api\/attachment\/(\d+)$/, (c, id) => {
    const { issue, attachment } = findAttachment(c, id);
    issue.attachments.splice(issue.attachments.indexOf(attachment), 1);
    return { status: 204 };
  }],
  ['GET', /^\/api\/attachment\/content\/(\d+)$/, download],
  ['GET', /^\/secure\/attachment\/(\d+)\/.+$/, download],
];
