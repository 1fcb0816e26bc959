import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listNodeTypes } from '@weft/contracts';
import type { NodeTypesService } from '../services/node-types.service.js';

const gzipAsync = promisify(gzip);
const answerSchema = z.object({ data: listNodeTypes.response });

interface Answer {
  json: Buffer;
  etag: string;
  gzipped?: Promise<Buffer>;
}

/**
 * GET /rest/node-types, served from one serialised answer per list of types. The list is several MB
 * of JSON that changes only when a community package is installed, updated or removed; validating
 * and serialising it per request cost 100-350 ms of the event loop each time an editor opened.
 * Browsers revalidate with the ETag (304 without a body) and get it gzipped when they accept it.
 */
export class NodeTypesAnswer {
  private readonly answers = new Map<boolean, { revision: number; answer: Promise<Answer> }>();

  constructor(private readonly nodeTypes: NodeTypesService) {}

  async send(request: FastifyRequest, reply: FastifyReply, onlyLatest: boolean): Promise<FastifyReply> {
    const answer = await this.current(onlyLatest);
    reply.header('etag', answer.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(answer.json);
    answer.gzipped ??= gzipAsync(answer.json);
    return reply.header('content-encoding', 'gzip').send(await answer.gzipped);
  }

  private current(onlyLatest: boolean): Promise<Answer> {
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

  private async build(onlyLatest: boolean): Promise<Answer> {
    // Parsed as the route's contract says, as every other answer is: what it strips is not sent.
    const json = Buffer.from(JSON.stringify(answerSchema.parse({ data: await this.nodeTypes.descriptions(onlyLatest) })));
    return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
  }
}
