import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The editor's index.html with `<base href="{basePath}">` as the first child of <head>: the editor is
 * built with relative asset URLs, so the base tag makes them (and the router) work under any base path.
 * Re-read when the file changes, so a rebuild needs no restart.
 */
export class EditorIndex {
  private cached?: { mtimeMs: number; html: string };

  constructor(
    private readonly editorDist: string,
    private readonly basePath: string,
  ) {}

  /** Undefined when the editor has not been built. */
  async html(): Promise<string | undefined> {
    const file = join(this.editorDist, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return undefined;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      this.cached = { mtimeMs, html: injectBaseTag(await readFile(file, 'utf8'), this.basePath) };
    }
    return this.cached.html;
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function injectBaseTag(html: string, basePath: string): string {
  const tag = `<base href="${escapeAttribute(basePath)}">`;
  const withoutBase = html.replace(/<base\b[^>]*>/i, '');
  const head = /<head\b[^>]*>/i.exec(withoutBase);
  if (!head) return `${tag}${withoutBase}`;
  const at = head.index + head[0].length;
  return `${withoutBase.slice(0, at)}${tag}${withoutBase.slice(at)}`;
}

export const EDITOR_NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Weft: editor not built</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 4em auto; line-height: 1.5">
<h1>The editor has not been built yet</h1>
<p>The server is running, but there is no built editor to show. Run <code>npm run build</code> in the Weft
folder, then reload this page.</p>
</body></html>
`;
