/**
 * The wire format of a batch of writes sent to the SQLite write worker: one flat array of numbers,
 * strings and nulls, which `postMessage` clones natively (strings are copied whole). It replaced a
 * hand-written binary buffer, which cost three times as much on the event loop per execution (the
 * run data's JSON was copied into it, then decoded again), and nested arrays, whose clone cost more
 * than the SQLite work they carried.
 *
 *   batch     := groupCount, group*
 *   group     := statementCount, statement*
 *   statement := sqlTextId, paramCount, param*      (a param is a number, a string or null)
 *
 * The decoder runs in the worker, which is plain JavaScript: `DECODE_BATCH_SOURCE` is its source.
 */
export type EncodedBatch = Array<number | string | null>;

/** A statement as the caller gives it: SQL, then its parameters. */
type Statement = readonly [sql: string, ...params: unknown[]];

/** Encodes the groups, with `textId` turning each SQL text into the number the worker knows it by. */
export function encodeBatch(groups: ReadonlyArray<readonly Statement[]>, textId: (sql: string) => number): EncodedBatch {
  const batch: EncodedBatch = [groups.length];
  for (const group of groups) {
    batch.push(group.length);
    for (const statement of group) {
      const paramCount = statement.length - 1;
      batch.push(textId(statement[0]), paramCount);
      for (let index = 1; index <= paramCount; index++) {
        const value = statement[index];
        if (value === null || value === undefined) batch.push(null);
        else if (typeof value === 'number' || typeof value === 'string') batch.push(value);
        else throw new TypeError(`A ${typeof value} cannot be written to SQLite`);
      }
    }
  }
  return batch;
}

/** `decodeBatch(batch)` for the worker: groups of `[sqlTextId, params]`. */
export const DECODE_BATCH_SOURCE = `
function decodeBatch(batch) {
  let offset = 0;
  const groups = new Array(batch[offset++]);
  for (let g = 0; g < groups.length; g++) {
    const statements = new Array(batch[offset++]);
    for (let s = 0; s < statements.length; s++) {
      const sqlTextId = batch[offset++];
      const paramCount = batch[offset++];
      statements[s] = [sqlTextId, batch.slice(offset, offset + paramCount)];
      offset += paramCount;
    }
    groups[g] = statements;
  }
  return groups;
}
`;
