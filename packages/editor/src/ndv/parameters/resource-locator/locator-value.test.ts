import { describe, expect, it } from 'vitest';
import type { INode, INodeProperties } from '@weft/workflow';
import { currentMode, locatorOf, pickedLocator, switchMode } from './locator-value';
import { listSearchQuery, listSearchQueryKey } from './list-search-request';

const model: INodeProperties = {
  displayName: 'Model', name: 'model', type: 'resourceLocator', default: { mode: 'list', value: '' },
  modes: [
    { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'searchModels', searchable: true } },
    { displayName: 'ID', name: 'id', type: 'string' },
    { displayName: 'By URL', name: 'url', type: 'string' },
  ],
};
const node = (parameters: INode['parameters']): INode => ({
  id: 'n', name: 'Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2, position: [0, 0], parameters,
  credentials: { openAiApi: { id: '3', name: 'Key' } },
});
const sameKey = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('resource locator values', () => {
  it("saves a picked result as n8n does, with the result's name and address", () => {
    expect(pickedLocator({ name: 'GPT 4o', value: 'gpt-4o', url: 'https://x/gpt-4o' }))
      .toEqual({ __rl: true, mode: 'list', value: 'gpt-4o', cachedResultName: 'GPT 4o', cachedResultUrl: 'https://x/gpt-4o' });
    expect(pickedLocator({ name: 'o3', value: 'o3' })).toEqual({ __rl: true, mode: 'list', value: 'o3', cachedResultName: 'o3' });
  });

  it('reads a default without __rl as a locator and falls back to the first mode', () => {
    expect(locatorOf({ mode: 'id', value: 'x' })).toEqual({ __rl: true, mode: 'id', value: 'x' });
    expect(locatorOf('plain')).toBeUndefined();
    expect(currentMode(model, locatorOf({ mode: 'id', value: 'x' }))?.name).toBe('id');
    expect(currentMode(model, undefined)?.name).toBe('list');
  });

  it('keeps the value between list and ID but drops the cached name, and starts empty to or from a URL', () => {
    const picked = locatorOf(pickedLocator({ name: 'GPT 4o', value: 'gpt-4o' }));
    expect(switchMode(picked, 'id')).toEqual({ __rl: true, mode: 'id', value: 'gpt-4o' });
    expect(switchMode(picked, 'url')).toEqual({ __rl: true, mode: 'url', value: '' });
    expect(switchMode(locatorOf({ __rl: true, mode: 'url', value: 'https://x' }), 'list')).toEqual({ __rl: true, mode: 'list', value: '' });
  });
});

describe('list search request', () => {
  it('asks for one page with the filter, token, other parameters and credentials, as JSON query strings', () => {
    expect(listSearchQuery(node({ model: { __rl: true, mode: 'list', value: 'a' }, options: {} }), 'model', 'searchModels', '4o', 'p2')).toEqual({
      nodeTypeAndVersion: '{"name":"@n8n/n8n-nodes-langchain.lmChatOpenAi","version":1.2}',
      path: 'parameters.model',
      methodName: 'searchModels',
      filter: '4o',
      paginationToken: 'p2',
      currentNodeParameters: '{"options":{}}',
      credentials: '{"openAiApi":{"id":"3","name":"Key"}}',
    });
  });

  it('searches again when the filter or another parameter changes, not when the pick changes', () => {
    const key = (parameters: INode['parameters'], filter = '') => listSearchQueryKey(node(parameters), 'model', 'searchModels', filter);
    expect(sameKey(key({ model: 'a' }), key({ model: 'b' }))).toBe(true);
    expect(sameKey(key({ model: 'a' }), key({ model: 'a' }, 'x'))).toBe(false);
    expect(sameKey(key({ model: 'a', options: {} }), key({ model: 'a', options: { timeout: 1 } }))).toBe(false);
  });
});
