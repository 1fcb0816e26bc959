import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface Version {
  name: string;
  version: string;
  dist: { tarball: string; shasum: string; integrity: string };
  [key: string]: unknown;
}

/**
 * An npm registry on 127.0.0.1 for tests: packages written by the test, packed by the real `npm pack`,
 * served as npm asks for them (the package document, then the tarball). A name it has not published is
 * a 404, as on the real registry.
 */
export class NpmRegistryStandIn {
  private server?: Server;
  private readonly packages = new Map<string, { versions: Map<string, Version>; latest: string }>();
  private readonly tarballs = new Map<string, Buffer>();
  private workFolder?: string;
  url = '';

  async start(): Promise<void> {
    this.workFolder = await mkdtemp(join(tmpdir(), 'weft-npm-registry-'));
    this.server = createServer((request, response) => {
      const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
      const tarball = this.tarballs.get(path);
      if (tarball) {
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': tarball.length }).end(tarball);
        return;
      }
      const entry = this.packages.get(path.slice(1));
      if (!entry) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
        return;
      }
      const name = path.slice(1);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        name, 'dist-tags': { latest: entry.latest }, versions: Object.fromEntries(entry.versions),
      }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}/`;
  }

  /** Writes the package's files, packs them with npm, and publishes the tarball as the latest version. */
  async publish(files: Record<string, string>): Promise<void> {
    const manifest = JSON.parse(files['package.json'] ?? '{}') as { name: string; version: string };
    const folder = join(this.workFolder ?? tmpdir(), `${manifest.name.replace('/', '+')}-${manifest.version}`);
    for (const [file, content] of Object.entries(files)) {
      await mkdir(dirname(join(folder, file)), { recursive: true });
      await writeFile(join(folder, file), content);
    }
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', folder, '--ignore-scripts'], { cwd: folder });
    const [packed] = JSON.parse(stdout) as Array<{ filename: string }>;
    if (!packed) throw new Error(`npm pack wrote no tarball for ${manifest.name}`);
    const { filename } = packed;
    const content = await readFile(join(folder, filename));
    const tarballPath = `/tarballs/${filename}`;
    this.tarballs.set(tarballPath, content);
    const entry = this.packages.get(manifest.name) ?? { versions: new Map<string, Version>(), latest: manifest.version };
    entry.versions.set(manifest.version, {
      ...(JSON.parse(files['package.json'] ?? '{}') as object), name: manifest.name, version: manifest.version,
      dist: {
        tarball: `${this.url.replace(/\/$/, '')}${tarballPath}`,
        shasum: createHash('sha1').update(content).digest('hex'),
        integrity: `sha512-${createHash('sha512').update(content).digest('base64')}`,
      },
    });
    entry.latest = manifest.version;
    this.packages.set(manifest.name, entry);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    if (this.workFolder) await rm(this.workFolder, { recursive: true, force: true });
  }
}
