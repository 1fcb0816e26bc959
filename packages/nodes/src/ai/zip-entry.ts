import { inflateRawSync } from 'node:zlib';

/*
 * Reading one entry of a zip archive (Word and EPUB files are zips): the archive's central directory
 * is read to find it, then its bytes, stored or deflated (what Word and EPUB writers use).
 */

/** The bytes of the entry named `wanted`, or undefined when the archive has none (or is not a zip). */
export function zipEntry(bytes: Buffer, wanted: string): Buffer | undefined {
  // The end-of-central-directory record is in the last 64 KiB + 22 bytes.
  const from = Math.max(0, bytes.length - 65_557);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), bytes.length - 22);
  if (end < from) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let index = 0; index < count && at + 46 <= bytes.length; index++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === wanted) {
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(start, start + size);
      if (method === 0) return data;
      if (method === 8) return inflateRawSync(data);
      return undefined;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}
