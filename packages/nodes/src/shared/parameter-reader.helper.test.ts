import { describe, expect, it } from 'vitest';
import type { IExecuteFunctions, INodeParameters } from '@weft/workflow';
import { ParameterReader } from './parameter-reader.helper.js';

function counting(parameters: INodeParameters) {
  const reads: string[] = [];
  const context = {
    getNode: () => ({ parameters }),
    getNodeParameter: (name: string, itemIndex: number) => {
      reads.push(`${name}@${itemIndex}`);
      return parameters[name];
    },
  } as unknown as IExecuteFunctions;
  return { context, reads };
}

describe('ParameterReader', () => {
  it('reads a parameter without an expression once for all items', () => {
    const { context, reads } = counting({ field: 'out', value: '={{ $json.a }}' });
    const reader = new ParameterReader(context);
    for (const itemIndex of [0, 1, 2]) {
      reader.get('field', itemIndex);
      reader.get('value', itemIndex);
    }
    expect(reads).toEqual(['field@0', 'value@0', 'value@1', 'value@2']);
  });

  it('keeps nothing when a selector is an expression', () => {
    const { context, reads } = counting({ mode: '={{ $json.mode }}', field: 'out' });
    const reader = new ParameterReader(context, ['mode']);
    reader.get('field', 0);
    reader.get('field', 1);
    expect(reads).toEqual(['field@0', 'field@1']);
  });

  it('reads a path per item when its top-level parameter holds an expression', () => {
    const { context, reads } = counting({ rules: { rules: [{ value: '={{ $json.a }}' }] }, options: { x: 1 } });
    const reader = new ParameterReader(context);
    for (const itemIndex of [0, 1]) {
      reader.get('rules.rules', itemIndex);
      reader.get('options.x', itemIndex);
    }
    expect(reads).toEqual(['rules.rules@0', 'options.x@0', 'rules.rules@1']);
  });
});
