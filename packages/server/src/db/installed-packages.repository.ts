import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface InstalledNode {
  /** The full node type name, `<package>.<node>`. */
  type: string;
  /** The node's display name. */
  name: string;
  latestVersion: number;
}

export interface InstalledPackage {
  packageName: string;
  installedVersion: string;
  authorName?: string;
  authorEmail?: string;
  installedNodes: InstalledNode[];
}

/** The community packages installed into <user folder>/nodes, and their node types. */
export class InstalledPackagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<InstalledPackage[]> {
    const [packages, nodes] = await Promise.all([
      this.db.selectFrom('installed_packages').selectAll().orderBy('package_name').execute(),
      this.db.selectFrom('installed_nodes').selectAll().orderBy('type').execute(),
    ]);
    return packages.map((row) => ({
      packageName: row.package_name,
      installedVersion: row.installed_version,
      ...(row.author_name ? { authorName: row.author_name } : {}),
      ...(row.author_email ? { authorEmail: row.author_email } : {}),
      installedNodes: nodes.filter((node) => node.package_name === row.package_name)
        .map((node) => ({ type: node.type, name: node.name, latestVersion: Number(node.latest_version) })),
    }));
  }

  async find(packageName: string): Promise<InstalledPackage | undefined> {
    return (await this.list()).find((entry) => entry.packageName === packageName);
  }

  /** Stores the package and exactly these nodes (an update replaces the nodes the old version had). */
  async save(entry: InstalledPackage): Promise<void> {
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('installed_nodes').where('package_name', '=', entry.packageName).execute();
      const values = {
        installed_version: entry.installedVersion,
        author_name: entry.authorName?.slice(0, 70) ?? null,
        author_email: entry.authorEmail?.slice(0, 70) ?? null,
        updated_at: now,
      };
      await trx.insertInto('installed_packages').values({ package_name: entry.packageName, created_at: now, ...values })
        .onConflict((oc) => oc.column('package_name').doUpdateSet(values)).execute();
      if (entry.installedNodes.length > 0) {
        await trx.insertInto('installed_nodes').values(entry.installedNodes.map((node) => ({
          type: node.type, name: node.name, latest_version: node.latestVersion, package_name: entry.packageName,
        }))).execute();
      }
    });
  }

  async delete(packageName: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('installed_nodes').where('package_name', '=', packageName).execute();
      await trx.deleteFrom('installed_packages').where('package_name', '=', packageName).execute();
    });
  }
}
