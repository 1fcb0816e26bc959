/** Which modules `require` in the Code node may load: n8n's two environment variables, none by default (read by the server's config). */
export interface ModuleAllowList {
  /** Node's built-in modules (`NODE_FUNCTION_ALLOW_BUILTIN`); '*' allows them all. */
  builtin: string[] | '*';
  /** Installed packages (`NODE_FUNCTION_ALLOW_EXTERNAL`); '*' allows them all. */
  external: string[] | '*';
}

function parseList(value: string | undefined): string[] | '*' {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  return names.includes('*') ? '*' : names;
}

export function readModuleAllowList(env: Record<string, string | undefined>): ModuleAllowList {
  return { builtin: parseList(env.NODE_FUNCTION_ALLOW_BUILTIN), external: parseList(env.NODE_FUNCTION_ALLOW_EXTERNAL) };
}
