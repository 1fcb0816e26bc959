import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeJson } from './json-stream.js';

async function written(value: unknown): Promise<string> {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  await writeJson(stream, value);
  return chunks.join('');
}

describe('writeJson', () => {
  it('writes what JSON.stringify writes, for large arrays too', async () => {
    const value = {
      a: 1, skipped: undefined, when: new Date(0), nested: { list: Array.from({ length: 100 }, (_, i) => ({ i, no: undefined, f: () => 1 })) },
      holes: Array.from({ length: 40 }, (_, i) => (i % 2 ? undefined : 'x')), text: 'quote " and \u2028',
    };
    expect(await written(value)).toBe(`${JSON.stringify(value)}\n`);
  });
});
