import { Gunzip, Unzip, UnzipInflate } from 'fflate';

/** An archive that unpacks to more bytes than allowed (a zip bomb, or simply too big to hold). */
export class DecompressedTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The archive unpacks to more than ${limitBytes} bytes`);
  }
}

export interface UnpackedFile {
  /** The path inside the archive. */
  name: string;
  bytes: Uint8Array;
}

/** Fed to the decoders in slices, so that one slice cannot unpack to much more than the limit left. */
const SLICE = 16 * 1024;

/** Counts what the decoders give and stops them at the limit, whatever sizes the archive claims. */
class ByteBudget {
  private used = 0;
  constructor(private readonly limitBytes: number) {}

  take(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limitBytes) throw new DecompressedTooLargeError(this.limitBytes);
  }
}

function feed(push: (chunk: Uint8Array, final: boolean) => void, data: Uint8Array): void {
  if (data.length === 0) push(data, true);
  for (let start = 0; start < data.length; start += SLICE) {
    const end = Math.min(start + SLICE, data.length);
    push(data.subarray(start, end), end === data.length);
  }
}

function joined(chunks: Uint8Array[]): Uint8Array {
  return chunks.length === 1 ? chunks[0] as Uint8Array : Buffer.concat(chunks);
}

/** The files of a zip archive (folders left out), unpacking at most `limitBytes` in all. */
export function unzipBounded(data: Uint8Array, limitBytes: number): UnpackedFile[] {
  // A local file header, or the end record of an empty archive: the streaming reader skips anything else silently.
  const signature = Buffer.from(data.subarray(0, 4)).toString('latin1');
  if (signature !== 'PK\x03\x04' && signature !== 'PK\x05\x06') throw new Error('invalid zip data');
  const budget = new ByteBudget(limitBytes);
  const files: UnpackedFile[] = [];
  const unzip = new Unzip((file) => {
    if (file.name.endsWith('/')) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      budget.take(chunk.length);
      chunks.push(chunk);
      if (final) files.push({ name: file.name, bytes: joined(chunks) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  feed((chunk, final) => unzip.push(chunk, final), data);
  return files;
}

/** The content of a gzip file, unpacking at most `limitBytes`. */
export function gunzipBounded(data: Uint8Array, limitBytes: number): Uint8Array {
  const budget = new ByteBudget(limitBytes);
  const chunks: Uint8Array[] = [];
  const gunzip = new Gunzip((chunk) => {
    budget.take(chunk.length);
    chunks.push(chunk);
  });
  feed((chunk, final) => gunzip.push(chunk, final), data);
  return chunks.length === 0 ? new Uint8Array(0) : joined(chunks);
}
