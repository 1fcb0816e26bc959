import { describe, expect, it } from 'vitest';
import { readModuleAllowList } from './module-allow-list.js';

describe('readModuleAllowList', () => {
  it('allows nothing by default, the listed modules, or all of them with *', () => {
    expect(readModuleAllowList({})).toEqual({ builtin: [], external: [] });
    expect(readModuleAllowList({ NODE_FUNCTION_ALLOW_BUILTIN: 'crypto, buffer ,', NODE_FUNCTION_ALLOW_EXTERNAL: 'moment' }))
      .toEqual({ builtin: ['crypto', 'buffer'], external: ['moment'] });
    expect(readModuleAllowList({ NODE_FUNCTION_ALLOW_BUILTIN: '*', NODE_FUNCTION_ALLOW_EXTERNAL: 'lodash,*' })).toEqual({ builtin: '*', external: '*' });
  });
});
