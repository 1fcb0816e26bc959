/** npm's longest package name (scope included). */
export const PACKAGE_NAME_MAX_LENGTH = 214;

/** The prefix npm names of community node packages carry (after the scope, if any). */
export const COMMUNITY_PACKAGE_PREFIX = 'n8n-nodes-';

export interface PackageSpec {
  /** `n8n-nodes-foo` or `@scope/n8n-nodes-foo`. */
  name: string;
  /** A version, range or tag when one was given. */
  version?: string;
}

export type PackageSpecCheck = { ok: true; spec: PackageSpec } | { ok: false; reason: string };

// npm's rules for a name part: lower case, URL-safe, not starting with a dot or an underscore.
const NAME_PART = /^[a-z0-9-][a-z0-9._-]*$/;
// A version, range or dist-tag as one argument (no spaces, never starting with '-' so npm cannot read a flag).
const VERSION = /^[A-Za-z0-9.^~<>=*+][A-Za-z0-9.^~<>=*+-]*$/;

/**
 * Reads `name[@version]` as typed in the install dialog and checks it before npm is ever run: npm's name
 * rules, the community prefix, the length. The reason is shown to the user as is.
 */
export function parsePackageSpec(input: string): PackageSpecCheck {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'Enter the npm package name, e.g. n8n-nodes-example' };
  const scoped = text.startsWith('@');
  const versionAt = text.indexOf('@', scoped ? 1 : 0);
  const name = versionAt === -1 ? text : text.slice(0, versionAt);
  const version = versionAt === -1 ? undefined : text.slice(versionAt + 1);
  if (name.length > PACKAGE_NAME_MAX_LENGTH) {
    return { ok: false, reason: `The package name is longer than ${PACKAGE_NAME_MAX_LENGTH} characters` };
  }
  let packagePart = name;
  if (scoped) {
    const slash = name.indexOf('/');
    const scope = slash === -1 ? '' : name.slice(1, slash);
    packagePart = slash === -1 ? '' : name.slice(slash + 1);
    if (!NAME_PART.test(scope) || packagePart === '') {
      return { ok: false, reason: `"${name}" is not a valid scoped package name (expected @scope/${COMMUNITY_PACKAGE_PREFIX}...)` };
    }
  }
  if (name !== name.toLowerCase()) return { ok: false, reason: 'A package name cannot contain capital letters' };
  if (packagePart.startsWith('.') || packagePart.startsWith('_')) {
    return { ok: false, reason: 'A package name cannot start with a dot or an underscore' };
  }
  if (!NAME_PART.test(packagePart)) {
    return { ok: false, reason: `"${name}" is not a valid npm package name: use lower-case letters, digits, '-', '.' and '_' only` };
  }
  if (!packagePart.startsWith(COMMUNITY_PACKAGE_PREFIX) || packagePart === COMMUNITY_PACKAGE_PREFIX) {
    return { ok: false, reason: `The package name must start with "${COMMUNITY_PACKAGE_PREFIX}" (or "@scope/${COMMUNITY_PACKAGE_PREFIX}")` };
  }
  if (version !== undefined && !VERSION.test(version)) {
    return { ok: false, reason: `"${version}" is not a valid version of ${name}` };
  }
  return { ok: true, spec: version === undefined ? { name } : { name, version } };
}

/** The argument npm gets: `name` or `name@version`. */
export function packageSpecArgument(spec: PackageSpec): string {
  return spec.version === undefined ? spec.name : `${spec.name}@${spec.version}`;
}
