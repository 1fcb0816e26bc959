import { afterEach, describe, expect, it } from 'vitest';
import type { INodeExecutionData, ModuleAllowList } from '@weft/workflow';
import { ExecutionSandbox } from './execution-sandbox.js';
import { defaultModuleSearchFolders } from './module-resolver.js';
import { CodeRunError } from '@weft/workflow';
import type { CodeRunRequest } from './sandbox.types.js';

const sandboxes: ExecutionSandbox[] = [];
afterEach(() => {
  for (const sandbox of sandboxes.splice(0)) sandbox.dispose();
});

function sandbox(limits: ConstructorParameters<typeof ExecutionSandbox>[0] = {}): ExecutionSandbox {
  const created = new ExecutionSandbox(limits);
  sandboxes.push(created);
  return created;
}

const people: INodeExecutionData[] = [{ json: { name: 'Ada', age: 36 } }, { json: { name: 'Grace', age: 45 } }];

function request(code: string, more: Partial<CodeRunRequest> = {}): CodeRunRequest {
  return { mode: 'runOnceForAllItems', code, items: structuredClone(people), timezone: 'UTC', ...more };
}

async function failure(promise: Promise<unknown>): Promise<CodeRunError> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(CodeRunError);
  return error as CodeRunError;
}

describe('ExecutionSandbox: modes', () => {
  it('runs once for all items: items, $input and $json, returning items or plain objects', async () => {
    const box = sandbox();
    const result = await box.run(request(`
      const names = $input.all().map((item) => item.json.name);
      return [{ json: { names, first: $input.first().json.name, last: $input.last().json.name, json: $json.name, count: items.length } }];
    `));
    expect(result.items).toEqual([{ json: { names: ['Ada', 'Grace'], first: 'Ada', last: 'Grace', json: 'Ada', count: 2 } }]);
    const plain = await box.run(request('return items.map((item) => ({ older: item.json.age + 1 }));'));
    expect(plain.items).toEqual([{ json: { older: 37 } }, { json: { older: 46 } }]);
    const single = await box.run(request('return { total: items.length };'));
    expect(single.items).toEqual([{ json: { total: 2 } }]);
  });

  it('runs once for each item: $json, $input.item and $itemIndex; null leaves the item out; each output pairs with its input', async () => {
    const result = await sandbox().run(request(`
      if ($itemIndex === 0) return null;
      $json.index = $itemIndex;
      return $input.item;
    `, { mode: 'runOnceForEachItem' }));
    expect(result.items).toEqual([{ json: { name: 'Grace', age: 45, index: 1 }, pairedItem: { item: 1 } }]);
  });

  it('runs the legacy Function (items in and out) and Function Item (item in and out) code', async () => {
    const box = sandbox();
    const fn = await box.run(request('for (item of items) { item.json.seen = true; }\nreturn items;', { mode: 'function' }));
    expect(fn.items.map((item) => item.json)).toEqual([{ name: 'Ada', age: 36, seen: true }, { name: 'Grace', age: 45, seen: true }]);
    const binary = { data: { data: 'aGk=', mimeType: 'text/plain' } };
    const fnItem = await box.run(request(`
      item.upper = item.name.toUpperCase();
      if (item.name === 'Grace') setBinaryData(${JSON.stringify(binary)});
      return item;
    `, { mode: 'functionItem' }));
    expect(fnItem.items).toEqual([
      { json: { name: 'Ada', age: 36, upper: 'ADA' }, pairedItem: { item: 0 } },
      { json: { name: 'Grace', age: 45, upper: 'GRACE' }, binary, pairedItem: { item: 1 } },
    ]);
  });

  it('supports await, Luxon in the workflow timezone, $now and $today', async () => {
    const result = await sandbox().run(request(`
      await Promise.resolve();
      const date = DateTime.fromISO('2024-03-10T12:00:00Z');
      return [{ json: { zone: $now.zoneName, local: date.toFormat('HH:mm'), startOfDay: $today.toFormat('HH:mm'),
        week: Duration.fromObject({ days: 7 }).as('hours'), within: Interval.fromDateTimes(date, date.plus({ hours: 1 })).length('minutes') } }];
    `, { timezone: 'Asia/Tokyo' }));
    expect(result.items[0]?.json).toEqual({ zone: 'Asia/Tokyo', local: '21:00', startOfDay: '00:00', week: 168, within: 60 });
  });

  it('gives the globals it is handed and carries static data changes back, for the types asked for', async () => {
    const asked: string[] = [];
    const stored = { global: { count: 4 }, node: { untouched: true } };
    const globals = { $workflow: { id: '1', name: 'Orders', active: false }, $runIndex: 2 };
    const staticData = (type: 'global' | 'node') => {
      asked.push(type);
      return stored[type];
    };
    const box = sandbox();
    const result = await box.run(request(`
      const data = $getWorkflowStaticData('global');
      data.count = (data.count ?? 0) + 1;
      $getWorkflowStaticData('global').last = $workflow.name;
      return [{ json: { workflow: $workflow.name, run: $runIndex } }];
    `, { globals, bridge: { staticData } }));
    expect(result.items).toEqual([{ json: { workflow: 'Orders', run: 2 } }]);
    expect(result.staticData).toEqual({ global: { count: 5, last: 'Orders' } });
    expect(asked).toEqual(['global']);
    expect(stored.global).toEqual({ count: 4 });
    const none = await box.run(request('return [];', { bridge: { staticData } }));
    expect(none.staticData).toBeUndefined();
  });

  it('asks the host bridge for other nodes\' data, each answer a fresh copy', async () => {
    const calls: unknown[][] = [];
    const result = await sandbox().run(request(`
      const all = $('Source').all();
      all[0].json.changed = true;
      return [{ json: { again: $('Source').all()[0].json, item: $('Source').item.json, old: $node['Source'].json, list: $items('Source').length,
        found: $jmespath({ a: [1, 2] }, 'a[1]') } }];
    `, {
      bridge: {
        node: (name, member, args, itemIndex) => {
          calls.push([name, member, args, itemIndex]);
          return member === 'item' ? { json: { paired: itemIndex } } : [{ json: { from: name } }];
        },
        legacyNode: (name, itemIndex) => ({ json: { legacy: name, itemIndex } }),
        items: (args) => [{ json: { args } }, { json: {} }],
        jmespath: (data, expression) => (expression === 'a[1]' ? (data as { a: number[] }).a[1] : null),
      },
    }));
    expect(result.items[0]?.json).toEqual({
      again: { from: 'Source' }, item: { paired: 0 }, old: { legacy: 'Source', itemIndex: 0 }, list: 2, found: 2,
    });
    // `all()` does not depend on the item: asked once, copied out twice.
    expect(calls.filter(([, member]) => member === 'all')).toHaveLength(1);
  });

  it('answers $(name).item for all items with one question in per-item mode, failures per item', async () => {
    let questions = 0;
    const result = await sandbox().run(request(`
      try { return { paired: $('Source').item.json.n }; } catch (error) { return { failed: error.message, hint: error.description }; }
    `, {
      mode: 'runOnceForEachItem',
      items: [{ json: {} }, { json: {} }, { json: {} }],
      bridge: {
        node: (_name, _member, _args, itemIndex) => {
          questions += 1;
          if (itemIndex === 1) throw Object.assign(new Error('No paired item'), { description: 'The link is broken' });
          return { json: { n: itemIndex * 10 } };
        },
      },
    }));
    expect(result.items.map((item) => item.json)).toEqual([{ paired: 0 }, { failed: 'No paired item', hint: 'The link is broken' }, { paired: 20 }]);
    expect(questions).toBe(3);
  });

  it('passes console calls to the host as they happen, made JSON-safe', async () => {
    const messages: unknown[] = [];
    await sandbox().run(request(`
      console.log('count', items.length, { nested: { ok: true } });
      console.warn(() => 1, Symbol('s'), 10n, undefined);
      return [];
    `, { onConsole: (level, args) => messages.push([level, args]) }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(messages).toEqual([
      ['log', ['count', 2, { nested: { ok: true } }]],
      ['warn', ['[Function anonymous]', 'Symbol(s)', '10n', undefined]],
    ]);
  });
});

describe('ExecutionSandbox: errors', () => {
  it('reports the code\'s own error with its line, and the item in per-item mode', async () => {
    const box = sandbox();
    const error = await failure(box.run(request('const a = 1;\n\nnotDefined(a);')));
    expect(error.kind).toBe('code');
    expect(error.message).toBe('notDefined is not defined [line 3]');
    expect(error.lineNumber).toBe(3);
    expect(error.errorName).toBe('ReferenceError');
    expect(error.description).toBe('ReferenceError in the code at line 3');
    const perItem = await failure(box.run(request("if ($itemIndex === 1) throw new Error('Grace is busy');\nreturn $input.item;", { mode: 'runOnceForEachItem' })));
    expect(perItem.message).toBe('Grace is busy [line 1, for item 1]');
    expect(perItem.itemIndex).toBe(1);
    const thrownText = await failure(box.run(request("throw 'plain text'")));
    expect(thrownText.message).toBe('plain text');
  });

  it('continues with the next item when asked to, the failed item carrying its error', async () => {
    const result = await sandbox().run(request("if ($itemIndex === 0) throw new Error('No age');\nreturn { age: $json.age };",
      { mode: 'runOnceForEachItem', continueOnFail: true }));
    expect(result.items).toEqual([{ json: { error: 'No age [line 1, for item 0]' }, pairedItem: { item: 0 } }, { json: { age: 45 }, pairedItem: { item: 1 } }]);
  });

  it('fails on a promise that fails with nobody waiting for it', async () => {
    const error = await failure(sandbox().run(request("Promise.reject(new Error('Nobody listens'));\nreturn [];")));
    expect(error.message).toBe('Nobody listens');
    expect(error.description).toContain('nothing handled it');
  });

  it('names the line of a syntax error', async () => {
    const error = await failure(sandbox().run(request('const a = 1;\nconst b = ;\nreturn [];')));
    expect(error.message).toMatch(/^Unexpected token ';' \[line 2\]$/);
    expect(error.errorName).toBe('SyntaxError');
  });

  it('refuses code that closes its wrapping function', async () => {
    const error = await failure(sandbox().run(request('return []; }); globalThis.sneaky = 1; (function () {')));
    expect(error.message).toMatch(/^The code cannot run as written/);
  });

  it.each([
    ['a number', 'return 5;', 'Code must return a list of items', 'It returned the number 5.'],
    ['nothing', 'const a = 1;', 'Code must return a list of items', 'It returned nothing (undefined).'],
    ['json that is text', "return [{ json: 'Ada' }];", "An item's 'json' isn't an object", 'holds the text "Ada"'],
    ['a stray key', 'return [{ json: {}, name: 1 }];', "Unexpected key 'name' at the top of an item", '{ json: { name: ... } }'],
    ['binary that is a list', 'return [{ json: {}, binary: [] }];', "An item's 'binary' isn't an object", 'an empty list'],
  ])('explains a wrong return value in all-items mode: %s', async (_name, code, message, detail) => {
    const error = await failure(sandbox().run(request(code)));
    expect(error.kind).toBe('validation');
    expect(error.message).toBe(message);
    expect(error.description).toContain(detail);
  });

  it.each([
    ['a list', 'return [$json];', 'Code must return one object, not a list'],
    ['text', "return 'x';", 'Code must return an object for each item'],
    ['nothing', 'const a = 1;', 'Code must return an object for each item'],
  ])('explains a wrong return value in per-item mode: %s', async (_name, code, message) => {
    const error = await failure(sandbox().run(request(code, { mode: 'runOnceForEachItem' })));
    expect(error.message).toBe(message);
    expect(error.itemIndex).toBe(0);
  });

  it('says which variable belongs to the other mode', async () => {
    const box = sandbox();
    const first = await failure(box.run(request('return $input.first();', { mode: 'runOnceForEachItem' })));
    expect(first.message).toBe("$input.first() is not available in 'Run Once for Each Item' mode [line 1, for item 0]");
    const item = await failure(box.run(request('return item;', { mode: 'runOnceForEachItem' })));
    expect(item.description).toContain('$input.item');
  });

  it('refuses data that cannot become JSON', async () => {
    const error = await failure(sandbox().run(request('const a = {}; a.self = a; return [{ json: a }];')));
    expect(error.message).toBe('The code returned data that cannot be turned into JSON');
  });
});

describe('ExecutionSandbox: limits', () => {
  it('stops code that runs too long, and runs the next code in the same execution', async () => {
    const box = sandbox({ timeoutMs: 300 });
    const error = await failure(box.run(request('while (true) {}')));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Code ran longer than 0.3 s');
    const waiting = await failure(box.run(request('await new Promise(() => {});')));
    expect(waiting.kind).toBe('timeout');
    expect((await box.run(request('return [{ json: { fine: true } }];'))).items).toEqual([{ json: { fine: true } }]);
  });

  it('stops code that uses too much memory; the process stays up and a fresh isolate takes over', async () => {
    const box = sandbox({ memoryLimitMb: 16, timeoutMs: 20_000 });
    const error = await failure(box.run(request('const list = []; while (true) list.push({ text: "x".repeat(64) + list.length });')));
    expect(error.kind).toBe('memory');
    expect(error.message).toBe('Code used more than 16 MB');
    expect(box.started).toBe(false);
    expect((await box.run(request('return [{ json: { again: true } }];'))).items).toEqual([{ json: { again: true } }]);
  });

  it('refuses limits it cannot use, and runs nothing once disposed', async () => {
    expect(() => new ExecutionSandbox({ memoryLimitMb: 4 })).toThrow('at least 8 MB');
    expect(() => new ExecutionSandbox({ timeoutMs: 0 })).toThrow('more than 0 ms');
    const box = sandbox();
    await box.run(request('return [];'));
    expect(box.started).toBe(true);
    box.dispose();
    expect(box.started).toBe(false);
    expect((await failure(box.run(request('return [];')))).kind).toBe('unavailable');
  });

  it('ends code still running when the execution ends', async () => {
    const box = sandbox({ timeoutMs: 10_000 });
    const running = box.run(request('while (true) {}'));
    setTimeout(() => box.dispose(), 100);
    const error = await failure(running);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('The execution was stopped while the code ran');
  });
});

describe('ExecutionSandbox: Buffer and require, as n8n has them', () => {
  const withModules = (allow: ModuleAllowList) => {
    const created = new ExecutionSandbox({}, { allow, searchFolders: defaultModuleSearchFolders() });
    sandboxes.push(created);
    return created;
  };

  it('has Buffer in every mode', async () => {
    const result = await sandbox().run(request("return { text: Buffer.from($json.name).toString('base64') };", { mode: 'runOnceForEachItem' }));
    expect(result.items.map((item) => item.json)).toEqual([{ text: 'QWRh' }, { text: 'R3JhY2U=' }]);
  });

  it('finds no module unless NODE_FUNCTION_ALLOW_BUILTIN or NODE_FUNCTION_ALLOW_EXTERNAL allows it', async () => {
    expect((await failure(sandbox().run(request("const c = require('crypto');\nreturn [];")))).message).toBe("Cannot find module 'crypto' [line 1]");
    expect((await failure(sandbox().run(request("const m = require('moment');\nreturn [];")))).message).toBe("Cannot find module 'moment' [line 1]");
    expect((await failure(withModules({ builtin: ['crypto'], external: [] }).run(request("require('fs');\nreturn [];")))).message)
      .toBe("Cannot find module 'fs' [line 1]");
    const fs = await failure(withModules({ builtin: ['fs'], external: [] }).run(request("require('fs');\nreturn [];")));
    expect(fs.message).toBe("The module 'fs' is allowed but cannot be loaded in the code sandbox [line 1]");
  });

  it('gives an allowed crypto module its hashes, HMACs and random values', async () => {
    const result = await withModules({ builtin: '*', external: [] }).run(request(`
      const crypto = require('node:crypto');
      return [{ json: {
        hash: crypto.createHash('sha256').update('a').update(Buffer.from('bc')).digest('hex'),
        hmac: crypto.createHmac('sha256', 'k').update('abc').digest('base64'),
        uuid: crypto.randomUUID().length,
        bytes: crypto.randomBytes(8).length,
        raw: Buffer.isBuffer(crypto.createHash('md5').update('x').digest()),
      } }];`));
    expect(result.items[0]?.json).toEqual({
      hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      hmac: 'NC5RnOCtbAOja5jus/HRMNtIE7nfTRFg7aSI1xLceO4=',
      uuid: 36, bytes: 8, raw: true,
    });
    expect((await failure(withModules({ builtin: ['crypto'], external: [] }).run(request("require('crypto').createHash('nope').update('x').digest('hex');\nreturn [];")))).message)
      .toBe('Digest method not supported: nope [line 1]');
  });
});
