import { deflateSync } from 'node:zlib';

/*
 * Small but well-formed media files for the stand-in's answers: a PNG that image tools can open, audio
 * with the signature of each format, an MP4 with its `ftyp` box. Speech carries its input text in a tag
 * so that the stand-in's transcription of it gives the text back.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 2x2 RGBA PNG whose colour follows `seed`, so different images have different bytes. */
export function pngBytes(seed: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const pixel = [(seed * 67) % 256, (seed * 131) % 256, (seed * 29) % 256, 255];
  const row = [0, ...pixel, ...pixel];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([...row, ...row]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

export const SPEECH_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg', opus: 'audio/opus', aac: 'audio/aac', flac: 'audio/flac', wav: 'audio/wav', pcm: 'audio/pcm',
};

const TEXT_TAG = 'STANDIN-TEXT:';

/** Audio of the format's shape (its signature and a silent frame), with the spoken text in a tag. */
export function speechBytes(format: string, text: string): Buffer {
  const tag = Buffer.from(`${TEXT_TAG}${text}\u0000`, 'utf8');
  const silence = Buffer.alloc(64);
  switch (format) {
    case 'mp3': {
      // An ID3v2 tag (size as four 7-bit bytes), then an MPEG-1 Layer III frame header.
      const size = tag.length;
      const id3 = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
      return Buffer.concat([id3, tag, Buffer.from([0xff, 0xfb, 0x90, 0x64]), silence]);
    }
    case 'wav': {
      const data = Buffer.concat([Buffer.from('data'), uint32(silence.length), silence]);
      const info = Buffer.concat([Buffer.from('LIST'), uint32(tag.length), tag]);
      const format16 = Buffer.alloc(16);
      format16.writeUInt16LE(1, 0);
      format16.writeUInt16LE(1, 2);
      format16.writeUInt32LE(24000, 4);
      format16.writeUInt32LE(48000, 8);
      format16.writeUInt16LE(2, 12);
      format16.writeUInt16LE(16, 14);
      const fmt = Buffer.concat([Buffer.from('fmt '), uint32(16), format16]);
      const body = Buffer.concat([Buffer.from('WAVE'), fmt, info, data]);
      return Buffer.concat([Buffer.from('RIFF'), uint32(body.length), body]);
    }
    case 'flac': return Buffer.concat([Buffer.from('fLaC'), tag, silence]);
    case 'opus': return Buffer.concat([Buffer.from('OggS'), Buffer.from([0, 2]), tag, silence]);
    case 'aac': return Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80]), tag, silence]);
    default: return Buffer.concat([tag, silence]);
  }
}

/** The text speech bytes of the stand-in carry, or undefined for other audio. */
export function spokenText(bytes: Buffer): string | undefined {
  const at = bytes.indexOf(TEXT_TAG);
  if (at < 0) return undefined;
  const end = bytes.indexOf(0, at);
  return bytes.subarray(at + TEXT_TAG.length, end < 0 ? undefined : end).toString('utf8');
}

/** An MP4 file: its `ftyp` box and an empty `mdat`. */
export function mp4Bytes(): Buffer {
  const ftyp = Buffer.concat([uint32be(24), Buffer.from('ftypisom'), uint32be(512), Buffer.from('isomiso2')]);
  return Buffer.concat([ftyp, uint32be(8), Buffer.from('mdat')]);
}

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
}

function uint32be(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}
