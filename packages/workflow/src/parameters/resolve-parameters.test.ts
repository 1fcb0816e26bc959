import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '../model/index.js';
import { getNonDefaultParameters, getParameterDefaults, resolveNodeParameters } from './resolve-parameters.js';
import { httpRequestV4Properties, setV1Properties, setV3Properties } from './n8n-properties.fixture.js';

describe('getParameterDefaults', () => {
  it('gives a new HTTP Request 4.2 node its displayed parameters at their defaults', () => {
    expect(getParameterDefaults(httpRequestV4Properties, 4.2)).toEqual({
      method: 'GET', url: '', authentication: 'none', sendQuery: false, sendBody: false, options: {},
    });
  });

  it('follows the version: Set 3.2 has "fields" and "include", Set 3.4 "assignments" and "includeOtherFields"', () => {
    expect(getParameterDefaults(setV3Properties, 3.2)).toEqual({
      mode: 'manual', duplicateItem: false, fields: {}, include: 'all', options: {},
    });
    expect(getParameterDefaults(setV3Properties, 3.4)).toEqual({
      mode: 'manual', duplicateItem: false, assignments: {}, includeOtherFields: false, options: {},
    });
  });

  it('never hands out the description\'s own default objects', () => {
    const defaults = getParameterDefaults(httpRequestV4Properties, 4.2);
    (defaults.options as Record<string, unknown>).timeout = 1;
    expect(httpRequestV4Properties.find((p) => p.name === 'options')?.default).toEqual({});
  });
});

describe('resolveNodeParameters with defaults', () => {
  it('fills the parameters a chosen value reveals, and the items of a fixedCollection', () => {
    const full = resolveNodeParameters(httpRequestV4Properties, {
      sendQuery: true, queryParameters: { parameters: [{ name: 'q' }] },
    }, { returnDefaults: true, nodeTypeVersion: 4.2 });
    expect(full.specifyQuery).toBe('keypair');
    expect(full.queryParameters).toEqual({ parameters: [{ name: 'q', value: '' }] });
  });

  it('takes the variant of a duplicated parameter that is displayed', () => {
    const multipart = resolveNodeParameters(httpRequestV4Properties, {
      sendBody: true, contentType: 'multipart-form-data', bodyParameters: { parameters: [{ name: 'file' }] },
    }, { returnDefaults: true, nodeTypeVersion: 4.2 });
    expect(multipart.bodyParameters).toEqual({ parameters: [{ parameterType: 'formData', name: 'file', value: '' }] });
  });

  it('evaluates displayOptions inside a fixedCollection item against that item', () => {
    const full = resolveNodeParameters(httpRequestV4Properties, {
      sendBody: true, contentType: 'multipart-form-data',
      bodyParameters: { parameters: [{ parameterType: 'formBinaryData', name: 'file' }, { name: 'note' }] },
    }, { returnDefaults: true, nodeTypeVersion: 4.2 });
    expect(full.bodyParameters).toEqual({ parameters: [
      { parameterType: 'formBinaryData', name: 'file', inputDataFieldName: '' },
      { parameterType: 'formData', name: 'note', value: '' },
    ] });
  });

  it('keeps false, 0 and null chosen for booleans, numbers and options', () => {
    const properties: INodeProperties[] = [
      { displayName: 'Flag', name: 'flag', type: 'boolean', default: true },
      { displayName: 'Count', name: 'count', type: 'number', default: 5 },
      { displayName: 'Text', name: 'text', type: 'string', default: 'x' },
    ];
    expect(resolveNodeParameters(properties, { flag: false, count: 0, text: null }, { returnDefaults: true, nodeTypeVersion: 1 }))
      .toEqual({ flag: false, count: 0, text: 'x' });
  });

  it('fills only the options a user added to a collection', () => {
    const full = resolveNodeParameters(httpRequestV4Properties, { options: { redirect: { redirect: {} } } },
      { returnDefaults: true, nodeTypeVersion: 4.2 });
    expect(full.options).toEqual({ redirect: { redirect: { followRedirects: true, maxRedirects: 21 } } });
    const v3 = resolveNodeParameters(httpRequestV4Properties, { options: { redirect: { redirect: {} } } },
      { returnDefaults: true, nodeTypeVersion: 3 });
    expect(v3.options).toEqual({ redirect: { redirect: { followRedirects: false } } });
  });
});

describe('getNonDefaultParameters (what is saved)', () => {
  it('saves what the parameter inputs wrote: a list item typed into by path, an option at its default, a value the edit hid', () => {
    // The editor sets `queryParameters.parameters[0].name` on a node whose list was only a default.
    const edited = {
      method: 'GET', url: 'https://example.com', sendQuery: true, queryParameters: { parameters: [{ name: 'page' }] },
      sendBody: false, contentType: 'raw', options: { timeout: 10000 },
    };
    expect(getNonDefaultParameters(httpRequestV4Properties, edited, 4.2)).toEqual({
      url: 'https://example.com', sendQuery: true, queryParameters: { parameters: [{ name: 'page' }] }, options: { timeout: 10000 },
    });
  });

  it('reduces a new HTTP Request node to an empty options collection, as n8n saves it', () => {
    const defaults = getParameterDefaults(httpRequestV4Properties, 4.2);
    expect(getNonDefaultParameters(httpRequestV4Properties, defaults, 4.2)).toEqual({ options: {} });
  });

  it('keeps changed values and drops values equal to their default', () => {
    const saved = getNonDefaultParameters(httpRequestV4Properties, {
      method: 'GET', url: 'https://example.com', sendHeaders: false, authentication: 'none', options: {},
    }, 4.2);
    expect(saved).toEqual({ url: 'https://example.com', options: {} });
  });

  it('drops parameters that are not displayed', () => {
    const saved = getNonDefaultParameters(httpRequestV4Properties, {
      url: 'https://example.com', sendBody: false, contentType: 'raw', body: 'ignored', jsonQuery: '{"a":1}',
    }, 4.2);
    expect(saved).toEqual({ url: 'https://example.com' });
  });

  it('drops keys the node type does not know', () => {
    expect(getNonDefaultParameters(setV3Properties, { mode: 'raw', notAParameter: 1 }, 3.4)).toEqual({ mode: 'raw' });
  });

  it('keeps options added to a collection even at their default, and reduces fixedCollection items', () => {
    const saved = getNonDefaultParameters(httpRequestV4Properties, {
      url: 'https://example.com',
      sendQuery: true,
      queryParameters: { parameters: [{ name: 'page', value: '' }, { name: '', value: '2' }] },
      options: { timeout: 10000, redirect: { redirect: { followRedirects: true, maxRedirects: 5 } } },
    }, 4.2);
    expect(saved).toEqual({
      url: 'https://example.com',
      sendQuery: true,
      queryParameters: { parameters: [{ name: 'page' }, { value: '2' }] },
      options: { timeout: 10000, redirect: { redirect: { maxRedirects: 5 } } },
    });
  });

  it('keeps a single-value fixedCollection a user added even when all its values are defaults', () => {
    const saved = getNonDefaultParameters(httpRequestV4Properties, {
      options: { redirect: { redirect: { followRedirects: true } }, response: {} },
    }, 4.2);
    expect(saved).toEqual({ options: { redirect: { redirect: {} }, response: {} } });
  });

  it('drops a fixedCollection equal to its default', () => {
    const saved = getNonDefaultParameters(httpRequestV4Properties, {
      sendQuery: true, queryParameters: { parameters: [{ name: '', value: '' }] },
    }, 4.2);
    expect(saved).toEqual({ sendQuery: true, queryParameters: { parameters: [{}] } });
    const untouched = getNonDefaultParameters(httpRequestV4Properties, { sendQuery: true, queryParameters: {} }, 4.2);
    expect(untouched).toEqual({ sendQuery: true });
  });

  it('reduces a Set v1 node the way n8n saves it', () => {
    const saved = getNonDefaultParameters(setV1Properties, {
      keepOnlySet: false,
      values: { string: [{ name: 'propertyName', value: 'x' }, { name: 'city', value: '' }], number: [] },
      options: {},
    }, 2);
    expect(saved).toEqual({ values: { string: [{ value: 'x' }, { name: 'city' }], number: [] }, options: {} });
  });

  it('uses root values for options inside a collection (/includeOtherFields)', () => {
    const hidden = getNonDefaultParameters(setV3Properties, { options: { stripBinary: false } }, 3.4);
    expect(hidden).toEqual({ options: {} });
    const visible = getNonDefaultParameters(setV3Properties, { includeOtherFields: true, options: { stripBinary: false } }, 3.4);
    expect(visible).toEqual({ includeOtherFields: true, options: { stripBinary: false } });
  });

  it('keeps an expression given in place of a collection', () => {
    expect(getNonDefaultParameters(setV3Properties, { options: '={{ $json.options }}' }, 3.4))
      .toEqual({ options: '={{ $json.options }}' });
  });

  it('keeps the saved form stable: reducing the resolved form gives the same saved parameters', () => {
    const saved = { url: 'https://example.com', sendBody: true, contentType: 'raw', rawContentType: 'text/csv', body: 'a,b' };
    const full = resolveNodeParameters(httpRequestV4Properties, saved, { returnDefaults: true, nodeTypeVersion: 4.2 });
    expect(getNonDefaultParameters(httpRequestV4Properties, full, 4.2)).toEqual({ ...saved, options: {} });
  });
});
