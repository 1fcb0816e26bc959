import { describe, expect, it } from 'vitest';
import { completionsAt, EXPRESSION_VARIABLES_OFFERED, insideSegment, PYTHON_CODE_VARIABLES_OFFERED } from './completion-sources';

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

describe('completionsAt in Python code', () => {
  const py = (text: string) => completionsAt(text, facts, PYTHON_CODE_VARIABLES_OFFERED, '_');
  const pyLabels = (text: string) => py(text)?.items.map((item) => item.label);

  it('offers the fields after _json., node names after _(\' and the _input methods', () => {
    expect(pyLabels('total = _json.')).toEqual(['name', 'address', 'tags']);
    expect(pyLabels('city = _json.address.')).toEqual(['city', 'post code']);
    expect(py("rows = _('Ge")?.items[1]?.apply).toBe("Get Users')");
    expect(pyLabels("first = _('Get Users').")).toContain('first()');
    expect(pyLabels('for item in _input.')).toEqual(['all()', 'first()', 'last()', 'item']);
  });
  it('offers the Python names for the typed word, and no JavaScript ones', () => {
    expect(pyLabels('_in')).toEqual(['_input']);
    expect(pyLabels('pri')).toEqual(['print()']);
    expect(py('$js')).toBeNull();
  });
  it('does not take a name ending in _ for the node call', () => {
    expect(py("my_('Ge")).toBeNull();
  });
});

describe('insideSegment', () => {
  it('is true only between {{ and its }}', () => {
    expect(insideSegment('Hi {{ $js')).toBe(true);
    expect(insideSegment('Hi {{ $json.a }} th')).toBe(false);
  });
});
