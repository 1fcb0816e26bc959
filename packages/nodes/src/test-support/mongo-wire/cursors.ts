import { Long, type Document } from 'mongodb';
import { CommandError } from './store.js';

/* Open cursors: a find or aggregate answers its first batch and keeps the rest for getMore. */

const DEFAULT_BATCH = 101;

export class Cursors {
  private next = 1;
  private readonly open = new Map<number, { namespace: string; rest: Document[] }>();

  first(namespace: string, documents: Document[], batchSize?: number, singleBatch = false): Document {
    const size = batchSize && batchSize > 0 ? batchSize : DEFAULT_BATCH;
    const firstBatch = documents.slice(0, size);
    let id = 0;
    if (!singleBatch && documents.length > size) {
      id = this.next++;
      this.open.set(id, { namespace, rest: documents.slice(size) });
    }
    return { cursor: { id: Long.fromNumber(id), ns: namespace, firstBatch }, ok: 1 };
  }

  more(id: number, batchSize?: number): Document {
    const cursor = this.open.get(id);
    if (!cursor) throw new CommandError(43, 'CursorNotFound', `cursor id ${id} not found`);
    const size = batchSize && batchSize > 0 ? batchSize : cursor.rest.length;
    const nextBatch = cursor.rest.splice(0, size);
    if (cursor.rest.length === 0) this.open.delete(id);
    return { cursor: { id: Long.fromNumber(this.open.has(id) ? id : 0), ns: cursor.namespace, nextBatch }, ok: 1 };
  }

  kill(ids: number[]): Document {
    const cursorsKilled = ids.filter((id) => this.open.delete(id));
    return { cursorsKilled: cursorsKilled.map((id) => Long.fromNumber(id)), cursorsNotFound: ids.filter((id) => !cursorsKilled.includes(id)).map((id) => Long.fromNumber(id)), cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }
}
