import { describe, expect, it } from 'vitest';
import { WORKFLOW_NAME_MAX_LENGTH } from '@weft/contracts';
import { decideNameEdit } from './workflow-name.js';

describe('decideNameEdit', () => {
  it('renames to the trimmed text', () => {
    expect(decideNameEdit('My workflow', '  Invoices  ')).toEqual({ kind: 'rename', name: 'Invoices' });
  });

  it('refuses a name that is only spaces', () => {
    expect(decideNameEdit('My workflow', '   ')).toEqual({ kind: 'empty' });
  });

  it('just closes when the trimmed name is the same', () => {
    expect(decideNameEdit('My workflow', ' My workflow ')).toEqual({ kind: 'unchanged' });
  });

  it('refuses a name longer than the server accepts', () => {
    expect(decideNameEdit('a', 'x'.repeat(WORKFLOW_NAME_MAX_LENGTH + 1))).toEqual({ kind: 'tooLong', max: WORKFLOW_NAME_MAX_LENGTH });
  });
});
