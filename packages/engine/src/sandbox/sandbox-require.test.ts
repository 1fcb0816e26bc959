import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CodeRunError } from '@weft/workflow';
import type { ModuleAllowList } from '@weft/workflow';
import { ExecutionSandbox } from './execution-sandbox.js';
import { defaultModuleSearchFolders } from './module-resolver.js';
import type { CodeRunRequest } from './sandbox.types.js';

// Packages of our own, installed where n8n installs community packages: <user folder>/nodes/node_modules.
const userFolder = mkdtempSync(join(tmpdir(), 'weft-require-'));
const installed = join(userFolder, 'nodes', 'node_modules');
function file(path: string, text: string): void {
  mkdirSync(dirname(join(installed, path)), { recursive: true });
  writeFileSync(join(installed, path), text);
}
file('greeter/package.json', JSON.stringify({ name: 'greeter', main: 'lib/index.js' }));
file('greeter/lib/index.js', "const words = require('./words.json');\nconst shout = require('./shout');\nmodule.exports = (name) => shout(words.hello + ', ' + name);");
file('greeter/lib/shout.js', 'module.exports = (text) => text.toUpperCase() + "!";');
file('greeter/lib/words.json', '{ "hello": "hello" }');
file('outer/index.js', "const inner = require('inner');\nmodule.exports = () => 'outer+' + inner();");
file('inner/index.js', "module.exports = () => 'inner';");
file('cycle/index.js', "exports.early = 'a';\nconst b = require('./b');\nexports.bSaw = b.sawOfA;\nexports.late = 'z';");
file('cycle/b.js', "const a = require('./index');\nexports.sawOfA = Object.keys(a).join(',');");
file('needs-fs/index.js', "const fs = require('fs');\nmodule.exports = fs.readFileSync;");
file('emitter/index.js', "const { EventEmitter } = require('events');\nconst path = require('path');\nmodule.exports = { EventEmitter, join: path.join };");
file('esm-only/package.json', JSON.stringify({ name: 'esm-only', type: 'module', exports: { import: './index.js' } }));
file('esm-only/index.js', 'export default 1;');
file('esm-main/package.json', JSON.stringify({ name: 'esm-main', type: 'module', main: 'index.js' }));
file('esm-main/index.js', 'export default 1;');
file('leaky/index.js', 'module.exports = (specifier) => require(specifier);');
file('leaky/secret.txt', 'secret');
file('counter/index.js', 'globalThis.loads = (globalThis.loads || 0) + 1;\nmodule.exports = { loads: globalThis.loads };');
writeFileSync(join(userFolder, 'outside.json'), '{ "secret": "outside" }');
writeFileSync(join(userFolder, 'outside.js'), 'module.exports = "outside";');

afterAll(() => rmSync(userFolder, { recursive: true, force: true }));

const sandboxes: ExecutionSandbox[] = [];
afterEach(() => {
  for (const sandbox of sandboxes.splice(0)) sandbox.dispose();
});

function sandbox(allow: Partial<ModuleAllowList>): ExecutionSandbox {
  const created = new ExecutionSandbox({}, { allow: { builtin: [], external: [], ...allow }, searchFolders: defaultModuleSearchFolders(userFolder) });
  sandboxes.push(created);
  return created;
}

function request(code: string): CodeRunRequest {
  return { mode: 'runOnceForAllItems', code, items: [{ json: { at: '2024-03-05T14:07:09Z' } }], timezone: 'UTC' };
}

async function output(box: ExecutionSandbox, code: string): Promise<unknown> {
  return (await box.run(request(code))).items[0]?.json;
}

async function failure(box: ExecutionSandbox, code: string): Promise<CodeRunError> {
  const error = await box.run(request(code)).then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(CodeRunError);
  return error as CodeRunError;
}

describe('require in the Code node: packages allowed by NODE_FUNCTION_ALLOW_EXTERNAL', () => {
  it('loads moment and formats dates with it, its locales included', async () => {
    expect(await output(sandbox({ external: ['moment'] }), `
      const moment = require('moment');
      const at = moment.utc($json.at);
      return { formatted: at.format('dddd, MMMM Do YYYY, h:mm:ss a'), french: at.clone().locale('fr').format('LLLL'),
        later: at.clone().add(3, 'days').toISOString(), days: moment.utc('2024-03-31').diff(at, 'days') };`))
      .toEqual({
        formatted: 'Tuesday, March 5th 2024, 2:07:09 pm',
        french: 'mardi 5 mars 2024 14:07',
        later: '2024-03-08T14:07:09.000Z',
        days: 25,
      });
  });

  it('loads lodash, and a path inside an allowed package', async () => {
    expect(await output(sandbox({ external: ['lodash'] }), `
      const _ = require('lodash');
      const chunk = require('lodash/chunk');
      return { groups: _.groupBy([1.2, 1.5, 2.1], Math.floor), chunks: chunk([1, 2, 3], 2), same: _.chunk === chunk };`))
      .toEqual({ groups: { 1: [1.2, 1.5], 2: [2.1] }, chunks: [[1, 2], [3]], same: false });
  });

  it('loads a package from <user folder>/nodes/node_modules with its relative files and JSON', async () => {
    expect(await output(sandbox({ external: ['greeter'] }), "return { text: require('greeter')('Ada') };"))
      .toEqual({ text: 'HELLO, ADA!' });
  });

  it("resolves a package's own dependencies from its folder, though the code itself may not require them", async () => {
    const box = sandbox({ external: ['outer'] });
    expect(await output(box, "return { text: require('outer')() };")).toEqual({ text: 'outer+inner' });
    expect((await failure(box, "require('inner');\nreturn [];")).message).toBe("Cannot find module 'inner' [line 1]");
  });

  it('gives a module in a cycle the partial exports of the other, as Node does', async () => {
    expect(await output(sandbox({ external: ['cycle'] }), "const a = require('cycle');\nreturn { bSaw: a.bSaw, late: a.late };"))
      .toEqual({ bSaw: 'early', late: 'z' });
  });

  it('runs a module once per run (one object for every require), and afresh in the next run', async () => {
    const box = sandbox({ external: ['counter'] });
    const code = "return { same: require('counter') === require('counter'), loads: require('counter').loads };";
    expect(await output(box, code)).toEqual({ same: true, loads: 1 });
    expect(await output(box, code)).toEqual({ same: true, loads: 1 });
  });

  it('allows every package with *', async () => {
    expect(await output(sandbox({ external: '*' }), "return { text: require('greeter')('Grace') };")).toEqual({ text: 'HELLO, GRACE!' });
  });

  it('gives packages the pure Node modules the sandbox has (events, path, buffer, string_decoder with its own dependency)', async () => {
    expect(await output(sandbox({ external: ['emitter'], builtin: ['string_decoder'] }), `
      const { EventEmitter, join } = require('emitter');
      const heard = [];
      const emitter = new EventEmitter();
      emitter.on('ping', (value) => heard.push(value));
      emitter.emit('ping', 7);
      const { StringDecoder } = require('string_decoder');
      const text = new StringDecoder('utf8').write(Buffer.from('é'));
      return { heard, path: join('a', '..', 'b', 'c.txt'), text };`))
      .toEqual({ heard: [7], path: 'b/c.txt', text: 'é' });
  });
});

describe('require in the Code node: what it refuses', () => {
  it("answers a module that is not allowed, or allowed but not installed, with n8n's Cannot find module", async () => {
    expect((await failure(sandbox({ external: ['lodash'] }), "require('moment');\nreturn [];")).message).toBe("Cannot find module 'moment' [line 1]");
    expect((await failure(sandbox({ external: ['not-installed-anywhere'] }), "require('not-installed-anywhere');\nreturn [];")).message)
      .toBe("Cannot find module 'not-installed-anywhere' [line 1]");
  });

  it('names the Node module a package needs that the sandbox cannot give', async () => {
    const error = await failure(sandbox({ external: ['needs-fs'] }), "require('needs-fs');\nreturn [];");
    expect(error.message).toBe(`The module 'fs' (required by ${join(installed, 'needs-fs', 'index.js')}) cannot be loaded in the code sandbox [line 1]`);
    expect(error.description).toBe("The Code node runs in a sandbox without Node's own 'fs'; of Node's modules it can give only buffer, crypto, events, path, string_decoder.");
  });

  it('refuses ES-module-only packages clearly', async () => {
    for (const name of ['esm-only', 'esm-main']) {
      expect((await failure(sandbox({ external: '*' }), `require('${name}');\nreturn [];`)).message)
        .toBe(`The module '${name}' is an ES module, which the code sandbox cannot load [line 1]`);
    }
  });

  it('never reads a file by a path, even with every package allowed', async () => {
    const box = sandbox({ external: '*', builtin: '*' });
    for (const specifier of [join(userFolder, 'outside.json'), join(userFolder, 'outside.js'), '/etc/passwd', '../outside.json', './outside.js',
      '../../../../../../../etc/passwd', 'greeter/../../../outside.json', `${installed}/greeter/lib/words.json`]) {
      expect((await failure(box, `require(${JSON.stringify(specifier)});\nreturn [];`)).message).toBe(`Cannot find module '${specifier}' [line 1]`);
    }
  });

  it("never reads a file outside node_modules, or one that is not code or JSON, through a package's own require", async () => {
    const box = sandbox({ external: ['leaky'] });
    const outside = join(userFolder, 'outside.json');
    for (const specifier of [outside, '../../../outside.json', './secret.txt', '/etc/passwd', '../../../../../../../../etc/passwd']) {
      expect((await failure(box, `require('leaky')(${JSON.stringify(specifier)});\nreturn [];`)).message).toBe(`Cannot find module '${specifier}' [line 1]`);
    }
  });
});
