import type { AuditLocation } from '@weft/contracts';
import type { WeftConfig } from '../../config.js';

/** The public API's rate limit when WEFT_PUBLIC_API_RATE_LIMIT is not set. */
export const DEFAULT_PUBLIC_API_RATE_LIMIT = 600;

/** Built-in modules that reach the host from a Code node: processes, files, sockets, other isolates. */
const HOST_MODULES = new Set([
  'child_process', 'cluster', 'dgram', 'dns', 'fs', 'fs/promises', 'http', 'http2', 'https', 'inspector', 'module', 'net',
  'os', 'process', 'tls', 'v8', 'vm', 'worker_threads',
]);

/** frame-ancestors sources that let any site (of a scheme) frame the pages. */
const ANY_SITE = new Set(['*', 'http:', 'https:']);

type SettingLocation = Extract<AuditLocation, { kind: 'setting' }>;

const setting = (name: string, value: string, reason: string): SettingLocation => ({ kind: 'setting', setting: name, value, reason });

/** The settings of this instance that make it easier to attack than Weft's defaults allow, or that open the host. */
export function weakSecuritySettings(config: WeftConfig): SettingLocation[] {
  const weak: SettingLocation[] = [];
  const envShown = Object.keys(config.expressionEnv).length;
  if (envShown > 0) {
    weak.push(setting('WEFT_BLOCK_ENV_ACCESS_IN_NODE', 'false',
      `Expressions and Code nodes can read ${envShown} environment variables of the server through $env.`));
  }
  const { builtin, external } = config.codeModules;
  const hostModules = builtin === '*' ? ['*'] : builtin.filter((name) => HOST_MODULES.has(name.replace(/^node:/, '')));
  if (hostModules.length > 0) {
    weak.push(setting('NODE_FUNCTION_ALLOW_BUILTIN', builtin === '*' ? '*' : builtin.join(','),
      `Code nodes may load ${builtin === '*' ? 'every built-in module' : hostModules.join(', ')}, and so run commands, `
      + 'read files or open connections on the host.'));
  }
  if (external === '*') {
    weak.push(setting('NODE_FUNCTION_ALLOW_EXTERNAL', '*', 'Code nodes may load any package installed on the server.'));
  }
  if (config.communityPackagesEnabled) {
    weak.push(setting('WEFT_COMMUNITY_PACKAGES_ENABLED', 'true',
      'The owner can install community node packages from npm, which run with every right of the server process.'));
  }
  if (config.frameAncestors.split(' ').some((source) => ANY_SITE.has(source.toLowerCase()))) {
    weak.push(setting('WEFT_FRAME_ANCESTORS', config.frameAncestors,
      'Any website may show the editor in a frame and trick a signed-in user into clicks (clickjacking).'));
  }
  if (config.publicApi.enabled && config.publicApi.rateLimitPerMinute > DEFAULT_PUBLIC_API_RATE_LIMIT) {
    weak.push(setting('WEFT_PUBLIC_API_RATE_LIMIT', String(config.publicApi.rateLimitPerMinute),
      `A leaked API key may make more than the default ${DEFAULT_PUBLIC_API_RATE_LIMIT} requests a minute.`));
  }
  return weak;
}
