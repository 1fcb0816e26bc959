import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildZip } from '../test-support/zip-fixture.js';
import { DecompressedTooLargeError, gunzipBounded, unzipBounded } from './bounded-decompression.js';

const MB = 1024 * 1024;

describe('bounded decompression', () => {
  it('unpacks every file of a zip, folders left out', () => {
    const zip = buildZip([{ name: 'a.txt', data: Buffer.from('Ada') }, { name: 'docs/', data: Buffer.alloc(0), stored: true }, { name: 'docs/b.txt', data: Buffer.from('Grace') }]);
    expect(unzipBounded(zip, MB).map(({ name, bytes }) => [name, Buffer.from(bytes).toString()])).toEqual([['a.txt', 'Ada'], ['docs/b.txt', 'Grace']]);
  });

  it('stops a zip bomb at the limit, even when its headers claim small files', () => {
    const bomb = buildZip([{ name: 'zeros.bin', data: Buffer.alloc(4 * MB) }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(() => unzipBounded(bomb, MB)).toThrow(new DecompressedTooLargeError(MB));
    const lying = Buffer.from(bomb);
    lying.writeUInt32LE(10, 22);
    expect(() => unzipBounded(lying, MB)).toThrow(DecompressedTooLargeError);
    // Many small files add up.
    const many = buildZip(Array.from({ length: 5 }, (_, index) => ({ name: `${index}.bin`, data: Buffer.alloc(300_000) })));
    expect(() => unzipBounded(many, MB)).toThrow(DecompressedTooLargeError);
  });

  it('gunzips within the limit and stops beyond it', () => {
    expect(Buffer.from(gunzipBounded(gzipSync('hello'), MB)).toString()).toBe('hello');
    expect(() => gunzipBounded(gzipSync(Buffer.alloc(4 * MB)), MB)).toThrow(DecompressedTooLargeError);
  });

  it('refuses data that is not an archive', () => {
    expect(() => unzipBounded(Buffer.from('plain text'), MB)).toThrow('invalid zip data');
    expect(() => gunzipBounded(Buffer.from('plain text'), MB)).toThrow('invalid gzip data');
  });
});
