import { afterAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { shutdownPythonSandbox } from '@weft/engine';
import { jsonOf, loadFixture, outputOf, singleNodeWorkflow } from '../test-support/run-fixture.js';
import { codeRunner, errorOf } from './test/code-test-runner.js';

// Every test of this file shares the process's warm Python worker; the limit tests come last,
// since a run that reaches a limit replaces the worker.
afterAll(() => shutdownPythonSandbox());

const SLOW = 120_000;

const execute = codeRunner('python-test');

function pythonWorkflow(pythonCode: string, items: IDataObject[] = [{ a: 1 }], extra: IDataObject = {}): IWorkflowBase {
  return singleNodeWorkflow({
    type: 'n8n-nodes-base.code', typeVersion: 2, name: 'Code', parameters: { language: 'python', pythonCode, ...extra },
  }, items.map((json) => ({ json })));
}

describe('Code node, Python: fixtures', () => {
  it('runs once for all items: _input, _(), _items, _node, _workflow, _execution, _now and print', async () => {
    const { run, messages } = await execute(loadFixture('./test/code-python-all-items.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Totals')).toEqual([
      { customer: 'Ada', total: 10, orders: 2 },
      { customer: 'Grace', total: 6, orders: 1 },
    ]);
    expect(jsonOf(run, 'Look Back')).toEqual([{
      first: 'Ada', last: 'Grace', triggerCount: 3, firstOrder: 'Ada', lastOrder: 6,
      workflow: 'Code (Python): run once for all items', previous: 'Totals', execution: 'python-test',
      nowIsDate: true, legacyItems: 2, legacyNode: 'Ada', env: {},
    }]);
    expect(messages).toEqual([['Totals', ['customers 2']]]);
  }, SLOW);

  it('runs once for each item (Python Native): _json, _input.item, _itemIndex, None drops, _().item follows paired items', async () => {
    const { run } = await execute(loadFixture('./test/code-python-each-item.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Per Order')).toEqual([
      { json: { order: 'A-1', lines: 2, position: 0, sameItem: true }, pairedItem: { item: 0 } },
      { json: { order: 'A-2', lines: 1, position: 2, sameItem: true }, pairedItem: { item: 2 } },
    ]);
  }, SLOW);

  it('keeps the code away from the host: no js bridge, files, commands, sockets, JavaScript or environment', async () => {
    const { run } = await execute(loadFixture('./test/code-python-escapes.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    const outcome = (name: string) => jsonOf(run, name)[0];
    expect(outcome('Import js')).toEqual({ error: "ModuleNotFoundError: No module named 'js' [line 1]" });
    expect(outcome('Import pyodide_js')).toEqual({ error: "ModuleNotFoundError: No module named 'pyodide_js' [line 1]" });
    expect(outcome('Read passwd')?.error).toMatch(/^FileNotFoundError: .*'\/etc\/passwd' \[line 1\]$/);
    expect(outcome('List root')).toEqual({ entries: ['dev', 'home', 'lib', 'proc', 'tmp'] });
    expect(outcome('Run command')).toEqual({ status: -1 });
    expect(outcome('Subprocess')?.error).toMatch(/^OSError: .*does not support processes/);
    expect(outcome('Socket')?.error).toMatch(/^OSError: /);
    expect(outcome('JS Function')?.error).toMatch(/EvalError: Running JavaScript from Python is not allowed \[line 3\]$/);
    expect(outcome('Environment')).toEqual({ hostVariables: [], env: {} });
  }, SLOW);
});

describe('Code node, Python: return values and errors', () => {
  it('wraps plain dicts as items, accepts one dict, and keeps binary and paired items of full items', async () => {
    const plain = await execute(pythonWorkflow("return [{'n': 1}, {'n': 2}]"));
    expect(jsonOf(plain.run, 'Code')).toEqual([{ n: 1 }, { n: 2 }]);
    const single = await execute(pythonWorkflow("return {'only': True}"));
    expect(jsonOf(single.run, 'Code')).toEqual([{ only: true }]);
    const full = await execute(pythonWorkflow(
      "return [{'json': {'n': 1}, 'binary': {'file': {'data': 'aGk=', 'mimeType': 'text/plain'}}, 'pairedItem': {'item': 0}}]",
    ));
    expect(outputOf(full.run, 'Code')).toEqual([
      { json: { n: 1 }, binary: { file: { data: 'aGk=', mimeType: 'text/plain' } }, pairedItem: { item: 0 } },
    ]);
    const dates = await execute(pythonWorkflow("import datetime\nreturn [{'day': datetime.date(2024, 5, 1), 'tags': ('a', 'b')}]"));
    expect(jsonOf(dates.run, 'Code')).toEqual([{ day: '2024-05-01', tags: ['a', 'b'] }]);
  }, SLOW);

  it('on empty input the node does not run (as in n8n), and no Python code is called', async () => {
    for (const mode of ['runOnceForAllItems', 'runOnceForEachItem']) {
      const { run } = await execute(pythonWorkflow('raise ValueError("not called")', [], { mode }));
      expect(run.status).toBe('success');
      expect(outputOf(run, 'Code')).toEqual([]);
    }
  }, SLOW);

  it('refuses a wrong return type, naming what came back', async () => {
    const text = await execute(pythonWorkflow("return 'done'"));
    expect(errorOf(text.run)?.message).toBe('Code must return a list of items');
    expect(errorOf(text.run)?.description).toContain("It returned the text 'done'");
    const nothing = await execute(pythonWorkflow('x = 1'));
    expect(errorOf(nothing.run)?.description).toContain('It returned None');
    const list = await execute(pythonWorkflow('return [_input.item]', [{ a: 1 }], { mode: 'runOnceForEachItem' }));
    expect(errorOf(list.run)?.message).toBe('Code must return one dict, not a list');
    const notItem = await execute(pythonWorkflow("return [{'json': 5}]"));
    expect(errorOf(notItem.run)?.message).toBe("An item's 'json' isn't a dict");
    const strange = await execute(pythonWorkflow("return [{'json': {}, 'other': 1}]"));
    expect(errorOf(strange.run)?.message).toBe("Unexpected key 'other' at the top of an item");
    const unjson = await execute(pythonWorkflow("return [{'value': object()}]"));
    expect(errorOf(unjson.run)?.message).toBe('The code returned data that cannot be turned into JSON');
  }, SLOW);

  it('names the line of a syntax error and of a runtime error (and the item in each-item mode)', async () => {
    const syntax = await execute(pythonWorkflow('items = _input.all()\nfor item in items\n    pass'));
    expect(errorOf(syntax.run)?.message).toMatch(/^SyntaxError: .+ \[line 2\]$/);
    expect(errorOf(syntax.run)?.description).toBe('The code has a syntax error: Python cannot read it.');
    const runtime = await execute(pythonWorkflow('a = 1\nreturn x'));
    expect(errorOf(runtime.run)?.message).toBe("NameError: name 'x' is not defined [line 2]");
    const each = await execute(pythonWorkflow("if _json['a'] == 2:\n    raise ValueError('no twos')\nreturn _json",
      [{ a: 1 }, { a: 2 }], { mode: 'runOnceForEachItem' }));
    expect(errorOf(each.run)?.message).toBe('ValueError: no twos [line 2, for item 1]');
    const hint = await execute(pythonWorkflow('return [_json]'));
    expect(errorOf(hint.run)?.description).toContain('_input.all()');
    const missingNode = await execute(pythonWorkflow("return _('Nowhere').all()"));
    expect(errorOf(missingNode.run)?.message).toMatch(/Referenced node doesn't exist.* \[line 1\]$/);
  }, SLOW);

  it('continues on fail per item in each-item mode', async () => {
    const workflow = pythonWorkflow("if _json['a'] == 1:\n    raise ValueError('no ones')\nreturn _input.item",
      [{ a: 1 }, { a: 2 }], { mode: 'runOnceForEachItem' });
    workflow.nodes[1]!.onError = 'continueRegularOutput';
    const { run } = await execute(workflow);
    expect(outputOf(run, 'Code')).toEqual([
      { json: { error: 'ValueError: no ones' }, pairedItem: { item: 0 } },
      { json: { a: 2 }, pairedItem: { item: 1 } },
    ]);
  }, SLOW);

  it('gives every run a fresh namespace', async () => {
    await execute(pythonWorkflow("leftover = 1\nimport builtins\nbuiltins.leftover = 2\nreturn []"));
    const { run } = await execute(pythonWorkflow("return [{'seen': 'leftover' in globals() or 'leftover' in dir(__builtins__)}]"));
    expect(jsonOf(run, 'Code')).toEqual([{ seen: false }]);
  }, SLOW);

  it('keeps the JavaScript path as it was', async () => {
    const { run } = await execute(singleNodeWorkflow({
      type: 'n8n-nodes-base.code', typeVersion: 2, name: 'Code', parameters: { jsCode: 'return [{ json: { js: true } }];' },
    }));
    expect(jsonOf(run, 'Code')).toEqual([{ js: true }]);
  }, SLOW);
});

describe('Code node, Python: limits', () => {
  it('stops code that runs too long, and the next run works', async () => {
    const { run } = await execute(pythonWorkflow('while True:\n    pass'), { timeoutMs: 1500 });
    expect(errorOf(run)?.message).toBe('Code ran longer than 1.5 s');
    const again = await execute(pythonWorkflow("return [{'ok': True}]"), { timeoutMs: 60_000 });
    expect(jsonOf(again.run, 'Code')).toEqual([{ ok: true }]);
  }, SLOW);

  it('stops code that uses too much memory, and the next run works', async () => {
    const { run } = await execute(pythonWorkflow('data = bytearray(80 * 1024 * 1024)\nreturn []'), { memoryLimitMb: 48 });
    expect(errorOf(run)?.message).toBe('Code used more than 48 MB');
    const again = await execute(pythonWorkflow("return [{'ok': True}]"), { memoryLimitMb: 48 });
    expect(jsonOf(again.run, 'Code')).toEqual([{ ok: true }]);
  }, SLOW);
});
