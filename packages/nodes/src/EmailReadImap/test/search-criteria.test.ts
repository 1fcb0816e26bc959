import { describe, expect, it } from 'vitest';
import { parseSearchCriteria } from '../search-criteria.js';

describe('Custom Email Rules (node-imap criteria) as an imapflow search', () => {
  it('reads flags, fields, dates, sizes, headers, OR and negation', () => {
    expect(parseSearchCriteria('["UNSEEN"]')).toEqual({ seen: false });
    expect(parseSearchCriteria('["UNSEEN", ["FROM", "ada@example.com"], ["SINCE", "1-Nov-2026"], ["LARGER", 1000]]'))
      .toEqual({ seen: false, from: 'ada@example.com', since: new Date('1-Nov-2026'), larger: 1000 });
    expect(parseSearchCriteria('[["HEADER", "X-Tag", "invoice"], "!FLAGGED"]')).toEqual({ header: { 'X-Tag': 'invoice' }, not: { flagged: true } });
    expect(parseSearchCriteria('[["OR", ["FROM", "ada@example.com"], "SEEN"]]')).toEqual({ or: [{ from: 'ada@example.com' }, { seen: true }] });
    expect(parseSearchCriteria('[]')).toEqual({ all: true });
  });

  it('keeps two rules on the same field, both required', () => {
    expect(parseSearchCriteria('[["TEXT", "a"], ["TEXT", "b"]]')).toEqual({ not: { or: [{ not: { text: 'a' } }, { not: { text: 'b' } }] } });
  });

  it('names what is wrong', () => {
    expect(() => parseSearchCriteria('UNSEEN')).toThrow('Custom email config is not valid JSON.');
    expect(() => parseSearchCriteria('{"seen":false}')).toThrow('Custom email config must be a JSON array of rules, such as ["UNSEEN"]');
    expect(() => parseSearchCriteria('[["FROM"]]')).toThrow('"FROM" needs a value, as in ["FROM", "..."]');
    expect(() => parseSearchCriteria('[["SINCE", "soon"]]')).toThrow('"SINCE" needs a date, not "soon"');
    expect(() => parseSearchCriteria('[["OR", "SEEN"]]')).toThrow(/"OR" takes two rules/);
  });
});
