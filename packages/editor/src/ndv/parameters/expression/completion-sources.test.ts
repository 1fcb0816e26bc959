import { describe, expect, it } from 'vitest';
import { completionsAt, EXPRESSION_VARIABLES_OFFERED, insideSegment } from './completion-sources';

const facts = {
  nodeNames: ['Manual Trigger', 'Get Users'],
  json: { name: 'Ada', address: { city: 'London', 'post code': 'N1' }, tags: [{ id: 1 }] },
};
const at = (text: string) => completionsAt(text, facts, EXPRESSION_VARIABLES_OFFERED);
const labels = (text: string) => at(text)?.items.map((item) => item.label);

describe('completionsAt', () => {
  it('offers the current item\'s fields after $json.', () => {
    expect(labels('{{ $json.')).toEqual(['name', 'address', 'tags']);
    expect(at('{{ $json.na')?.from).toBe('{{ $json.'.length);
  });
  it('follows nested paths, with brackets for keys that need them', () => {
    expect(labels('{{ $json.address.')).toEqual(['city', 'post code']);
    const postCode = at('{{ $json.address.')?.items[1];
    expect(postCode).toMatchObject({ apply: '["post code"]', replacesDot: true });
    expect(labels('{{ $json.tags[0].')).toEqual(['id']);
  });
  it('offers node names after $(\' and closes the call', () => {
    const result = at("{{ $('Ge");
    expect(result?.items.map((item) => item.label)).toEqual(['Manual Trigger', 'Get Users']);
    expect(result?.items[1]?.apply).toBe("Get Users')");
    expect(result?.from).toBe("{{ $('".length);
  });
  it('offers item access after a node call and the $input methods', () => {
    expect(labels("{{ $('Get Users').")).toContain('item');
    expect(labels('{{ $input.')).toEqual(['all()', 'first()', 'last()', 'item']);
  });
  it('offers the variables starting with the typed word', () => {
    expect(labels('{{ $no')).toEqual(['$node', '$now']);
    expect(labels('{{ Dur')).toEqual(['Duration']);
    expect(at('{{ ')).toBeNull();
  });
});

describe('insideSegment', () => {
  it('is true only between {{ and its }}', () => {
    expect(insideSegment('Hi {{ $js')).toBe(true);
    expect(insideSegment('Hi {{ $json.a }} th')).toBe(false);
  });
});
