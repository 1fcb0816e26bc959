import { describe, expect, it } from 'vitest';
import { OUTPUT_LABEL_MAX_CHARS, outputLabel } from './output-label';

describe('outputLabel', () => {
  it('shows a name that fits whole, with no tooltip', () => {
    expect(outputLabel('true')).toEqual({ text: 'true' });
    const fits = 'x'.repeat(OUTPUT_LABEL_MAX_CHARS);
    expect(outputLabel(fits)).toEqual({ text: fits });
  });

  it('cuts a really long name with an ellipsis and keeps it whole for the tooltip', () => {
    const name = 'Orders that still wait for a payment confirmation from the bank';
    const label = outputLabel(name);
    expect(label.full).toBe(name);
    expect(label.text.endsWith('…')).toBe(true);
    expect([...label.text].length).toBeLessThanOrEqual(OUTPUT_LABEL_MAX_CHARS);
    expect(name.startsWith(label.text.slice(0, -1))).toBe(true);
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    const name = '🚀'.repeat(OUTPUT_LABEL_MAX_CHARS + 5);
    expect([...outputLabel(name).text].every((char) => char === '🚀' || char === '…')).toBe(true);
  });
});
