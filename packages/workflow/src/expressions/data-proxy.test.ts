import { DateTime, Duration, Interval } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluateExpression } from './evaluate.js';
import type { ExpressionContext } from './expression-context.js';
import { ExpressionError } from './expression-error.js';
import { EXPRESSION_VARIABLES } from './expression-globals.js';
import { ExpressionScope } from './expression-scope.js';
import { chainContext, jsonItems } from './expression-test-helpers.js';

const binary = { file: { data: 'aGk=', mimeType: 'text/plain', fileName: 'hi.txt' } };
const ctx = chainContext([
  { name: 'Start', items: jsonItems({ started: true }) },
  { name: 'Users', items: [
    { json: { id: 1, name: 'Ada' }, binary, pairedItem: { item: 0 } },
    { json: { id: 2, name: 'Grace' }, pairedItem: { item: 0 } },
    { json: { id: 3, name: 'Linus' }, pairedItem: { item: 0 } },
  ], parameters: { url: 'https://example.com/users', limit: 3 } },
], { name: 'Active', parameters: { field: 'name', greeting: '=Hello {{ $json.name }}', self: '={{ $parameter.self }}' } }, {
  env: { API_HOST: 'api.local' },
  vars: { region: 'eu' },
  resumeUrl: 'http://localhost:5678/webhook-waiting/exec-1',
  timezone: 'Asia/Tokyo',
});

const evaluate = (code: string, itemIndex = 0, context: ExpressionContext = ctx) =>
  evaluateExpression(`={{ ${code} }}`, context, itemIndex);

function failure(code: string, context: ExpressionContext = ctx): ExpressionError {
  try {
    evaluate(code, 0, context);
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
  throw new Error(`expected ${code} to fail`);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the data proxy: the current item and input', () => {
  it('$json, $data and $binary read the current item', () => {
    expect(evaluate('$json.name', 1)).toBe('Grace');
    expect(evaluate('$data.id', 2)).toBe(3);
    expect(evaluate('$binary.file.fileName')).toBe('hi.txt');
    expect(evaluate('$binary', 1)).toEqual({});
  });

  it('$input gives the item, first, last, all and the node parameters', () => {
    expect(evaluate('$input.item.json.name', 2)).toBe('Linus');
    expect(evaluate('$input.first().json.name', 2)).toBe('Ada');
    expect(evaluate('$input.last().json.name')).toBe('Linus');
    expect(evaluate('$input.all().map(item => item.json.id)')).toEqual([1, 2, 3]);
    expect(evaluate('$input.params.field')).toBe('name');
  });

  it('$input.all() is a copy: changing it does not change the run data', () => {
    evaluate('$input.all().splice(0, 3)');
    expect(ctx.connectionInputData).toHaveLength(3);
  });

  it('$itemIndex, $position and $runIndex', () => {
    expect(evaluate('[$itemIndex, $position, $runIndex]', 2)).toEqual([2, 2, 0]);
  });
});

describe("the data proxy: other nodes", () => {
  it("$('Node') gives first, last, all, params and whether it ran", () => {
    expect(evaluate("$('Users').first().json.name")).toBe('Ada');
    expect(evaluate("$('Users').last().json.name")).toBe('Linus');
    expect(evaluate("$('Users').all().length")).toBe(3);
    expect(evaluate("$('Users').params.url")).toBe('https://example.com/users');
    expect(evaluate("[$('Users').isExecuted, $('Start').isExecuted]")).toEqual([true, true]);
  });

  it("$('Node').item and .itemMatching(i) follow paired items", () => {
    expect(evaluate("$('Start').item.json.started", 2)).toBe(true);
    expect(evaluate("$('Users').item.json.name", 1)).toBe('Grace');
    expect(evaluate("$('Users').itemMatching(2).json.name")).toBe('Linus');
  });

  it("$('Node') of a node that does not exist or has not run fails clearly", () => {
    const missing = failure("$('Nope').first()");
    expect(missing.message).toBe("Referenced node doesn't exist");
    expect(missing.type).toBe('not-found');
    const notRun = chainContext([{ name: 'Start', items: jsonItems({}) }], { name: 'Active' });
    notRun.workflow.nodes.push({ id: 'x', name: 'Later', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} });
    expect(failure("$('Later').all()", notRun).message).toBe('Node "Later" hasn\'t been executed');
  });

  it('$node["Name"] reads the item at the same position, and the node parameters', () => {
    expect(evaluate('$node["Users"].json.name', 1)).toBe('Grace');
    expect(evaluate('$node.Users.parameter.limit')).toBe(3);
    expect(evaluate('$node["Users"].binary.file.mimeType')).toBe('text/plain');
    expect(evaluate('$node["Start"].json')).toEqual({ started: true });
    const error = (() => {
      try {
        evaluate('$node["Start"].json.started', 2);
      } catch (caught) {
        return caught as ExpressionError;
      }
      return undefined;
    })();
    expect(error?.message).toBe('Node "Start" has no item 2');
  });

  it('$items() gives all items of the input source or of a named node', () => {
    expect(evaluate('$items().map(i => i.json.id)')).toEqual([1, 2, 3]);
    expect(evaluate('$items("Start")[0].json')).toEqual({ started: true });
    expect(evaluate('$items("Users", 0, 0).length')).toBe(3);
  });

  it('$item(i) evaluates the variables for another item', () => {
    expect(evaluate('$item(2).$json.name')).toBe('Linus');
    expect(evaluate('$item(1).$node["Users"].json.id')).toBe(2);
  });

  it('$prevNode names the node, output and run that fed this one', () => {
    expect(evaluate('$prevNode')).toEqual({ name: 'Users', outputIndex: 0, runIndex: 0 });
  });
});

describe('the data proxy: workflow, execution and environment', () => {
  it('$workflow and $execution', () => {
    expect(evaluate('$workflow')).toEqual({ id: 'wf-1', name: 'Test workflow', active: false });
    expect(evaluate('$execution')).toEqual({ id: 'exec-1', mode: 'test', resumeUrl: 'http://localhost:5678/webhook-waiting/exec-1' });
    expect(evaluate('$execution.mode', 0, { ...ctx, mode: 'webhook' })).toBe('production');
  });

  it('$now and $today are Luxon DateTimes in the workflow timezone', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-03-10T20:30:00Z'));
    const now = evaluate('$now') as DateTime;
    expect(DateTime.isDateTime(now)).toBe(true);
    expect(now.zoneName).toBe('Asia/Tokyo');
    expect(now.toISO()).toBe('2024-03-11T05:30:00.000+09:00');
    expect(evaluate('$today.toISO()')).toBe('2024-03-11T00:00:00.000+09:00');
    expect(evaluate('$now.toFormat("yyyy-LL-dd HH:mm")', 0, { ...ctx, timezone: 'America/New_York' })).toBe('2024-03-10 16:30');
  });

  it('$env and $vars show what the host gave, read-only', () => {
    expect(evaluate('$env.API_HOST')).toBe('api.local');
    expect(evaluate('$vars.region')).toBe('eu');
    expect(evaluate('$env', 0, { ...ctx, env: undefined })).toEqual({});
    expect(() => evaluate('$env.API_HOST = "evil"')).toThrow(ExpressionError);
    expect(ctx.env?.API_HOST).toBe('api.local');
  });

  it('$parameter resolves the node\'s other parameters for the same item, and stops on self-reference', () => {
    expect(evaluate('$parameter.field')).toBe('name');
    expect(evaluate('$parameter["greeting"]', 1)).toBe('Hello Grace');
    expect(failure('$parameter.self').message).toBe('Expressions refer to each other too deeply');
  });

  it('node parameters are read-only for expressions', () => {
    expect(failure("(() => { $('Users').params.url = 'https://evil.example'; })()").type).toBe('runtime');
    expect(failure("(() => { $input.params.field = 'x'; })()").type).toBe('runtime');
    expect(ctx.workflow.nodes.find((node) => node.name === 'Users')?.parameters.url).toBe('https://example.com/users');
  });

  it('$nodeId and $nodeVersion describe the active node', () => {
    expect(evaluate('[$nodeId, $nodeVersion]')).toEqual(['id-Active', 1]);
  });
});

describe('the data proxy: helpers and libraries', () => {
  it('$jmespath(data, query)', () => {
    expect(evaluate('$jmespath($input.all(), "[*].json.name")')).toEqual(['Ada', 'Grace', 'Linus']);
    expect(evaluate('$jmespath({ a: { b: [1, 2] } }, "a.b[1]")')).toBe(2);
    expect(failure('$jmespath($json, "[")').message).toMatch(/^Invalid JMESPath query/);
  });

  it('DateTime, Duration and Interval are Luxon', () => {
    expect(evaluate('DateTime.fromISO("2024-01-31T10:00:00Z", { zone: "UTC" }).plus({ days: 1 }).toISODate()')).toBe('2024-02-01');
    expect(evaluate('Duration.fromObject({ hours: 2 }).as("minutes")')).toBe(120);
    expect(evaluate('Interval.fromDateTimes(DateTime.fromISO("2024-01-01"), DateTime.fromISO("2024-01-11")).length("days")')).toBe(10);
    expect(evaluate('$now instanceof DateTime')).toBe(true);
    expect(DateTime.isDateTime(evaluate('DateTime.now()'))).toBe(true);
    expect(Duration.isDuration(evaluate('Duration.fromMillis(5)'))).toBe(true);
    expect(Interval.isInterval(evaluate('Interval.after(DateTime.now(), { hours: 1 })'))).toBe(true);
  });

  it('$if, $ifEmpty, $min, $max and $evaluateExpression', () => {
    expect(evaluate('$if($json.id > 1, "big", "small")', 1)).toBe('big');
    expect(evaluate('[$ifEmpty("", "dflt"), $ifEmpty([], 1), $ifEmpty("x", "dflt")]')).toEqual(['dflt', 1, 'x']);
    expect(evaluate('[$min(4, 2, 8), $max(4, 2, 8)]')).toEqual([2, 8]);
    // `\}}` keeps the inner braces from closing the outer segment.
    expect(evaluate('$evaluateExpression("{{ $json.name \\}}!", 2)')).toBe('Linus!');
  });

  it('the standard library works as usual', () => {
    expect(evaluate('Math.round(2.5) + Number("3") + parseInt("4")')).toBe(10);
    expect(evaluate('JSON.parse(JSON.stringify({ a: [1] }))')).toEqual({ a: [1] });
    expect(evaluate('Object.entries({ a: 1 }).concat(Object.keys([5]))')).toEqual([['a', 1], '0']);
    expect(evaluate('[Array.isArray([]), ({}) instanceof Object, new RegExp("a+").test("caa"), /b/ instanceof RegExp]')).toEqual([true, true, true, true]);
    expect(evaluate('new Date(0).toISOString()')).toBe('1970-01-01T00:00:00.000Z');
    expect(evaluate('[...new Set([1, 1, 2])].length + new Map([[1, 2]]).size')).toBe(3);
    expect(evaluate('encodeURIComponent("a b") + String(true) + Boolean(0)')).toBe('a%20btruefalse');
    expect(evaluate('new Intl.NumberFormat("en-US").format(1234.5)')).toBe('1,234.5');
  });

  it('every allowed name is defined in the scope of an evaluation', () => {
    const scope = new ExpressionScope(ctx);
    for (const name of EXPRESSION_VARIABLES) expect(name in scope, name).toBe(true);
  });
});
