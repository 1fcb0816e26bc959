import { describe, expect, it } from 'vitest';
import { codeAfterSampleChange } from './code-sample';

const allItems = 'for (const item of $input.all()) {}\nreturn $input.all();';
const eachItem = 'return $input.item;';

describe('codeAfterSampleChange', () => {
  it('replaces the old mode\'s example with the new one', () => {
    expect(codeAfterSampleChange(allItems, allItems, eachItem)).toBe(eachItem);
  });
  it('keeps code the user wrote', () => {
    expect(codeAfterSampleChange('return [{ json: { a: 1 } }];', allItems, eachItem)).toBeNull();
  });
  it('does nothing when the example did not change', () => {
    expect(codeAfterSampleChange(allItems, allItems, allItems)).toBeNull();
  });
});
