/* The Notion API's fixed values and the rich-text runs it stores, shared by the stand-in's handlers. */

export type Json = Record<string, unknown>;

export const VERSIONS = ['2021-05-13', '2021-08-16', '2022-02-22', '2022-06-28'];
export const BOT = { object: 'user', id: '9a3b5ae0-c6e6-482d-b0e1-ed315ee6dc57', name: 'Weft Integration', avatar_url: null, type: 'bot', bot: { owner: { type: 'workspace', workspace: true }, workspace_name: 'Acme' } };

export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) { super(message); }
}

export const uuidPattern = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
export const dashed = (id: string) => {
  const bare = id.replace(/-/g, '').toLowerCase();
  return `${bare.slice(0, 8)}-${bare.slice(8, 12)}-${bare.slice(12, 16)}-${bare.slice(16, 20)}-${bare.slice(20)}`;
};

export function textRuns(runs: unknown): Json[] {
  if (!Array.isArray(runs)) throw new ApiError(400, 'validation_error', 'body failed validation: rich text should be an array');
  return runs.map((run) => {
    const entry = run as Json;
    const annotations = { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default', ...(entry.annotations as Json ?? {}) };
    if (entry.type === 'equation') {
      const expression = String((entry.equation as Json | undefined)?.expression ?? '');
      return { type: 'equation', equation: { expression }, annotations, plain_text: expression, href: null };
    }
    if (entry.type === 'mention') return { type: 'mention', mention: entry.mention, annotations, plain_text: '@mention', href: null };
    const text = (entry.text ?? {}) as Json;
    if (typeof text.content !== 'string') throw new ApiError(400, 'validation_error', 'body failed validation: body.properties.text.content should be a string');
    if (text.content.length > 2000) throw new ApiError(400, 'validation_error', 'body failed validation: text.content.length should be ≤ 2000');
    const href = (text.link as Json | undefined)?.url ?? null;
    return { type: 'text', text: { content: text.content, link: text.link ?? null }, annotations, plain_text: text.content, href };
  });
}
