import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluate.js';
import { chainContext } from './expression-test-helpers.js';
import { FROM_AI_ARGUMENTS_KEY, findFromAICalls, fromAIJsonSchema } from './from-ai.js';

describe('$fromAI()', () => {
  const withArguments = (args?: Record<string, unknown>) =>
    chainContext([], { name: 'Tool' }, args ? { additionalKeys: { [FROM_AI_ARGUMENTS_KEY]: args } } : {});

  it('answers the argument the model gave, else the default', () => {
    const ctx = withArguments({ city: 'Oslo', days: 3 });
    expect(evaluateExpression("={{ $fromAI('city', 'The city') }}", ctx, 0)).toBe('Oslo');
    expect(evaluateExpression("=Weather in {{ $fromAi('city') }} for {{ $fromai('days', '', 'number') }} days", ctx, 0)).toBe('Weather in Oslo for 3 days');
    expect(evaluateExpression("={{ $fromAI('units', 'Units', 'string', 'metric') }}", ctx, 0)).toBe('metric');
  });

  it('outside a tool call answers the default, or says it has no value', () => {
    const ctx = withArguments();
    expect(evaluateExpression("={{ $fromAI('limit', '', 'number', 10) }}", ctx, 0)).toBe(10);
    expect(() => evaluateExpression("={{ $fromAI('city') }}", ctx, 0)).toThrow('$fromAI() has no value outside a tool call');
    expect(() => evaluateExpression("={{ $fromAI('bad key!') }}", withArguments({}), 0)).toThrow('The $fromAI() key "bad key!" is not valid');
  });
});

describe('findFromAICalls', () => {
  it('finds each key once in nested parameters, with its description, type and default', () => {
    const calls = findFromAICalls({
      url: "=https://x.test/{{ $fromAI('city', 'The city', 'string') }}",
      options: { values: [{ value: "={{ $fromAI(\"days\", 'How many days, e.g. \\'3\\'', 'number', 1) }}" }, { value: "={{ $fromAI('city') }}" }] },
      literal: "$fromAI('ignored')",
      flag: "={{ $fromAI('verbose', 'More detail', 'boolean', false) }} {{ $fromAI('filter', 'A filter object', 'json') }}",
    });
    expect(calls).toEqual([
      { key: 'city', description: 'The city', type: 'string' },
      { key: 'days', description: "How many days, e.g. '3'", type: 'number', defaultValue: 1 },
      { key: 'verbose', description: 'More detail', type: 'boolean', defaultValue: false },
      { key: 'filter', description: 'A filter object', type: 'json' },
    ]);
    expect(fromAIJsonSchema(calls)).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string', description: 'The city' },
        days: { type: 'number', description: "How many days, e.g. '3'" },
        verbose: { type: 'boolean', description: 'More detail' },
        filter: { type: 'object', additionalProperties: true, description: 'A filter object' },
      },
      required: ['city', 'filter'],
    });
  });

  it('refuses unknown types and a key used with two types', () => {
    expect(() => findFromAICalls({ a: "={{ $fromAI('x', '', 'date') }}" })).toThrow('The $fromAI() type "date" is not known');
    expect(() => findFromAICalls({ a: "={{ $fromAI('x', '', 'number') }}", b: "={{ $fromAI('x', '', 'string') }}" })).toThrow('used with two types');
  });
});
