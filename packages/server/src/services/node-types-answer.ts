import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { z } from 'zod';
import { listNodeTypes } from '@weft/contracts';
import type { NodeTypesService } from './node-types.service.js';

const gzipAsync = promisify(gzip);
const answerSchema = z.object({ data: listNodeTypes.response });

export interface NodeTypesAnswer {
  /** `{ data: [...] }` as JSON. */
  json: Buffer;
  etag: string;
  /** The same, gzipped (made on first use, then kept). */
  gzipped(): Promise<Buffer>;
}

/**
 * GET /rest/node-types's answer, serialised once per list of types. The list is several MB of JSON
 * that changes only when a community package is installed, updated or removed; validating and
 * serialising it per request cost 100-350 ms of the event loop each time an editor opened.
 */
export class NodeTypesAnswers {
  private readonly answers = new Map<boolean, { revision: number; answer: Promise<NodeTypesAnswer> }>();

  constructor(private readonly nodeTypes: NodeTypesService) {}

  /** Made ahead (after start), so that the first editor to open does not wait for it. */
  async prepare(): Promise<void> {
    await (await this.current(false)).gzipped();
  }

  current(onlyLatest: boolean): Promise<NodeTypesAnswer> {
    const revision = this.nodeTypes.revision;
    const cached = this.answers.get(onlyLatest);
    if (cached?.revision === revision) return cached.answer;
    const answer = this.build(onlyLatest);
    const entry = { revision, answer };
    this.answers.set(onlyLatest, entry);
    // A failed build is not kept: the next request tries again.
    answer.catch(() => {
      if (this.answers.get(onlyLatest) === entry) this.answers.delete(onlyLatest);
    });
    return answer;
  }

  private async build(onlyLatest: boolean): Promise<NodeTypesAnswer> {
    // Parsed as the route's contract says, as every other answer is: what it strips is not sent.
    const json = Buffer.from(JSON.stringify(answerSchema.parse({ data: await this.nodeTypes.descriptions(onlyLatest) })));
    let gzipped: Promise<Buffer> | undefined;
    return {
      json,
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
      gzipped: () => (gzipped ??= gzipAsync(json)),
    };
  }
}
