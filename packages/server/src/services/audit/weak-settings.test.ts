import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.js';
import { weakSecuritySettings } from './weak-settings.js';

const settingsOf = (env: Record<string, string>) =>
  weakSecuritySettings(parseConfig({ WEFT_USER_FOLDER: '/srv/weft', WEFT_COMMUNITY_PACKAGES_ENABLED: 'false', ...env }))
    .map((location) => [location.setting, location.value]);

describe('weakSecuritySettings', () => {
  it('finds nothing in a configuration that keeps the defaults and turns community packages off', () => {
    expect(settingsOf({})).toEqual([]);
  });

  it('names each setting that opens the host or the editor', () => {
    expect(settingsOf({
      WEFT_BLOCK_ENV_ACCESS_IN_NODE: 'false', NODE_FUNCTION_ALLOW_BUILTIN: 'crypto,node:fs', NODE_FUNCTION_ALLOW_EXTERNAL: '*',
      WEFT_COMMUNITY_PACKAGES_ENABLED: 'true', WEFT_FRAME_ANCESTORS: "'self' https:", WEFT_PUBLIC_API_RATE_LIMIT: '5000',
    })).toEqual([
      ['WEFT_BLOCK_ENV_ACCESS_IN_NODE', 'false'],
      ['NODE_FUNCTION_ALLOW_BUILTIN', 'crypto,node:fs'],
      ['NODE_FUNCTION_ALLOW_EXTERNAL', '*'],
      ['WEFT_COMMUNITY_PACKAGES_ENABLED', 'true'],
      ['WEFT_FRAME_ANCESTORS', "'self' https:"],
      ['WEFT_PUBLIC_API_RATE_LIMIT', '5000'],
    ]);
  });

  it('does not count built-in modules that cannot reach the host', () => {
    expect(settingsOf({ NODE_FUNCTION_ALLOW_BUILTIN: 'crypto,url' })).toEqual([]);
  });
});
