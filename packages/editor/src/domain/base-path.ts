/**
 * The path the editor is served from. The server injects `<base href="{basePath}">` into
 * index.html; without it (the Vite dev server) the editor lives at '/'.
 */
export function readBasePath(doc: Pick<Document, 'querySelector'> = document): string {
  const href = doc.querySelector('base')?.getAttribute('href') ?? '/';
  if (!href.startsWith('/')) return '/';
  return href.endsWith('/') ? href : `${href}/`;
}

/** React Router's basename: the base path without its trailing slash ('/' stays '/'). */
export function routerBasename(basePath: string): string {
  return basePath === '/' ? '/' : basePath.replace(/\/+$/, '');
}
