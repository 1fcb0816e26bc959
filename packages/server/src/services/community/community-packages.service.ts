import type { CommunityPackage } from '@weft/contracts';
import { BadRequestError } from '../../errors.js';
import type { InstalledPackage, InstalledPackagesRepository } from '../../db/installed-packages.repository.js';
import type { CredentialTypesCatalog } from '../credentials/credential-types.js';
import type { ServerLogger } from '../executions/server-logger.js';
import type { NodeTypesService } from '../node-types.service.js';
import type { PushService } from '../push/push.service.js';
import type { NpmAvailability } from '../settings.service.js';
import { provideN8nWorkflowModule } from './n8n-workflow-module.js';
import { type LoadedPackage, loadPackage, PackageLoadError } from './package-loader.js';
import { packageSpecArgument, parsePackageSpec } from './package-name.js';
import { type NodesFolder, NpmError } from './nodes-folder.js';

export interface CommunityPackagesDependencies {
  enabled: boolean;
  /** Queue mode: packages are not installed through the API (the workers would not get them). */
  queueMode?: boolean;
  repository: InstalledPackagesRepository;
  folder: NodesFolder;
  nodeTypes: NodeTypesService;
  credentialTypes: CredentialTypesCatalog;
  push: PushService;
  npm: NpmAvailability;
  log: ServerLogger;
}

function toInstalled(loaded: LoadedPackage): InstalledPackage {
  return {
    packageName: loaded.packageName,
    installedVersion: loaded.version,
    ...(loaded.authorName ? { authorName: loaded.authorName } : {}),
    ...(loaded.authorEmail ? { authorEmail: loaded.authorEmail } : {}),
    installedNodes: loaded.nodeTypes.map((node) => ({ type: node.type, name: node.displayName, latestVersion: node.latestVersion })),
  };
}

function toAnswer(entry: InstalledPackage, extra: Partial<CommunityPackage> = {}): CommunityPackage {
  return {
    packageName: entry.packageName,
    installedVersion: entry.installedVersion,
    installedNodes: entry.installedNodes,
    ...(entry.authorName ? { authorName: entry.authorName } : {}),
    ...(entry.authorEmail ? { authorEmail: entry.authorEmail } : {}),
    ...extra,
  };
}

/**
 * Community node packages: installed with npm into <user folder>/nodes (owner only, checked by the API),
 * recorded in the database, loaded at start and after each change, their node and credential types
 * registered beside the built-in ones, and open editors told which node types came or went.
 */
export class CommunityPackagesService {
  /** Packages loaded in this process. */
  private readonly loaded = new Map<string, LoadedPackage>();
  /** Installed packages that could not be loaded at start, with the reason. */
  private readonly failed = new Map<string, string>();
  /** One npm run at a time: two runs in one folder would undo each other's package.json. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: CommunityPackagesDependencies) {}

  get enabled(): boolean {
    return this.deps.enabled;
  }

  /**
   * At start: the installed packages are loaded when node or credential types are first needed (a run,
   * the editor's first request), not during the start itself. A package that fails is logged and listed
   * as failed: nothing stops.
   */
  async init(): Promise<void> {
    if (!this.deps.enabled) return;
    const load = () => this.ensureLoaded();
    this.deps.nodeTypes.addBeforeFirstUse(load);
    this.deps.credentialTypes.addBeforeFirstUse(load);
  }

  private loading?: Promise<void>;

  private ensureLoaded(): Promise<void> {
    this.loading ??= this.loadInstalled();
    return this.loading;
  }

  private async loadInstalled(): Promise<void> {
    const installed = await this.deps.repository.list();
    if (installed.length === 0) return;
    this.provideModule();
    await this.deps.folder.prepare();
    for (const entry of installed) {
      try {
        await this.register(loadPackage(this.deps.folder.folder, entry.packageName));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.failed.set(entry.packageName, reason);
        this.deps.log.error({ packageName: entry.packageName, reason }, 'A community package could not be loaded; its nodes are unavailable');
      }
    }
  }

  async list(): Promise<CommunityPackage[]> {
    this.requireEnabled();
    await this.ensureLoaded();
    const installed = await this.deps.repository.list();
    if (installed.length === 0) return [];
    const latest = await this.serialized(() => this.deps.folder.outdated());
    return installed.map((entry) => toAnswer(entry, {
      ...(latest.has(entry.packageName) ? { updateAvailable: latest.get(entry.packageName) } : {}),
      ...(this.failed.has(entry.packageName) ? { failedLoading: true } : {}),
    }));
  }

  async install(input: string): Promise<CommunityPackage> {
    this.requireChangeable();
    const check = parsePackageSpec(input);
    if (!check.ok) throw new BadRequestError(check.reason);
    const { spec } = check;
    await this.requireNpm();
    await this.ensureLoaded();
    return this.serialized(async () => {
      if (await this.deps.repository.find(spec.name)) {
        throw new BadRequestError(`The package "${spec.name}" is already installed`, 'Update it from its card instead');
      }
      return this.installAndRecord(spec.name, packageSpecArgument(spec));
    });
  }

  /** Updates to the registry's latest version. */
  async update(input: string): Promise<CommunityPackage> {
    this.requireChangeable();
    const check = parsePackageSpec(input);
    if (!check.ok) throw new BadRequestError(check.reason);
    const { name } = check.spec;
    await this.requireNpm();
    await this.ensureLoaded();
    return this.serialized(async () => {
      if (!(await this.deps.repository.find(name))) throw new BadRequestError(`The package "${name}" is not installed`);
      return this.installAndRecord(name, `${name}@latest`);
    });
  }

  async uninstall(input: string): Promise<void> {
    this.requireChangeable();
    const check = parsePackageSpec(input);
    if (!check.ok) throw new BadRequestError(check.reason);
    const { name } = check.spec;
    await this.ensureLoaded();
    await this.serialized(async () => {
      if (!(await this.deps.repository.find(name))) throw new BadRequestError(`The package "${name}" is not installed`);
      await this.requireNpm();
      await this.deps.folder.uninstall(name).catch((error: unknown) => {
        throw error instanceof NpmError ? new BadRequestError(error.message) : error;
      });
      await this.deps.repository.delete(name);
      this.failed.delete(name);
      await this.unregister(name);
    });
  }

  /** Installs (or updates), records the package, and registers its types for this process and open editors. */
  private async installAndRecord(name: string, argument: string): Promise<CommunityPackage> {
    const loaded = await this.npmInstall(name, argument);
    const entry = toInstalled(loaded);
    await this.deps.repository.save(entry);
    this.failed.delete(name);
    await this.register(loaded, true);
    return toAnswer(entry);
  }

  /** npm install, then the package loaded; either failing leaves the folder as it was, and answers 400. */
  private async npmInstall(name: string, argument: string): Promise<LoadedPackage> {
    this.provideModule();
    try {
      return await this.deps.folder.install(name, argument, () => loadPackage(this.deps.folder.folder, name));
    } catch (error) {
      if (error instanceof NpmError || error instanceof PackageLoadError) throw new BadRequestError(error.message);
      throw error;
    }
  }

  /** Registers a package's types; with `announce`, editors reload the node types (and drop those an update removed). */
  private async register(loaded: LoadedPackage, announce = false): Promise<void> {
    const before = this.loaded.get(loaded.packageName);
    const now = new Set(loaded.nodeTypes.map((node) => node.type));
    for (const node of before?.nodeTypes ?? []) {
      if (now.has(node.type)) continue;
      await this.deps.nodeTypes.remove(node.type);
      if (announce) this.deps.push.removeNodeType(node.type, node.latestVersion);
    }
    for (const type of before?.credentialTypes ?? []) this.deps.credentialTypes.remove(type.name);
    for (const type of loaded.credentialTypes) this.deps.credentialTypes.add(type);
    for (const node of loaded.nodeTypes) {
      await this.deps.nodeTypes.add(node.nodeType, { sourcePath: node.sourcePath, iconRoot: loaded.folder });
      if (announce) this.deps.push.reloadNodeType(node.type, node.latestVersion);
    }
    this.loaded.set(loaded.packageName, loaded);
  }

  private async unregister(name: string): Promise<void> {
    const loaded = this.loaded.get(name);
    this.loaded.delete(name);
    if (!loaded) return;
    for (const type of loaded.credentialTypes) this.deps.credentialTypes.remove(type.name);
    for (const node of loaded.nodeTypes) {
      await this.deps.nodeTypes.remove(node.type);
      this.deps.push.removeNodeType(node.type, node.latestVersion);
    }
  }

  private provideModule(): void {
    const { log } = this.deps;
    provideN8nWorkflowModule({
      error: (message, meta) => log.error({ ...meta }, message),
      warn: (message, meta) => log.warn({ ...meta }, message),
      info: (message, meta) => log.info({ ...meta }, message),
      debug: (message, meta) => log.debug({ ...meta }, message),
      verbose: (message, meta) => log.debug({ ...meta }, message),
    });
  }

  private requireEnabled(): void {
    if (!this.deps.enabled) {
      throw new BadRequestError('Community packages are disabled on this instance', 'Set WEFT_COMMUNITY_PACKAGES_ENABLED=true to use them');
    }
  }

  /** Installs, updates and uninstalls change this process's folder only: in queue mode the workers would not get them. */
  private requireChangeable(): void {
    this.requireEnabled();
    if (this.deps.queueMode) {
      throw new BadRequestError(
        'Community packages cannot be installed, updated or uninstalled here: this instance runs in queue mode, where the workers would not get them',
        'Install the package with npm in <user folder>/nodes, shared by every process, then restart the processes',
      );
    }
  }

  private async requireNpm(): Promise<void> {
    if (!(await this.deps.npm.isAvailable())) {
      throw new BadRequestError('npm is not available on this server', 'Install Node.js with npm on the server to install community packages');
    }
  }

  private serialized<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
