import { describe, expect, it } from 'vitest';
import { TAG_NAME_MAX_LENGTH } from '@weft/contracts';
import { withTagChange } from './reflect-tag-change';
import { checkTagName, filterTags, resolveTagNames } from './tag-rules';

const tags = [{ id: '1', name: 'Billing' }, { id: '2', name: 'ops' }, { id: '3', name: 'Prod ops' }];

describe('tag rules', () => {
  it('trims a name and refuses an empty or too long one', () => {
    expect(checkTagName('  ops ')).toEqual({ kind: 'valid', name: 'ops' });
    expect(checkTagName('   ')).toEqual({ kind: 'empty' });
    expect(checkTagName('x'.repeat(TAG_NAME_MAX_LENGTH + 1))).toEqual({ kind: 'tooLong', max: TAG_NAME_MAX_LENGTH });
    expect(checkTagName('x'.repeat(TAG_NAME_MAX_LENGTH)).kind).toBe('valid');
  });

  it('searches names ignoring case and surrounding spaces', () => {
    expect(filterTags(tags, '  OPS ').map((t) => t.id)).toEqual(['2', '3']);
    expect(filterTags(tags, '').length).toBe(3);
    expect(filterTags(tags, 'nothing')).toEqual([]);
  });

  it('matches typed names to existing tags ignoring case, and lists new names once', () => {
    const result = resolveTagNames(['billing', ' New ', 'OPS', 'new', '  ', 'ops'], tags);
    expect(result.tags.map((t) => t.id)).toEqual(['1', '2']);
    expect(result.toCreate).toEqual(['New']);
  });
});

describe('tag changes made in the manager', () => {
  it('renames or drops the tag in a workflow\'s tag list and leaves other lists alone', () => {
    const list = [{ id: '1', name: 'a' }, { id: '2', name: 'b' }];
    expect(withTagChange(list, '2', 'renamed')).toEqual([{ id: '1', name: 'a' }, { id: '2', name: 'renamed' }]);
    expect(withTagChange(list, '1', null)).toEqual([{ id: '2', name: 'b' }]);
    expect(withTagChange(list, '9', null)).toBe(list);
  });
});
