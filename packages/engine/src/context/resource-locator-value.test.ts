import { describe, expect, it } from 'vitest';
import type { INode, INodeType } from '@weft/workflow';
import { NodeParameterReader } from './node-parameter-reader.js';

const nodeType: INodeType = {
  description: {
    name: 'weft-test.locator', displayName: 'Locator', description: 'A resource locator with a URL mode', group: ['transform'],
    version: 1, defaults: { name: 'Locator' }, inputs: ['main'], outputs: ['main'],
    properties: [{
      displayName: 'Base', name: 'base', type: 'resourceLocator', default: { mode: 'list', value: '' },
      modes: [
        { displayName: 'From List', name: 'list', type: 'list' },
        { displayName: 'By URL', name: 'url', type: 'string', extractValue: { type: 'regex', regex: 'https://example.com/([a-zA-Z0-9]{2,})' } },
        { displayName: 'ID', name: 'id', type: 'string' },
      ],
    }],
  },
};

function read(base: { mode: string; value: string }): unknown {
  const node: INode = { id: 'n', name: 'Locator', type: 'weft-test.locator', typeVersion: 1, position: [0, 0], parameters: { base: { __rl: true, ...base } } };
  return new NodeParameterReader(node, nodeType).get('base', 0, undefined, { extractValue: true });
}

describe('getNodeParameter with extractValue', () => {
  it('takes the id out of a URL with the mode\'s regex, and leaves other modes\' values as they are', () => {
    expect(read({ mode: 'url', value: 'https://example.com/app123/tbl9/viw1' })).toBe('app123');
    expect(read({ mode: 'id', value: 'app456' })).toBe('app456');
    expect(read({ mode: 'list', value: 'app789' })).toBe('app789');
  });

  it('names a URL the regex does not fit', () => {
    expect(() => read({ mode: 'url', value: 'https://elsewhere.org/x' }))
      .toThrow('The By URL "https://elsewhere.org/x" of parameter "base" is not in the expected form');
  });
});
