import { describe, expect, it } from 'vitest';
import { fieldExpression, parseFieldPath, valueAfterDrop } from './mapping-expression';

describe('fieldExpression', () => {
  it('reads the nearest parent through $json', () => {
    expect(fieldExpression(['name'], undefined)).toBe('{{ $json.name }}');
    expect(fieldExpression(['address', 'city'], undefined)).toBe('{{ $json.address.city }}');
  });
  it('uses brackets for keys that are not identifiers and for array indexes', () => {
    expect(fieldExpression(['first name'], undefined)).toBe('{{ $json["first name"] }}');
    expect(fieldExpression(['tags', 0, 'x-id'], undefined)).toBe('{{ $json.tags[0]["x-id"] }}');
  });
  it('names a node further back', () => {
    expect(fieldExpression(['id'], 'Get Users')).toBe("{{ $('Get Users').item.json.id }}");
    expect(fieldExpression(['id'], "Bob's")).toBe("{{ $('Bob\\'s').item.json.id }}");
  });
});

describe('valueAfterDrop', () => {
  it('turns an empty value into the expression', () => {
    expect(valueAfterDrop('', '{{ $json.a }}')).toBe('={{ $json.a }}');
    expect(valueAfterDrop(undefined, '{{ $json.a }}')).toBe('={{ $json.a }}');
    expect(valueAfterDrop('=', '{{ $json.a }}')).toBe('={{ $json.a }}');
  });
  it('appends to an existing expression or text', () => {
    expect(valueAfterDrop('=Hi {{ $json.a }}', '{{ $json.b }}')).toBe('=Hi {{ $json.a }} {{ $json.b }}');
    expect(valueAfterDrop('Hello', '{{ $json.b }}')).toBe('=Hello {{ $json.b }}');
  });
});

describe('parseFieldPath', () => {
  it('reads the schema view\'s dotted paths with array indexes', () => {
    expect(parseFieldPath('name')).toEqual(['name']);
    expect(parseFieldPath('customer.tags[0].id')).toEqual(['customer', 'tags', 0, 'id']);
    expect(parseFieldPath('first name')).toEqual(['first name']);
  });
});
