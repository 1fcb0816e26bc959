import { afterAll, describe, expect, it } from 'vitest';
import { PythonSandbox } from './python-sandbox.js';
import type { PythonRunRequest } from './python-sandbox.js';

const sandbox = new PythonSandbox();
afterAll(() => sandbox.shutdown());

function run(code: string, extra: Partial<PythonRunRequest> = {}) {
  return sandbox.run({ mode: 'runOnceForAllItems', code, items: [{ json: { a: 1 } }], timezone: 'UTC', ...extra });
}

describe('PythonSandbox', () => {
  it('runs code over the items', async () => {
    const lines: unknown[] = [];
    const result = await run('for item in _input.all():\n    item.json.b = item.json.a + 1\nprint("hi", 2)\nreturn _input.all()', {
      onConsole: (_level, args) => lines.push(...args),
    });
    expect(result.items).toEqual([{ json: { a: 1, b: 2 } }]);
    expect(lines).toEqual(['hi 2']);
  }, 60_000);

  it('runs all-items code over no items, and each-item code not at all', async () => {
    const all = await run("return [{'count': len(_input.all()), 'first': _input.first(), 'items': _items}]", { items: [] });
    expect(all.items).toEqual([{ json: { count: 0, first: null, items: [] } }]);
    const each = await run('raise ValueError("not called")', { items: [], mode: 'runOnceForEachItem' });
    expect(each.items).toEqual([]);
  });

  it('asks the host about other nodes, JMESPath and static data, and returns the changed static data', async () => {
    const asked: unknown[] = [];
    const result = await run([
      "first = _('Source').first()",
      "counter = _getWorkflowStaticData('global')",
      "counter['runs'] = counter.get('runs', 0) + 1",
      "return [{'first': first.json.id, 'found': _jmespath({'a': [1, 2]}, 'a[1]'), 'params': _input.params}]",
    ].join('\n'), {
      bridge: {
        node: (name, member, args) => { asked.push([name, member, args]); return { json: { id: 7 } }; },
        jmespath: (data, expression) => (expression === 'a[1]' ? (data as { a: number[] }).a[1] : null),
        staticData: () => ({ runs: 1 }),
        input: (member) => (member === 'params' ? { limit: 3 } : null),
      },
    });
    expect(result.items).toEqual([{ json: { first: 7, found: 2, params: { limit: 3 } } }]);
    expect(result.staticData).toEqual({ global: { runs: 2 } });
    expect(asked).toEqual([['Source', 'first', [null, null]]]);
  });

  it('names the line of an error', async () => {
    await expect(run('a = 1\nreturn x')).rejects.toThrow("NameError: name 'x' is not defined [line 2]");
  });

  it('answers input(), sys.exit() and _input.item in all-items mode as errors of the code', async () => {
    await expect(run('return [{"line": input()}]')).rejects.toThrow(/^EOFError/);
    await expect(run('import sys\nsys.exit(3)')).rejects.toThrow('SystemExit: 3 [line 2]');
    await expect(run('return _input.item')).rejects.toThrow("_input.item is there in 'Run Once for Each Item' mode only");
  });

  it('fails a run that breaks out to JavaScript through C (ctypes), and starts a new runtime for the next', async () => {
    await expect(run('import ctypes\nctypes.CDLL(None).emscripten_run_script_int(b"1")'))
      .rejects.toThrow('The Python runtime failed: Running JavaScript from Python is not allowed');
    expect(sandbox.started).toBe(false);
    expect((await run('return []')).items).toEqual([]);
  }, 60_000);

  it('ends a run when the execution is stopped', async () => {
    const controller = new AbortController();
    const running = run("print('started')\nwhile True:\n    pass", { signal: controller.signal, onConsole: () => controller.abort() });
    await expect(running).rejects.toThrow('The execution was stopped while the code ran');
    expect(sandbox.started).toBe(false);
  }, 60_000);
});
