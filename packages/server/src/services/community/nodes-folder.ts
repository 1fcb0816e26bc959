import { execFile } from 'node:child_process';
import { lstat, mkdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What npm said when it failed, in a sentence the install dialog shows under the name. */
export class NpmError extends Error {}

interface NodesPackageJson {
  name: string;
  private: boolean;
  description?: string;
  dependencies: Record<string, string>;
}

const NPM_TIMEOUT_MS = 5 * 60_000;

// Scripts never run (a package's install script would run with the server's rights before anyone looked at
// it); peers are not installed (packages name n8n-workflow as a peer: ours is linked instead).
const NPM_FLAGS = ['--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund', '--no-update-notifier', '--loglevel=error'];

/** The first lines npm printed as errors, without its `npm error` prefixes and log file hints. */
function npmErrorLines(output: string): string[] {
  return output.split('\n')
    .map((line) => line.replace(/^npm (error|ERR!)\s?/, '').trim())
    .filter((line) => line !== '' && !/A complete log of this run|^code E|^errno|^syscall|^\/.*\.log$/.test(line));
}

/** npm's failure as a message for a person: which package, and what to check. */
export function describeNpmFailure(spec: string, output: string): string {
  const code = /(?:npm (?:error|ERR!) )?code (E[A-Z0-9]+)/.exec(output)?.[1];
  if (code === 'E404') return `The package "${spec}" was not found in the npm registry`;
  if (code === 'ETARGET') return `No version of the package matches "${spec}" in the npm registry`;
  if (code === 'ENOVERSIONS') return `The package "${spec}" has no published versions`;
  if (code === 'E401' || code === 'E403') return `The npm registry refused access to "${spec}" (check the registry credentials in .npmrc)`;
  if (code && /^(ECONNREFUSED|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|ECONNRESET|ENETUNREACH|EHOSTUNREACH)$/.test(code)) {
    return `npm could not reach the package registry (${code}): check the server's network and its npm registry setting`;
  }
  const lines = npmErrorLines(output).slice(0, 3).join(' ');
  return `npm could not install "${spec}"${lines ? `: ${lines}` : ''}`;
}

/**
 * `<user folder>/nodes`: a folder with its own package.json where npm installs community packages, and
 * where `require('n8n-workflow')` resolves to Weft's node API (a `file:` dependency on
 * packages/n8n-workflow-compat, so that npm keeps the link across installs).
 */
export class NodesFolder {
  constructor(
    readonly folder: string,
    private readonly compatFolder: string,
  ) {}

  private get packageJsonPath(): string {
    return join(this.folder, 'package.json');
  }

  /** Creates the folder and its package.json, and links n8n-workflow (no npm run: start-up stays fast). */
  async prepare(): Promise<void> {
    await mkdir(join(this.folder, 'node_modules'), { recursive: true });
    const manifest = await this.readManifest();
    const link = `file:${this.compatFolder}`;
    if (manifest.dependencies['n8n-workflow'] !== link) {
      manifest.dependencies['n8n-workflow'] = link;
      await this.writeManifest(manifest);
    }
    const linkPath = join(this.folder, 'node_modules', 'n8n-workflow');
    const current = await readlink(linkPath).catch(() => undefined);
    if (current !== this.compatFolder) {
      // A folder or a stale link (the server moved): replaced by a link to this server's copy.
      if (current !== undefined || await lstat(linkPath).then(() => true, () => false)) await rm(linkPath, { recursive: true, force: true });
      await symlink(this.compatFolder, linkPath, 'junction');
    }
  }

  private async readManifest(): Promise<NodesPackageJson> {
    try {
      const parsed = JSON.parse(await readFile(this.packageJsonPath, 'utf8')) as Partial<NodesPackageJson>;
      return { name: 'installed-nodes', private: true, ...parsed, dependencies: { ...parsed.dependencies } };
    } catch {
      return {
        name: 'installed-nodes', private: true, description: 'Community node packages installed by Weft', dependencies: {},
      };
    }
  }

  private async writeManifest(manifest: NodesPackageJson): Promise<void> {
    await writeFile(this.packageJsonPath, `${JSON.stringify(manifest, null, 2)}\n`);
  }

  /** The installed version of a package, read from its own package.json. */
  async installedVersion(packageName: string): Promise<string | undefined> {
    try {
      const manifest = JSON.parse(await readFile(join(this.folder, 'node_modules', ...packageName.split('/'), 'package.json'), 'utf8')) as { version?: string };
      return manifest.version;
    } catch {
      return undefined;
    }
  }

  /**
   * Installs `spec` (a name, `name@version`, or a tarball) with npm, then runs `check` on the result.
   * When npm or the check fails, the folder is put back as it was: package.json and package-lock.json
   * restored, the package's folder removed (or, for an update, the version before reinstalled).
   */
  async install<T>(packageName: string, spec: string, check: () => T | Promise<T>): Promise<T> {
    await this.prepare();
    const saved = await this.snapshot();
    const hadPackage = await this.installedVersion(packageName) !== undefined;
    try {
      await this.npm(['install', spec, '--save-exact'], spec);
      return await check();
    } catch (error) {
      await this.restore(saved);
      if (hadPackage) {
        await this.npm(['install'], spec).catch(() => undefined);
      } else {
        await rm(join(this.folder, 'node_modules', ...packageName.split('/')), { recursive: true, force: true });
      }
      throw error;
    }
  }

  async uninstall(packageName: string): Promise<void> {
    await this.prepare();
    await this.npm(['uninstall', packageName], packageName);
  }

  /** The latest version the registry has of each package (`npm outdated`); empty when npm cannot tell. */
  async outdated(): Promise<Map<string, string>> {
    const latest = new Map<string, string>();
    const output = await this.run(['outdated', '--json']).then((result) => result.stdout, (error: { stdout?: string }) => error.stdout ?? '');
    try {
      const parsed = JSON.parse(output || '{}') as Record<string, { current?: string; latest?: string }>;
      for (const [name, entry] of Object.entries(parsed)) {
        if (entry.latest && entry.current && entry.latest !== entry.current) latest.set(name, entry.latest);
      }
    } catch {
      // npm printed no JSON (no network, a registry error): no update is known.
    }
    return latest;
  }

  private async snapshot(): Promise<Map<string, string | undefined>> {
    const files = new Map<string, string | undefined>();
    for (const name of ['package.json', 'package-lock.json']) {
      files.set(name, await readFile(join(this.folder, name), 'utf8').catch(() => undefined));
    }
    return files;
  }

  private async restore(saved: Map<string, string | undefined>): Promise<void> {
    for (const [name, content] of saved) {
      const path = join(this.folder, name);
      if (content === undefined) await rm(path, { force: true });
      else await writeFile(path, content);
    }
  }

  private async npm(args: string[], spec: string): Promise<void> {
    try {
      await this.run([...args, ...NPM_FLAGS]);
    } catch (error) {
      const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
      throw new NpmError(describeNpmFailure(spec, `${stderr}\n${stdout}`));
    }
  }

  /** npm in the nodes folder, with the server's environment: the user's and the folder's .npmrc apply. */
  private run(args: string[]): Promise<{ stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      execFile('npm', args, { cwd: this.folder, timeout: NPM_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, windowsHide: true }, (error, stdout, stderr) => {
        if (error) reject(Object.assign(error, { stdout, stderr }));
        else resolve({ stdout, stderr });
      });
    });
  }
}

export const nodesFolderOf = (userFolder: string): string => join(userFolder, 'nodes');
