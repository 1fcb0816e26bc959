import { describe, expect, it } from 'vitest';
import type { IDisplayOptions, INodeParameters } from '../model/index.js';
import { displayParameter } from './display-parameter.js';
import { levelDisplayValues } from './resolve-parameters.js';
import { httpRequestV4Properties, setV3Properties } from './n8n-properties.fixture.js';

const shown = (displayOptions: IDisplayOptions, values: INodeParameters, version = 1, root?: INodeParameters) =>
  displayParameter(values, { displayOptions }, root, version);

describe('displayParameter: show and hide', () => {
  it('shows a parameter without displayOptions', () => {
    expect(displayParameter({}, {}, undefined, 1)).toBe(true);
  });

  it('needs every show key to match one of its values', () => {
    const options = { show: { sendBody: [true], contentType: ['json', 'raw'] } };
    expect(shown(options, { sendBody: true, contentType: 'raw' })).toBe(true);
    expect(shown(options, { sendBody: true, contentType: 'binaryData' })).toBe(false);
    expect(shown(options, { sendBody: false, contentType: 'json' })).toBe(false);
  });

  it('hides when any hide key matches', () => {
    const options = { hide: { mode: ['raw'], operation: ['delete'] } };
    expect(shown(options, { mode: 'manual', operation: 'get' })).toBe(true);
    expect(shown(options, { mode: 'manual', operation: 'delete' })).toBe(false);
  });

  it('shows a parameter whose show key holds an expression, since its value is only known at run time', () => {
    expect(shown({ show: { resource: ['user'] } }, { resource: '={{ $json.resource }}' })).toBe(true);
  });

  it('matches a multiOptions value when any chosen option is listed', () => {
    expect(shown({ show: { events: ['create'] } }, { events: ['update', 'create'] })).toBe(true);
    expect(shown({ show: { events: ['create'] } }, { events: ['update'] })).toBe(false);
  });

  it('does not hide on an empty multiOptions value', () => {
    expect(shown({ hide: { events: ['create'] } }, { events: [] })).toBe(true);
  });

  it('compares a resource locator by its value', () => {
    const values = { channel: { __rl: true, mode: 'list', value: 'general' } };
    expect(shown({ show: { channel: ['general'] } }, values)).toBe(true);
  });
});

describe('displayParameter: root values and version', () => {
  it('reads /name from the root parameters', () => {
    const options = { show: { '/sendQuery': [true] } };
    expect(shown(options, {}, 1, { sendQuery: true })).toBe(true);
    expect(shown(options, { sendQuery: true }, 1, { sendQuery: false })).toBe(false);
  });

  it('reads @version from the node type version', () => {
    const options = { show: { '@version': [3, 3.1, 3.2] } };
    expect(shown(options, {}, 3.2)).toBe(true);
    expect(shown(options, {}, 3.4)).toBe(false);
    expect(shown({ hide: { '@version': [1, 2, 3] } }, {}, 4)).toBe(true);
  });

  it('counts @tool as false: the node is not running as an agent\'s tool', () => {
    expect(shown({ show: { '@tool': [false] } }, {})).toBe(true);
    expect(shown({ show: { '@tool': [true] } }, {})).toBe(false);
    expect(shown({ hide: { '@tool': [true] } }, {})).toBe(true);
  });
});

describe('displayParameter: _cnd conditions', () => {
  const version = (cnd: Record<string, unknown>, v: number) => shown({ show: { '@version': [{ _cnd: cnd }] } }, {}, v);
  const field = (cnd: Record<string, unknown>, value: unknown) =>
    shown({ show: { field: [{ _cnd: cnd }] } }, { field: value as string });

  it('compares numbers with gte, lte, gt, lt and between', () => {
    expect([version({ gte: 3.4 }, 3.4), version({ gte: 3.4 }, 3.3)]).toEqual([true, false]);
    expect([version({ lte: 1.1 }, 1.1), version({ lte: 1.1 }, 1.2)]).toEqual([true, false]);
    expect([version({ gt: 1 }, 1.1), version({ gt: 1 }, 1)]).toEqual([true, false]);
    expect([version({ lt: 2.1 }, 2), version({ lt: 2.1 }, 2.1)]).toEqual([true, false]);
    const between = { between: { from: 2, to: 3 } };
    expect([version(between, 2), version(between, 3), version(between, 3.1), version(between, 1.9)])
      .toEqual([true, true, false, false]);
  });

  it('tests equality with eq and not', () => {
    expect([field({ eq: 'a' }, 'a'), field({ eq: 'a' }, 'b')]).toEqual([true, false]);
    expect([field({ not: 'addSuffix' }, 'addPrefix'), field({ not: 'addSuffix' }, 'addSuffix')]).toEqual([true, false]);
  });

  it('tests strings with startsWith, endsWith, includes and regex', () => {
    expect([field({ startsWith: 'get' }, 'getAll'), field({ startsWith: 'get' }, 'create')]).toEqual([true, false]);
    expect([field({ endsWith: 'All' }, 'getAll'), field({ endsWith: 'All' }, 'get')]).toEqual([true, false]);
    expect([field({ includes: 'tA' }, 'getAll'), field({ includes: 'x' }, 'getAll')]).toEqual([true, false]);
    expect([field({ regex: '^v\\d+$' }, 'v12'), field({ regex: '^v\\d+$' }, 'version')]).toEqual([true, false]);
  });

  it('never matches a malformed regex instead of throwing', () => {
    expect(field({ regex: '([' }, 'anything')).toBe(false);
  });

  it('tests presence with exists', () => {
    expect(field({ exists: true }, 'x')).toBe(true);
    expect(field({ exists: true }, '')).toBe(false);
    expect(field({ exists: true }, undefined)).toBe(false);
  });

  it('treats "not" as met when there is no value at all', () => {
    expect(shown({ show: { list: [{ _cnd: { not: 'a' } }] } }, { list: [] })).toBe(true);
    expect(shown({ show: { list: [{ _cnd: { eq: 'a' } }] } }, { list: [] })).toBe(false);
  });
});

describe('displayParameter on real node descriptions', () => {
  const displayedNames = (values: INodeParameters, version: number) => {
    const display = levelDisplayValues(setV3Properties, values, version, undefined, 'root');
    return setV3Properties.filter((p) => displayParameter(display, p, display, version)).map((p) => p.name);
  };

  it('shows Set 3.2 its "fields" list and Set 3.4 its "assignments"', () => {
    expect(displayedNames({}, 3.2)).toContain('fields');
    expect(displayedNames({}, 3.2)).not.toContain('assignments');
    expect(displayedNames({}, 3.4)).toContain('assignments');
    expect(displayedNames({}, 3.4)).not.toContain('fields');
  });

  it('shows Set 3.4 "include" only once other fields are included', () => {
    expect(displayedNames({}, 3.4)).not.toContain('include');
    expect(displayedNames({ includeOtherFields: true }, 3.4)).toContain('include');
  });

  it('evaluates an HTTP Request option against the root parameters (/sendQuery)', () => {
    const options = httpRequestV4Properties.find((p) => p.name === 'options');
    const arrays = options?.options?.find((o) => o.name === 'queryParameterArrays');
    expect(arrays && displayParameter({}, arrays as { displayOptions?: IDisplayOptions }, { sendQuery: true }, 4.2)).toBe(true);
    expect(arrays && displayParameter({}, arrays as { displayOptions?: IDisplayOptions }, { sendQuery: false }, 4.2)).toBe(false);
  });
});

describe('displayParameter: @version conditions', () => {
  it('compares the node type version with gte, lt and between conditions', () => {
    expect(shown({ show: { '@version': [{ _cnd: { gte: 2.1 } }] } }, {}, 2.1)).toBe(true);
    expect(shown({ show: { '@version': [{ _cnd: { gte: 2.1 } }] } }, {}, 2)).toBe(false);
    expect(shown({ hide: { '@version': [{ _cnd: { lt: 3 } }] } }, {}, 2.9)).toBe(false);
    expect(shown({ show: { '@version': [{ _cnd: { between: { from: 3, to: 3.3 } } }] } }, {}, 3.2)).toBe(true);
    expect(shown({ show: { '@version': [{ _cnd: { between: { from: 3, to: 3.3 } } }] } }, {}, 3.4)).toBe(false);
  });
});
