import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { displayExpression, valueToDisplayText } from './display.js';
import { chainContext, jsonItems } from './expression-test-helpers.js';

const ctx = chainContext([{ name: 'Source', items: jsonItems({ name: 'Ada', tags: ['a', 'b'], address: { city: 'London', zip: 'N1' } }) }], { name: 'Active' });

describe('displayExpression (the editor preview, spec §5)', () => {
  it('shows a resolved value as text', () => {
    expect(displayExpression('={{ $json.name }}', ctx)).toMatchObject({ text: 'Ada', state: 'valid', value: 'Ada' });
    expect(displayExpression('=Hi {{ $json.name }}', ctx).text).toBe('Hi Ada');
    expect(displayExpression('={{ 1 + 1 }}', ctx).text).toBe('2');
  });

  it('shows objects and arrays with their type', () => {
    expect(displayExpression('={{ $json.address }}', ctx).text).toBe('[Object: {"city": "London", "zip": "N1"}]');
    expect(displayExpression('={{ $json.tags }}', ctx).text).toBe('[Array: ["a", "b"]]');
  });

  it('marks a value that resolves to nothing as [not found]', () => {
    expect(displayExpression('={{ $json.missing }}', ctx)).toMatchObject({ text: '[not found]', state: 'invalid' });
  });

  it('shows an error as [invalid (message)] and never throws', () => {
    const shown = displayExpression("={{ $('Nowhere').item.json }}", ctx);
    expect(shown.text).toBe("[invalid (Referenced node doesn't exist)]");
    expect(shown.state).toBe('invalid');
    expect(shown.error?.type).toBe('not-found');
    expect(displayExpression('={{ ) }}', ctx).text).toBe('[invalid (invalid syntax)]');
    expect(displayExpression("={{ ''.constructor }}", ctx).text).toBe('[invalid ("constructor" cannot be used in expressions for security reasons)]');
  });

  it('shows the error of the expression\'s own code, with what a run gives instead (it does not fail on it)', () => {
    const whole = displayExpression('={{ $json.body.data }}', ctx);
    expect(whole.text).toBe("[invalid (Cannot read properties of undefined (reading 'data'))]");
    expect(whole.runText).toBe('');
    expect(displayExpression('=Hi {{ $json.body.data }}{{ $json.name }}', ctx).runText).toBe('Hi Ada');
    // Errors a run fails on too have no run value.
    expect(displayExpression("={{ $('Nowhere').item.json }}", ctx).runText).toBeUndefined();
    expect(displayExpression('={{ ) }}', ctx).runText).toBeUndefined();
  });
});

describe('valueToDisplayText', () => {
  it('writes dates as ISO text', () => {
    expect(valueToDisplayText(DateTime.fromISO('2024-05-01T10:00:00Z', { zone: 'UTC' }))).toBe('[DateTime: 2024-05-01T10:00:00.000Z]');
    expect(valueToDisplayText(new Date('2024-05-01T10:00:00Z'))).toBe('[Date: 2024-05-01T10:00:00.000Z]');
    expect(valueToDisplayText(null)).toBe('null');
    expect(valueToDisplayText(false)).toBe('false');
  });
});
