import { describe, expect, it } from 'vitest';
import { bindQueryParameters, expressionsAsParameters, quoteIdentifier, splitStatements } from './sql-text.js';

describe('reading SQL text', () => {
  it('splits statements only at semicolons outside literals, names and comments, each with its own values', () => {
    const sql = "INSERT INTO t VALUES ('a;b', ?); -- a; comment\nSELECT `x;y`, \"q\\\";\" FROM t WHERE v = ? /* ; */; ;";
    expect(splitStatements(sql, [1, 2])).toEqual([
      { sql: "INSERT INTO t VALUES ('a;b', ?)", values: [1] },
      { sql: "-- a; comment\nSELECT `x;y`, \"q\\\";\" FROM t WHERE v = ? /* ; */", values: [2] },
    ]);
  });

  it('quotes a name in backticks, doubling a backtick inside', () => {
    expect(quoteIdentifier('odd`name')).toBe('`odd``name`');
    expect(quoteIdentifier('a.b')).toBe('`a.b`');
  });

  it('turns $n into bound placeholders and $n:name into quoted names, leaving $n inside literals', () => {
    expect(bindQueryParameters("SELECT '$1', $2 FROM $1:name WHERE a = $2 OR b = $3", ['t`x', 5, 'z'])).toEqual({
      sql: "SELECT '$1', ? FROM `t``x` WHERE a = ? OR b = ?", values: [5, 5, 'z'],
    });
    expect(bindQueryParameters('SELECT ? + ?', [1, 2])).toEqual({ sql: 'SELECT ? + ?', values: [1, 2] });
  });

  it('makes {{ }} expressions parameters: alone, inside a literal, and inside a quoted name', () => {
    const evaluate = (expression: string) => ({ '={{ $json.id }}': 7, '={{ $json.name }}': "O'Neil", '={{ $json.table }}': 'people' })[expression];
    const { sql, replacements } = expressionsAsParameters("SELECT * FROM `{{ $json.table }}` WHERE id = {{ $json.id }} AND note = 'Hi {{ $json.name }}'", ['first'], evaluate);
    expect(sql).toBe('SELECT * FROM $2:name WHERE id = $3 AND note = $4');
    expect(bindQueryParameters(sql, replacements)).toEqual({ sql: 'SELECT * FROM `people` WHERE id = ? AND note = ?', values: [7, "Hi O'Neil"] });
  });
});
