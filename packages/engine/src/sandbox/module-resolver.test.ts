import { describe, expect, it } from 'vitest';
import { ModuleResolver, defaultModuleSearchFolders, packageName } from './module-resolver.js';

// The isolate sends these questions; code inside it could send anything, so the host's answers are
// checked here without a sandbox in between.
describe('ModuleResolver: what the host answers the isolate', () => {
  const resolver = () => new ModuleResolver({ allow: { builtin: [], external: ['moment'] }, searchFolders: defaultModuleSearchFolders() });

  it('answers a require from a file only when it served that file itself', () => {
    const modules = resolver();
    const moment = modules.resolve('moment', null);
    expect(moment).toMatchObject({ kind: 'file', path: expect.stringMatching(/node_modules\/moment\/moment\.js$/) });
    const served = (moment as { path: string }).path;
    expect(modules.resolve('./locale/fr', served)).toMatchObject({ kind: 'file', path: expect.stringMatching(/moment\/locale\/fr\.js$/) });
    // A file it never served: even a real one next to moment is no place to require from.
    const other = served.replace(/moment\.js$/, 'locale/de.js');
    expect(() => modules.resolve('../moment', other)).toThrow("Cannot find module '../moment'");
    expect(() => modules.resolve('./locale/fr', 42)).toThrow("Cannot find module './locale/fr'");
    expect(() => resolver().resolve('./locale/fr', served)).toThrow("Cannot find module './locale/fr'");
  });

  it('gives compiled code only for JavaScript files it served', () => {
    const modules = resolver();
    const served = (modules.resolve('moment', null) as { path: string }).path;
    expect(modules.isServedScript(served)).toBe(true);
    expect(modules.isServedScript(served.replace(/moment\.js$/, 'package.json'))).toBe(false);
    expect(modules.isServedScript('/etc/passwd')).toBe(false);
    expect(modules.isServedScript({ toString: () => served })).toBe(false);
  });

  it('refuses what is not a module name', () => {
    for (const specifier of ['', 'mo\0ment', 7, null]) expect(() => resolver().resolve(specifier, null)).toThrow(/^Cannot find module/);
  });

  it('checks the allow list by package: its files come with it', () => {
    expect(packageName('lodash/fp/map')).toBe('lodash');
    expect(packageName('@scope/pkg/lib/x.js')).toBe('@scope/pkg');
    expect(packageName('moment')).toBe('moment');
  });
});
