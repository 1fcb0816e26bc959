import { existsSync, readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, extname, isAbsolute, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleAllowList } from '@weft/workflow';

/**
 * What `require` in the Code node may load, and from where. User code's packages are looked up as
 * Node would from each folder in turn; a package's own requires are looked up from its file.
 */
export interface CodeModuleSettings {
  allow: ModuleAllowList;
  /** Folders whose `node_modules` (and their parents') hold the packages user code may require, searched in order. */
  searchFolders: string[];
}

/** Weft's own install: the packages it was installed with (n8n's Code node finds its own dependencies the same way). */
const serverFolder = dirname(fileURLToPath(import.meta.url));
const ownRequire = createRequire(import.meta.url);

/**
 * Where user code's packages come from unless configured: Weft's own node_modules, the process's
 * working folder, and `<userFolder>/nodes/node_modules` (where n8n installs community packages).
 */
export function defaultModuleSearchFolders(userFolder?: string): string[] {
  return [serverFolder, process.cwd(), ...(userFolder ? [join(userFolder, 'nodes')] : [])];
}

/** Node's modules that the sandbox gives its own copies of (they live in the isolate, see globals.source.ts). */
export const SANDBOX_BUILTINS = ['buffer', 'crypto'] as const;

/**
 * Node's modules that plain-JavaScript packages from npm implement without touching the host: they
 * are loaded into the isolate like any package. `<name>/` makes Node resolve the package, not its own module.
 */
const PURE_BUILTINS: Record<string, string> = {
  events: 'events/',
  path: 'path-browserify',
  string_decoder: 'string_decoder/',
};

export const SANDBOX_BUILTIN_NAMES = [...SANDBOX_BUILTINS, ...Object.keys(PURE_BUILTINS)].sort();

/** What the isolate gets for one `require`: a module of its own, or a file the host resolved and serves. */
export type ModuleAnswer =
  | { kind: 'sandbox'; name: string }
  | { kind: 'file'; path: string; dirname: string; json?: string };

export class ModuleLoadError extends Error {
  constructor(message: string, readonly description?: string) {
    super(message);
  }
}

function notFound(specifier: string): ModuleLoadError {
  return new ModuleLoadError(`Cannot find module '${specifier}'`);
}

/** `lodash/fp` -> `lodash`, `@scope/pkg/x` -> `@scope/pkg`: the allow list names packages. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] ?? specifier;
}

function allowed(rule: ModuleAllowList['builtin'], name: string): boolean {
  return rule === '*' || rule.includes(name);
}

/** A path, not a package: user code may require packages only (`x/../..` would climb out of one). */
function isPathSpecifier(specifier: string): boolean {
  return isAbsolute(specifier) || specifier.includes('\\') || specifier.split('/').some((part) => part === '.' || part === '..');
}

/** Files Node would run as CommonJS, by the `type` of the package they belong to (cached by folder). */
const packageTypes = new Map<string, string | undefined>();
function packageType(folder: string): string | undefined {
  if (packageTypes.has(folder)) return packageTypes.get(folder);
  const file = join(folder, 'package.json');
  let type: string | undefined;
  if (existsSync(file)) {
    try {
      type = (JSON.parse(readFileSync(file, 'utf8')) as { type?: unknown }).type === 'module' ? 'module' : 'commonjs';
    } catch {
      type = 'commonjs';
    }
  } else {
    const parent = dirname(folder);
    type = parent === folder ? 'commonjs' : packageType(parent);
  }
  packageTypes.set(folder, type);
  return type;
}

function esModuleError(specifier: string): ModuleLoadError {
  return new ModuleLoadError(`The module '${specifier}' is an ES module, which the code sandbox cannot load`, 'The Code node loads CommonJS packages only (as n8n\'s does): install a version of the package that offers require().');
}

/**
 * Answers the isolate's `require` on the host. Nothing the isolate sends is trusted: user code's
 * packages must be allowed, a package's own requires are answered only for files this resolver
 * served, and only JavaScript and JSON files inside a `node_modules` folder are ever read.
 */
export class ModuleResolver {
  /** Files served to this isolate: only from these may a module require further. */
  private readonly served = new Set<string>();

  constructor(private readonly settings: CodeModuleSettings) {}

  /** `from`: the file of the module that requires, or null for the user's code. */
  resolve(specifier: unknown, from: unknown): ModuleAnswer {
    if (typeof specifier !== 'string' || specifier === '' || specifier.includes('\0')) {
      throw new ModuleLoadError(`Cannot find module '${String(specifier)}'`);
    }
    if (from !== null && (typeof from !== 'string' || !this.served.has(from))) throw notFound(specifier);
    const bare = specifier.startsWith('node:') ? specifier.slice(5) : specifier;
    if (isBuiltin(specifier)) return this.builtin(specifier, bare, from);
    if (from === null) {
      if (isPathSpecifier(specifier) || !allowed(this.settings.allow.external, packageName(specifier))) throw notFound(specifier);
      return this.serve(specifier, this.findForUser(specifier));
    }
    if (isAbsolute(specifier)) throw notFound(specifier);
    return this.serve(specifier, findFrom(specifier, from) ?? this.missing(specifier));
  }

  /** Whether the isolate may have the compiled code of `path`: a JavaScript file served to it. */
  isServedScript(path: unknown): path is string {
    return typeof path === 'string' && this.served.has(path) && extname(path) !== '.json';
  }

  private builtin(specifier: string, bare: string, from: string | null): ModuleAnswer {
    // User code needs NODE_FUNCTION_ALLOW_BUILTIN; a package's own use of buffer, events, ... is its business.
    if (from === null && !allowed(this.settings.allow.builtin, bare)) throw notFound(specifier);
    if ((SANDBOX_BUILTINS as readonly string[]).includes(bare)) return { kind: 'sandbox', name: bare };
    const pure = PURE_BUILTINS[bare];
    if (pure) return this.serve(specifier, ownRequire.resolve(pure));
    const requiredBy = from === null ? '' : ` (required by ${from})`;
    throw new ModuleLoadError(
      from === null
        ? `The module '${specifier}' is allowed but cannot be loaded in the code sandbox`
        : `The module '${specifier}'${requiredBy} cannot be loaded in the code sandbox`,
      `The Code node runs in a sandbox without Node's own '${bare}'; of Node's modules it can give only ${SANDBOX_BUILTIN_NAMES.join(', ')}.`,
    );
  }

  private findForUser(specifier: string): string {
    for (const folder of this.settings.searchFolders) {
      const found = findFrom(specifier, join(folder, 'noop.js'));
      if (found) return found;
    }
    return this.missing(specifier);
  }

  private missing(specifier: string): never {
    throw notFound(specifier);
  }

  private serve(specifier: string, path: string): ModuleAnswer {
    const extension = extname(path);
    if (!path.split(sep).includes('node_modules') || !['.js', '.cjs', '.json', '.mjs'].includes(extension)) {
      throw notFound(specifier);
    }
    if (extension === '.mjs' || (extension === '.js' && packageType(dirname(path)) === 'module')) throw esModuleError(specifier);
    this.served.add(path);
    if (extension !== '.json') return { kind: 'file', path, dirname: dirname(path) };
    return { kind: 'file', path, dirname: dirname(path), json: moduleText(path) };
  }
}

/**
 * Where Node finds `specifier` for the file `base`, remembered per process: a package requires its
 * parts again in every run (date-fns: 1,600 requires), and installed packages do not move while the
 * server runs. Only the lookup is remembered: what may be required is checked on every call.
 */
const resolved = new Map<string, string>();

function findFrom(specifier: string, base: string): string | undefined {
  const key = `${base}\0${specifier}`;
  const known = resolved.get(key);
  if (known !== undefined) return known;
  try {
    const path = createRequire(base).resolve(specifier);
    resolved.set(key, path);
    return path;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_PACKAGE_PATH_NOT_EXPORTED' || code === 'ERR_REQUIRE_ESM') throw esModuleError(specifier);
    if (code === 'MODULE_NOT_FOUND') return undefined;
    throw notFound(specifier);
  }
}

/** Files' text, read once per process: packages do not change while the server runs. */
const texts = new Map<string, string>();

export function moduleText(path: string): string {
  let text = texts.get(path);
  if (text === undefined) {
    text = readFileSync(path, 'utf8');
    if (extname(path) === '.json') {
      try {
        JSON.parse(text);
      } catch (error) {
        throw new ModuleLoadError(`The file ${path} is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    texts.set(path, text);
  }
  return text;
}

/** The CommonJS wrapper Node puts around a file (a first `#!` line is blanked, as Node ignores it). */
export function commonJsWrapper(source: string): string {
  const body = source.startsWith('#!') ? `//${source.slice(2)}` : source;
  return `(function (exports, require, module, __filename, __dirname) {${body}\n})`;
}
