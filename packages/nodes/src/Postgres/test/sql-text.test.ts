import { describe, expect, it } from 'vitest';
import { bindPlaceholders } from '../transport/bind-placeholders.js';
import { quoteIdentifier, splitStatements } from '../transport/sql-text.js';

describe('reading SQL text', () => {
  it('splits statements at semicolons outside strings, quoted names, dollar quotes and comments', () => {
    expect(splitStatements([
      "SELECT 'a;b', \"c;d\", E'it\\'s;'; -- note; here",
      'CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql;',
      '/* a /* nested; */ comment */ SELECT $$x;y$$;',
      '-- only a comment;',
    ].join('\n'))).toEqual([
      "SELECT 'a;b', \"c;d\", E'it\\'s;'",
      '-- note; here\nCREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql',
      '/* a /* nested; */ comment */ SELECT $$x;y$$',
    ]);
  });

  it('binds $n outside quotes, renumbered per statement, leaving casts and identifiers with $ alone', () => {
    expect(bindPlaceholders("SELECT $3::int, '$1', a$1, $3, \"$2\" -- $2", [1, 2, 3])).toEqual({
      text: "SELECT $1::int, '$1', a$1, $1, \"$2\" -- $2", values: [3],
    });
  });

  it('writes names quoted, lists as several parameters, JSON as text', () => {
    expect(bindPlaceholders('INSERT INTO $1:name($2:name) VALUES ($3:csv) RETURNING $4~, $5:json', ['my "table"', ['a', 'B c'], [1, null], '*', { k: [1] }])).toEqual({
      text: 'INSERT INTO "my ""table"""("a", "B c") VALUES ($1, $2) RETURNING *, $3', values: [1, null, '{"k":[1]}'],
    });
  });

  it('refuses raw text, a missing value and a name that is not text', () => {
    expect(() => bindPlaceholders('SELECT $1^', ['1'])).toThrow('$1^ would write the value into the SQL text, which is not allowed');
    expect(() => bindPlaceholders('SELECT $1:value', ['1'])).toThrow('$1:value would write the value into the SQL text');
    expect(() => bindPlaceholders('SELECT $1', [])).toThrow('The query refers to $1, but no query parameters are given');
    expect(() => bindPlaceholders('SELECT $1:name', [5])).toThrow('$1:name must be a name (or a list of names) of a table or column');
    expect(() => quoteIdentifier('a\u0000b')).toThrow('A name cannot contain the NUL character');
  });
});
