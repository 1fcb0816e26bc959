import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '../model/index.js';
import { SWITCH_V3_OUTPUTS as switchV3Outputs } from './node-outputs.fixture.js';
import { getNodeOutputs } from './node-outputs.js';

const switchV3Properties: INodeProperties[] = [
  { displayName: 'Mode', name: 'mode', type: 'options', default: 'rules', options: [{ name: 'Rules', value: 'rules' }, { name: 'Expression', value: 'expression' }] },
  { displayName: 'Outputs', name: 'numberOutputs', type: 'number', default: 4, displayOptions: { show: { mode: ['expression'] } } },
  { displayName: 'Rules', name: 'rules', type: 'fixedCollection', default: { values: [{ conditions: {} }] }, typeOptions: { multipleValues: true }, displayOptions: { show: { mode: ['rules'] } }, options: [
    { name: 'values', displayName: 'Rule', values: [
      { displayName: 'Conditions', name: 'conditions', type: 'filter', default: {} },
      { displayName: 'Rename', name: 'renameOutput', type: 'boolean', default: false },
      { displayName: 'Key', name: 'outputKey', type: 'string', default: '', displayOptions: { show: { renameOutput: [true] } } },
    ] },
  ] },
  { displayName: 'Options', name: 'options', type: 'collection', default: {}, displayOptions: { show: { mode: ['rules'] } }, options: [
    { displayName: 'Fallback', name: 'fallbackOutput', type: 'options', default: 'none', options: [{ name: 'None', value: 'none' }, { name: 'Extra', value: 'extra' }] },
    { displayName: 'Rename fallback', name: 'renameFallbackOutput', type: 'string', default: '' },
  ] },
];

const description = { outputs: switchV3Outputs, properties: switchV3Properties };
const node = (parameters: Record<string, unknown>) => ({ name: 'Switch', typeVersion: 3.2, parameters: parameters as never });

describe('getNodeOutputs', () => {
  it('lists declared outputs with their names', () => {
    expect(getNodeOutputs({ outputs: ['main', 'main'], outputNames: ['true', 'false'], properties: [] }, node({}))).toEqual([
      { type: 'main', displayName: 'true' }, { type: 'main', displayName: 'false' },
    ]);
    expect(getNodeOutputs({ outputs: [], properties: [] }, node({}))).toEqual([]);
  });

  it('evaluates an outputs expression against the parameters with defaults', () => {
    expect(getNodeOutputs(description, node({}))).toEqual([{ type: 'main', displayName: '0' }]);
    expect(getNodeOutputs(description, node({ mode: 'expression' }))).toHaveLength(4);
    expect(getNodeOutputs(description, node({ mode: 'expression', numberOutputs: 2 }))).toEqual([
      { type: 'main', displayName: '0' }, { type: 'main', displayName: '1' },
    ]);
  });

  it('names rule outputs by their keys and adds the fallback output', () => {
    const rules = { values: [
      { conditions: { conditions: [{ leftValue: '={{ $json.kind }}', rightValue: 'a', operator: { type: 'string', operation: 'equals' } }] }, renameOutput: true, outputKey: 'A' },
      { conditions: {} },
    ] };
    expect(getNodeOutputs(description, node({ rules, options: { fallbackOutput: 'extra' } }))?.map((o) => o.displayName)).toEqual(['A', '1', 'Fallback']);
    expect(getNodeOutputs(description, node({ rules, options: { fallbackOutput: 'extra', renameFallbackOutput: 'Other' } }))?.map((o) => o.displayName)).toEqual(['A', '1', 'Other']);
  });

  it('answers null when the expression fails or answers something else', () => {
    expect(getNodeOutputs({ outputs: '={{ $parameter.nope.deeper }}', properties: [] }, node({}))).toBeNull();
    expect(getNodeOutputs({ outputs: '={{ 3 }}', properties: [] }, node({}))).toBeNull();
  });
});
