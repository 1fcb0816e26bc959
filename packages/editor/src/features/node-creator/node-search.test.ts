import { describe, expect, it } from 'vitest';
import { creatableNodeTypes } from './creatable-node-types';
import { searchNodeTypes } from './node-search';
import { describeType } from './test-node-types';

const types = creatableNodeTypes([
  describeType({ name: 'a.setter', displayName: 'Setter', description: 'Sets things' }),
  describeType({ name: 'a.reset', displayName: 'Bulk Settings', description: 'Clears fields' }),
  describeType({ name: 'a.onset', displayName: 'Onset', description: 'Starts' }),
  describeType({ name: 'a.fields', displayName: 'Edit Fields', description: 'Edits item fields', codex: { alias: ['Set', 'assign'] } }),
  describeType({ name: 'a.other', displayName: 'Mailer', description: 'Sends what you set up' }),
  describeType({ name: 'a.none', displayName: 'Unrelated', description: 'Nothing here' }),
], { hasWebhookNode: false });

const search = (query: string) => searchNodeTypes(types, query).map((type) => type.displayName);

describe('node search', () => {
  it('ranks a name prefix, then a word prefix, then a name substring, then an alias, then the description', () => {
    expect(search('set')).toEqual(['Setter', 'Bulk Settings', 'Onset', 'Edit Fields', 'Mailer']);
  });

  it('finds a later word of the name and ignores case and surrounding spaces', () => {
    expect(search('  BULK ')).toEqual(['Bulk Settings']);
  });

  it('matches aliases and descriptions, and nothing for an unknown word', () => {
    expect(search('assign')).toEqual(['Edit Fields']);
    expect(search('clears')).toEqual(['Bulk Settings']);
    expect(search('zzz')).toEqual([]);
  });

  it('finds a type when every word of the search is in its name, default node name or aliases', () => {
    expect(search('edit assign')).toEqual(['Edit Fields']);
    expect(search('edit zebra')).toEqual([]);
  });

  it('finds nothing for an empty search', () => {
    expect(search('   ')).toEqual([]);
  });
});
