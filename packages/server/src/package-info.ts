import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What the root package (the `weft` one users install, with the bin) says about itself. Resolved from
 * this file, which sits at the same depth in src/ and dist/.
 */
const ROOT = new URL('../../../', import.meta.url);

interface RootPackage { repository?: string | { url?: string }; license?: string }

let cached: RootPackage | undefined;

function rootPackage(): RootPackage {
  cached ??= JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as RootPackage;
  return cached;
}

/**
 * The `repository` field as a browsable address: `git+https://host/a/b.git` and `github:a/b` are what
 * npm accepts there, a browser wants `https://host/a/b`. Undefined when the field is absent.
 */
export function packageRepositoryUrl(): string | undefined {
  const field = rootPackage().repository;
  const raw = typeof field === 'string' ? field : field?.url;
  if (!raw) return undefined;
  const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(raw);
  if (shorthand) return `https://github.com/${shorthand[1]}`;
  return raw.replace(/^git\+/, '').replace(/^git:\/\//, 'https://').replace(/\.git$/, '');
}

/** The SPDX expression of package.json's `license` field, if it has one. */
export function packageLicence(): string | undefined {
  return rootPackage().license;
}

const LICENCE_FILES = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'LICENCE', 'LICENCE.md', 'COPYING'];

/** The licence text shipped at the package root, or undefined when no licence file ships with it. */
export function packageLicenceText(): string | undefined {
  for (const name of LICENCE_FILES) {
    const path = fileURLToPath(new URL(name, ROOT));
    if (existsSync(path)) return readFileSync(path, 'utf8');
  }
  return undefined;
}
