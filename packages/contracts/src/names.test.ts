import { describe, expect, it } from 'vitest';
import { hasNoNulCharacter, hasNoUnpairedSurrogate, unpairedSurrogateMessage } from './names.js';
import { nodeSchema, workflowNameSchema } from './workflow.schemas.js';

describe('hasNoUnpairedSurrogate', () => {
  it('accepts plain text and characters made of a surrogate pair', () => {
    for (const text of ['', 'Invoices', 'Rechnungen ü', 'Invoices \u{1F4B8}', '\ud83d\udcb8\ud83d\udcb8']) {
      expect(hasNoUnpairedSurrogate(text)).toBe(true);
    }
  });

  it('refuses a high or a low surrogate without its partner, wherever it stands', () => {
    for (const text of ['\ud800', 'a\ud800', '\ud800b', '\udc00', 'a\udfffb', '\udcb8\ud83d', '\ud83d\ud83d\udcb8']) {
      expect(hasNoUnpairedSurrogate(text)).toBe(false);
    }
  });

  it('is a rule of its own beside the NUL rule', () => {
    expect(hasNoNulCharacter('a\ud800')).toBe(true);
    expect(hasNoUnpairedSurrogate('a\u0000')).toBe(true);
  });
});

describe('names in the workflow schemas', () => {
  it('refuses a workflow name with an unpaired surrogate, naming the rule', () => {
    const parsed = workflowNameSchema.safeParse('Invoices \ud800');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([unpairedSurrogateMessage('A workflow name')]);
    expect(unpairedSurrogateMessage('A workflow name')).toBe('A workflow name cannot contain an unpaired surrogate character (\\ud800-\\udfff without its partner)');
  });

  it('refuses a node name with an unpaired surrogate', () => {
    const node = { id: '1', name: 'Edit\udc00', type: 'n8n-nodes-base.set', typeVersion: 1, position: [0, 0] };
    expect(nodeSchema.safeParse(node).error?.issues.map((issue) => issue.message)).toEqual([unpairedSurrogateMessage('A node name')]);
  });
});
