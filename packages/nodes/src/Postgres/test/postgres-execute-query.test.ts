import { beforeEach, describe, expect, it } from 'vitest';
import { usePgTestBed } from './harness.js';

const bed = usePgTestBed('exec');
const { schema } = bed;

beforeEach(async () => {
  await bed.sql(`DROP TABLE IF EXISTS "${schema}".notes; CREATE TABLE "${schema}".notes (id serial PRIMARY KEY, body text NOT NULL, score bigint)`);
});

describe('Postgres 2.x Execute Query', () => {
  it('binds Query Parameters: a value with SQL in it is stored as text and the table survives', async () => {
    const evil = "x'); drop table notes; --";
    const run = await bed.run(2.6, {
      operation: 'executeQuery',
      query: `INSERT INTO "${schema}".notes (body) VALUES ($1) RETURNING id, body`,
      options: { queryReplacement: `={{ ${JSON.stringify(evil)} }}` },
    });
    expect(run.error).toBeUndefined();
    expect(run.items).toEqual([{ id: 1, body: evil }]);
    expect(await bed.sql(`SELECT body FROM "${schema}".notes`)).toEqual([{ body: evil }]);
  });

  it('takes comma-separated parameters, and an expression per item', async () => {
    const run = await bed.run(2.6, {
      operation: 'executeQuery',
      query: `INSERT INTO "${schema}".notes (body, score) VALUES ($1, $2) RETURNING body, score`,
      options: { queryReplacement: '={{ $json.body }},{{ $json.score }}' },
    }, { input: [{ body: 'first', score: 10 }, { body: 'second', score: 20 }] });
    expect(run.error).toBeUndefined();
    // BIGINT comes out as text unless numbers are asked for.
    expect(run.items).toEqual([{ body: 'first', score: '10' }, { body: 'second', score: '20' }]);
    expect(run.output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('reads BIGINT as numbers when asked', async () => {
    await bed.sql(`INSERT INTO "${schema}".notes (body, score) VALUES ('a', 9007199254740)`);
    const run = await bed.run(2.6, { operation: 'executeQuery', query: `SELECT score FROM "${schema}".notes`, options: { largeNumbersOutput: 'numbers' } });
    expect(run.items).toEqual([{ score: 9007199254740 }]);
  });

  it('answers { success: true } for a statement without rows, and nothing for a select without rows (2.3 on)', async () => {
    const write = await bed.run(2.6, { operation: 'executeQuery', query: `UPDATE "${schema}".notes SET body = 'x' WHERE id = -1` });
    expect(write.items).toEqual([{ success: true }]);
    const read = await bed.run(2.6, { operation: 'executeQuery', query: `SELECT * FROM "${schema}".notes` });
    expect(read.items).toEqual([]);
    const old = await bed.run(2.2, { operation: 'executeQuery', query: `SELECT * FROM "${schema}".notes` });
    expect(old.items).toEqual([{ success: true }]);
  });

  it('runs a script of several statements, and a function body with a dollar-quoted $1 inside', async () => {
    const run = await bed.run(2.6, {
      operation: 'executeQuery',
      query: [
        `CREATE FUNCTION "${schema}".twice(n int) RETURNS int LANGUAGE sql AS $fn$ SELECT $1 * 2 $fn$;`,
        `INSERT INTO "${schema}".notes (body, score) VALUES ($1, "${schema}".twice($2));`,
        `SELECT body, score FROM "${schema}".notes; -- the rows`,
      ].join('\n'),
      options: { queryReplacement: 'hello, 21', largeNumbersOutput: 'numbers' },
    });
    expect(run.error).toBeUndefined();
    expect(run.items).toEqual([{ body: 'hello', score: 42 }]);
  });

  it('keeps a quoted \'$1\' as text, and names a missing parameter', async () => {
    const quoted = await bed.run(2.6, { operation: 'executeQuery', query: "SELECT '$1' AS literal, $1::text AS bound", options: { queryReplacement: 'value' } });
    expect(quoted.items).toEqual([{ literal: '$1', bound: 'value' }]);
    const missing = await bed.run(2.6, { operation: 'executeQuery', query: 'SELECT $2::text AS second', options: { queryReplacement: 'only one' } });
    expect(missing.error).toBe('The query refers to $2, but only 1 query parameter is given');
  });

  it('writes $1:name as a quoted identifier (a table with a space and capitals) and refuses :raw', async () => {
    await bed.sql(`CREATE TABLE "${schema}"."My Notes" (id int)`);
    await bed.sql(`INSERT INTO "${schema}"."My Notes" VALUES (7)`);
    const run = await bed.run(2.6, { operation: 'executeQuery', query: 'SELECT id FROM $1:name.$2:name', options: { queryReplacement: `${schema},My Notes` } });
    expect(run.items).toEqual([{ id: 7 }]);
    const raw = await bed.run(2.6, { operation: 'executeQuery', query: 'SELECT $1:raw', options: { queryReplacement: '1; drop table x' } });
    expect(raw.error).toBe('$1:raw would write the value into the SQL text, which is not allowed');
  });

  it('reports a syntax error with the server\'s words and the failed query', async () => {
    const run = await bed.run(2.6, { operation: 'executeQuery', query: 'SELEC 1' });
    expect(run.error).toBe('syntax error at or near "SELEC"');
    expect(run.errorDescription).toBe('Failed query: SELEC 1');
  });

  it('gives timestamps as ISO text from 2.1', async () => {
    const run = await bed.run(2.6, { operation: 'executeQuery', query: "SELECT TIMESTAMPTZ '2024-05-01 10:00:00+02' AS at" });
    expect(run.items).toEqual([{ at: '2024-05-01T08:00:00.000Z' }]);
  });

  it('runs a statement that refuses transaction blocks (VACUUM), as n8n sends one query whole', async () => {
    const v2 = await bed.run(2.6, { operation: 'executeQuery', query: `VACUUM "${schema}".notes` });
    expect(v2.error).toBeUndefined();
    expect(v2.items).toEqual([{ success: true }]);
    const v1 = await bed.run(1, { operation: 'executeQuery', query: `VACUUM "${schema}".notes` });
    expect(v1.error).toBeUndefined();
  });

  it('keeps a query of several statements all or nothing when items run independently', async () => {
    const run = await bed.run(2.6, {
      operation: 'executeQuery',
      query: `INSERT INTO "${schema}".notes (body) VALUES ($1); INSERT INTO "${schema}".notes (body) VALUES (NULL);`,
      options: { queryReplacement: 'kept?', queryBatching: 'independently' },
    }, { continueOnFail: true });
    expect(run.items).toEqual([expect.objectContaining({ message: 'null value in column "body" of relation "notes" violates not-null constraint' })]);
    expect(await bed.sql(`SELECT body FROM "${schema}".notes`)).toEqual([]);
  });

  it('binds the {{ }} of the query instead of pasting them: values, quoted text, quoted names', async () => {
    const evil = "x' OR '1'='1";
    await bed.sql(`INSERT INTO "${schema}".notes (body) VALUES ('secret'), ($1)`, [evil]);
    const run = await bed.run(2.6, {
      operation: 'executeQuery',
      query: `=SELECT body, 'got {{ $json.who }}' AS greeting FROM "{{ $json.schema }}".notes WHERE body = {{ $json.body }} -- {{ not evaluated }}`,
    }, { input: [{ body: evil, who: "O'Brien", schema }] });
    expect(run.error).toBeUndefined();
    expect(run.items).toEqual([{ body: evil, greeting: "got O'Brien" }]);
  });

  it('numbers the {{ }} after the Query Parameters, also in version 1', async () => {
    const v2 = await bed.run(2.6, { operation: 'executeQuery', query: '=SELECT $1::text AS a, {{ $json.b }}::text AS b', options: { queryReplacement: 'first' } }, { input: [{ b: "'); drop" }] });
    expect(v2.items).toEqual([{ a: 'first', b: "'); drop" }]);
    const v1 = await bed.run(1, { operation: 'executeQuery', query: '=SELECT $1::text AS a, {{ $json.b }}::text AS b', additionalFields: { queryParams: 'a' } }, { input: [{ a: 'one', b: "'); drop" }] });
    expect(v1.items).toEqual([{ a: 'one', b: "'); drop" }]);
  });

  it('takes a list from {{ }} as an array, for = ANY()', async () => {
    await bed.sql(`INSERT INTO "${schema}".notes (body) VALUES ('a'), ('b'), ('c')`);
    const run = await bed.run(2.6, { operation: 'executeQuery', query: `=SELECT body FROM "${schema}".notes WHERE id = ANY({{ $json.ids }}) ORDER BY id` }, { input: [{ ids: [1, 3] }] });
    expect(run.items).toEqual([{ body: 'a' }, { body: 'c' }]);
  });

  it('from 2.5 each {{ }} of the parameters is evaluated whole (JSON stays one value); before, the text is cut at commas first, as n8n did', async () => {
    const query = 'SELECT $1::text AS first, $2::text AS second';
    const replacement = '={{ JSON.stringify({ a: 1, b: 2 }) }}, {{ "x" }}';
    const v25 = await bed.run(2.5, { operation: 'executeQuery', query, options: { queryReplacement: replacement } });
    expect(v25.items).toEqual([{ first: '{"a":1,"b":2}', second: 'x' }]);
    const v24 = await bed.run(2.4, { operation: 'executeQuery', query: 'SELECT $1::text AS first, $2::text AS second', options: { queryReplacement: '={{ "a,b" }}' } });
    expect(v24.items).toEqual([{ first: '{{ "a', second: 'b" }}' }]);
    const split = await bed.run(2.5, { operation: 'executeQuery', query: 'SELECT $1::text AS first, $2::text AS second', options: { queryReplacement: '={{ "a,b" }}' } });
    expect(split.items).toEqual([{ first: 'a', second: 'b' }]);
  });
});
